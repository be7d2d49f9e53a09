import { formatYear } from '@chronodeck/catalogue';
import type { EventResults } from '@chronodeck/contract';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useLanguage } from '../../../shared/i18n/use-language';
import { percentFormat } from './result-formats';

const WIDTH = 480;
/** Each event takes a line of text, its bar below it, and a gap. */
const ROW = 40;
const LABEL_Y = 14;
const BAR_Y = 20;
const BAR_HEIGHT = 12;
/** Room on the right for the percentage after a full bar. */
const FIGURE = 44;
const LONGEST_LABEL = 64;

const shortened = (text: string) =>
  text.length > LONGEST_LABEL ? `${text.slice(0, LONGEST_LABEL - 1)}…` : text;

/**
 * The share of right answers per event as horizontal bars in plain SVG, in the order given (the
 * most missed first). The SVG is one labelled image; the table beside it holds the same figures.
 */
export function MissedEventsChart({ events }: { events: readonly EventResults[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const percent = percentFormat(language);
  const plot = WIDTH - FIGURE;
  const height = Math.max(1, events.length) * ROW;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={t('classResults.missed.chartLabel')}
      className="results-chart"
    >
      {events.map((event, index) => {
        const share = event.answered === 0 ? 0 : event.correct / event.answered;
        const top = index * ROW;
        return (
          <g key={event.cardId}>
            <text x={0} y={top + LABEL_Y} className="results-chart__label">
              {shortened(`${formatYear(event.year, language)} · ${event.title}`)}
            </text>
            <rect
              x={0}
              y={top + BAR_Y}
              width={plot}
              height={BAR_HEIGHT}
              rx={3}
              className="results-chart__track"
            />
            <rect
              x={0}
              y={top + BAR_Y}
              width={share * plot}
              height={BAR_HEIGHT}
              rx={3}
              className="results-chart__bar"
            />
            <text
              x={WIDTH}
              y={top + BAR_Y + BAR_HEIGHT - 1}
              textAnchor="end"
              className="results-chart__figure"
            >
              {percent(share)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
