import { useTranslation } from '../../shared/i18n/i18n';
import { PressedToggleGroup } from '../../shared/ui/pressed-toggle-group';
import { CARD_LAYOUTS, type CardLayout } from './card-layout';

interface LayoutSwitchProps {
  layout: CardLayout;
  onChange: (layout: CardLayout) => void;
}

/** Grid, vertical list, horizontal row or timeline: toggle buttons, the current one pressed. */
export function LayoutSwitch({ layout, onChange }: LayoutSwitchProps) {
  const { t } = useTranslation();
  return (
    <PressedToggleGroup
      label={t('catalogue.layout.label')}
      options={CARD_LAYOUTS}
      selected={layout}
      onSelect={onChange}
      nameOf={(option) => t(`catalogue.layout.${option}`)}
      className="layout-switch"
    />
  );
}
