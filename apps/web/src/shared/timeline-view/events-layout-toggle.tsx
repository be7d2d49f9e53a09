import './events-layout-toggle.css';
import { useTranslation } from '../i18n/i18n';
import { PressedToggleGroup } from '../ui/pressed-toggle-group';

export const EVENTS_LAYOUTS = ['cards', 'timeline'] as const;
export type EventsLayout = (typeof EVENTS_LAYOUTS)[number];

/** Cards or Timeline, for a list of dated events. */
export function EventsLayoutToggle({
  layout,
  onChange,
}: {
  layout: EventsLayout;
  onChange: (layout: EventsLayout) => void;
}) {
  const { t } = useTranslation();
  return (
    <PressedToggleGroup
      label={t('timelineView.showAs')}
      options={EVENTS_LAYOUTS}
      selected={layout}
      onSelect={onChange}
      nameOf={(option) => t(`timelineView.layouts.${option}`)}
      className="view-toggle"
    />
  );
}
