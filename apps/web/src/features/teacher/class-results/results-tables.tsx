import { useId, type ReactNode } from 'react';
import { formatYear } from '@chronodeck/catalogue';
import type { DeckResults, EventResults, StudentResults } from '@chronodeck/contract';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useLanguage } from '../../../shared/i18n/use-language';
import { Percent, shareCorrect } from './result-formats';

/**
 * A table that scrolls sideways on a narrow screen; the scrolling region is focusable and named
 * by the caption, so a keyboard can scroll it too.
 */
function ResultsTable({
  caption,
  headings,
  children,
}: {
  caption: string;
  headings: readonly string[];
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div className="results-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** One row per student: games, average score, reviews, last activity, cards due, retention. */
export function StudentResultsTable({ students }: { students: readonly StudentResults[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <ResultsTable
      caption={t('classResults.students.caption')}
      headings={[
        t('classResults.students.name'),
        t('classResults.students.gamesPlayed'),
        t('classResults.students.averageScore'),
        t('classResults.students.reviews'),
        t('classResults.students.lastActive'),
        t('classResults.students.cardsDue'),
        t('classResults.students.overdue'),
        t('classResults.students.retention'),
      ]}
    >
      {students.map((student) => (
        <tr key={student.studentId}>
          <th scope="row">{student.name}</th>
          <td>{student.gamesPlayed}</td>
          <td>
            <Percent share={student.averageScore} language={language} />
          </td>
          <td>{student.reviews}</td>
          <td>
            {student.lastActive === null ? (
              t('classResults.students.never')
            ) : (
              <time dateTime={student.lastActive}>{date.format(new Date(student.lastActive))}</time>
            )}
          </td>
          <td>{student.cardsDue}</td>
          <td>{student.cardsOverdue}</td>
          <td>
            <Percent share={student.retention} language={language} />
          </td>
        </tr>
      ))}
    </ResultsTable>
  );
}

/** The figures of the most-missed chart: year, title, deck, answers and the share right. */
export function MissedEventsTable({ events }: { events: readonly EventResults[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ResultsTable
      caption={t('classResults.missed.caption')}
      headings={[
        t('classResults.missed.year'),
        t('classResults.missed.event'),
        t('classResults.missed.deck'),
        t('classResults.missed.answered'),
        t('classResults.missed.correct'),
        t('classResults.missed.percentCorrect'),
      ]}
    >
      {events.map((event) => (
        <tr key={event.cardId}>
          <td>{formatYear(event.year, language)}</td>
          <th scope="row">{event.title}</th>
          <td>{event.deckTitle}</td>
          <td>{event.answered}</td>
          <td>{event.correct}</td>
          <td>
            <Percent share={shareCorrect(event.correct, event.answered)} language={language} />
          </td>
        </tr>
      ))}
    </ResultsTable>
  );
}

/** One row per deck: its cards, the games played on it, and how its cards were answered. */
export function DeckResultsTable({ decks }: { decks: readonly DeckResults[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ResultsTable
      caption={t('classResults.decks.caption')}
      headings={[
        t('classResults.decks.deck'),
        t('classResults.decks.cards'),
        t('classResults.decks.games'),
        t('classResults.decks.averageScore'),
        t('classResults.decks.answered'),
        t('classResults.decks.percentCorrect'),
      ]}
    >
      {decks.map((deck) => (
        <tr key={deck.deckId}>
          <th scope="row">{deck.title}</th>
          <td>{deck.cardCount}</td>
          <td>{deck.gamesPlayed}</td>
          <td>
            <Percent share={deck.averageScore} language={language} />
          </td>
          <td>{deck.answered}</td>
          <td>
            <Percent share={shareCorrect(deck.correct, deck.answered)} language={language} />
          </td>
        </tr>
      ))}
    </ResultsTable>
  );
}
