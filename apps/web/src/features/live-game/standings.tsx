import type { LiveStanding } from '@chronodeck/contract';
import { useTranslation } from '../../shared/i18n/i18n';

/** The leaderboard's first places (all of them when `shown` is not given); "you" stands out. */
export function Standings(props: {
  standings: readonly LiveStanding[];
  shown?: number;
  playerId?: string;
  title: string;
}) {
  const { t, language } = useTranslation();
  const shown = props.standings.slice(0, props.shown ?? props.standings.length);
  const points = new Intl.NumberFormat(language);
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
              {t('liveGame.points', { points: points.format(standing.score) })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
