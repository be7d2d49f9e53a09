import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { useLanguage } from '../../shared/i18n/use-language';

const WIDTH = 420;
const HEIGHT = 170;
const AXIS = 22;
const TOP = 18;
/** Room on the left for the scale's top figure, so the first day label is not cut. */
const LEFT = 24;
/** About how wide one character of the scale's figure is drawn, to widen that room for "100%". */
const FIGURE_CHARACTER = 7;

/** "26 Nov" in the interface language; the day is a calendar date, so it is read as UTC. */
const dayLabel = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** One day's bar: its height on the chart's scale, and the figure the table shows for it. */
export interface DayBar {
  date: string;
  value: number;
  shown: string;
}

/**
 * Figures per day as bars in plain SVG, with the same figures in a table for screen readers and
 * anyone who prefers numbers.
 */
export function BarChart({
  title,
  bars,
  valueLabel,
  summary,
  peak,
  peakLabel,
}: {
  title: string;
  bars: readonly DayBar[];
  /** The table's column heading for the figures. */
  valueLabel: string;
  /** What the plot shows, read out in its description. */
  summary: string;
  /** The top of the scale, and how it is labelled. */
  peak: number;
  peakLabel: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const summaryId = useId();
  const left = Math.max(LEFT, peakLabel.length * FIGURE_CHARACTER + 8);
  const slot = (WIDTH - left) / Math.max(1, bars.length);
  const plotHeight = HEIGHT - AXIS - TOP;
  const labelEvery = Math.ceil(bars.length / 5);
  return (
    <figure className="bar-chart">
      <figcaption id={titleId} className="bar-chart__title">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        className="bar-chart__plot"
      >
        <desc id={summaryId}>{summary}</desc>
        <line
          x1={left}
          x2={WIDTH}
          y1={HEIGHT - AXIS}
          y2={HEIGHT - AXIS}
          className="bar-chart__axis"
        />
        <line x1={left} x2={WIDTH} y1={TOP} y2={TOP} className="bar-chart__grid" />
        <text x={left - 4} y={TOP + 4} textAnchor="end" className="bar-chart__peak">
          {peakLabel}
        </text>
        {bars.map((day, index) => {
          const height = (day.value / peak) * plotHeight;
          const x = left + index * slot;
          return (
            <g key={day.date}>
              <rect
                x={x + slot * 0.15}
                y={HEIGHT - AXIS - height}
                width={slot * 0.7}
                height={height}
                rx={2}
                className="bar-chart__bar"
              />
              {index % labelEvery === 0 ? (
                <text
                  x={x + slot / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  className="bar-chart__label"
                >
                  {dayLabel(day.date, language)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="bar-chart__table">
        <summary>{t('progress.showTable')}</summary>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('progress.day')}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date, language)}</th>
                <td>{day.shown}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
