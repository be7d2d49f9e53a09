import './events-layout-toggle.css';
import { useTranslation } from '../i18n/i18n';

export const EVENTS_LAYOUTS = ['cards', 'timeline'] as const;
export type EventsLayout = (typeof EVENTS_LAYOUTS)[number];

/** Cards or Timeline: two toggle buttons, the current one pressed. */
export function EventsLayoutToggle({
  layout,
  onChange,
}: {
  layout: EventsLayout;
  onChange: (layout: EventsLayout) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="view-toggle" role="group" aria-label={t('timelineView.showAs')}>
      {EVENTS_LAYOUTS.map((option) => (
        <button
          key={option}
          type="button"
          className="view-toggle__option"
          aria-pressed={option === layout}
          onClick={() => onChange(option)}
        >
          {t(`timelineView.layouts.${option}`)}
        </button>
      ))}
    </div>
  );
}
