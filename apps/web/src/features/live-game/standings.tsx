import type { LiveStanding } from '@chronodeck/contract';
import { useTranslation } from '../../shared/i18n/i18n';

/** A score in points, its digits grouped the reader's way ("1,996 pts", "1 996 pts"). */
export function Points({ score }: { score: number }) {
  const { t, language } = useTranslation();
  return <>{t('liveGame.points', { points: new Intl.NumberFormat(language).format(score) })}</>;
}

/** The leaderboard's first places (all of them when `shown` is not given); "you" stands out. */
export function Standings(props: {
  standings: readonly LiveStanding[];
  shown?: number;
  playerId?: string;
  title: string;
}) {
  const shown = props.standings.slice(0, props.shown ?? props.standings.length);
  return (
    <section className="live-standings" aria-label={props.title}>
      <h2>{props.title}</h2>
      <ol>
        {shown.map((standing) => (
          <li
            key={standing.playerId}
            className={standing.playerId === props.playerId ? 'live-standings__you' : undefined}
          >
            <span className="live-standings__name">{standing.name}</span>
            <span className="live-standings__score">
              <Points score={standing.score} />
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
