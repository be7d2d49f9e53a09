import { Link } from 'react-router';
import type { DeckDueSummary } from '@chronodeck/contract';
import { useTranslation } from '../../shared/i18n/i18n';
import { reviewDeckRoute } from '../../shared/routes';

/** What each deck has due today and how many cards it holds never studied, with a link to review it. */
export function DueDecks({ decks }: { decks: readonly DeckDueSummary[] }) {
  const { t } = useTranslation();
  const totalDue = decks.reduce((sum, summary) => sum + summary.due, 0);
  return (
    <section className="progress__section" aria-labelledby="progress-due-title">
      <h3 id="progress-due-title">{t('progress.dueToday', { count: totalDue })}</h3>
      {decks.length === 0 ? (
        <p className="empty-state">{t('progress.noDecks')}</p>
      ) : (
        <ul className="progress__decks">
          {decks.map(({ deck, due, new: fresh }) => (
            <li key={deck._id} className="progress__deck">
              <span className="progress__deck-title">
                {deck.title}
                {deck.className ? (
                  <span className="progress__class"> · {deck.className}</span>
                ) : null}
              </span>
              <span className="progress__deck-counts">
                {t('progress.deckDue', { count: due })}
                {fresh > 0 ? ` · ${t('progress.deckNew', { count: fresh })}` : ''}
              </span>
              <Link
                className="button button--small"
                to={reviewDeckRoute(deck._id)}
                aria-label={t('progress.reviewDeck', { title: deck.title })}
              >
                {t('progress.review')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link className="button" to={reviewDeckRoute()}>
        {t('progress.reviewAll')}
      </Link>
    </section>
  );
}
