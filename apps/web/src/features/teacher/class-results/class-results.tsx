import './class-results.css';
import { useId, useState } from 'react';
import {
  RESULTS_PERIODS,
  type Class,
  type ClassResults as Results,
  type ClassResultsQuery,
  type ResultsPeriod,
} from '@chronodeck/contract';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useLanguage } from '../../../shared/i18n/use-language';
import { classResultsCsvUrl, useClassResults } from './class-results-api';
import { MissedEventsChart } from './missed-events-chart';
import { DeckResultsTable, MissedEventsTable, StudentResultsTable } from './results-tables';

/** The "all" choice of each filter: no deckId, no days. */
const ALL = '';
/** How many of the most missed events the chart shows. */
const MOST_MISSED = 10;

const isPeriod = (value: string): value is ResultsPeriod =>
  (RESULTS_PERIODS as readonly string[]).includes(value);

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field class-results__filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function ResultsFigures({ results }: { results: Results }) {
  const { t } = useTranslation();
  if (results.students.length === 0) {
    return <p className="empty-state">{t('classResults.noStudents')}</p>;
  }
  const active = results.students.some((student) => student.gamesPlayed + student.reviews > 0);
  const mostMissed = results.events.filter((event) => event.answered > 0).slice(0, MOST_MISSED);
  return (
    <>
      {active ? null : <p className="empty-state">{t('classResults.noActivity')}</p>}
      <StudentResultsTable students={results.students} />
      {active ? (
        <>
          <section aria-labelledby="class-results-missed-title">
            <h3 id="class-results-missed-title">{t('classResults.missed.title')}</h3>
            {mostMissed.length === 0 ? (
              <p className="empty-state">{t('classResults.missed.empty')}</p>
            ) : (
              <>
                <MissedEventsChart events={mostMissed} />
                <MissedEventsTable events={mostMissed} />
              </>
            )}
          </section>
          <DeckResultsTable decks={results.decks} />
        </>
      ) : null}
    </>
  );
}

/**
 * The class's results for its teacher: per student, the most missed events and per deck, narrowed
 * to one deck or a recent period, and as a spreadsheet to download.
 */
export function ClassResults({ schoolClass }: { schoolClass: Class }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [chosenDeck, setChosenDeck] = useState<string>(ALL);
  const [period, setPeriod] = useState<ResultsPeriod | typeof ALL>(ALL);
  // A deck deleted meanwhile (in another tab, say) falls back to all decks.
  const deckId = schoolClass.decks.some((deck) => deck._id === chosenDeck) ? chosenDeck : ALL;
  const filters: ClassResultsQuery = {
    ...(deckId === ALL ? {} : { deckId }),
    ...(period === ALL ? {} : { days: period }),
  };
  const results = useClassResults(schoolClass._id, filters);
  return (
    <section className="class-results" aria-labelledby="class-results-title">
      <h2 id="class-results-title">{t('classes.menu.results')}</h2>
      <div className="class-results__toolbar">
        <FilterSelect
          label={t('classResults.deck')}
          value={deckId}
          options={[
            { value: ALL, label: t('classResults.allDecks') },
            ...schoolClass.decks.map((deck) => ({ value: deck._id, label: deck.title })),
          ]}
          onChange={setChosenDeck}
        />
        <FilterSelect
          label={t('classResults.period')}
          value={period}
          options={[
            { value: ALL, label: t('classResults.periods.all') },
            ...RESULTS_PERIODS.map((days) => ({
              value: days,
              label: t(`classResults.periods.last${days}`),
            })),
          ]}
          onChange={(value) => setPeriod(isPeriod(value) ? value : ALL)}
        />
        <a
          className="button button--ghost class-results__download"
          href={classResultsCsvUrl(schoolClass._id, filters, language)}
          download
        >
          {t('classResults.downloadCsv')}
        </a>
      </div>
      {results.isError ? (
        <p className="notice notice--error">{t('classResults.loadFailed')}</p>
      ) : results.data === undefined ? (
        <p role="status">{t('classResults.loading')}</p>
      ) : (
        <div
          className={`class-results__figures${results.isPlaceholderData ? ' class-results__figures--updating' : ''}`}
          aria-busy={results.isPlaceholderData}
        >
          <ResultsFigures results={results.data} />
        </div>
      )}
    </section>
  );
}
