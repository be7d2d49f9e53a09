import { useTranslation } from '../../shared/i18n/i18n';
import { CARD_LAYOUTS, type CardLayout } from './card-layout';

interface LayoutSwitchProps {
  layout: CardLayout;
  onChange: (layout: CardLayout) => void;
}

/** Grid, vertical list or horizontal row: a group of toggle buttons, the current one pressed. */
export function LayoutSwitch({ layout, onChange }: LayoutSwitchProps) {
  const { t } = useTranslation();
  return (
    <div className="layout-switch" role="group" aria-label={t('catalogue.layout.label')}>
      {CARD_LAYOUTS.map((option) => (
        <button
          key={option}
          type="button"
          className="layout-switch__option"
          aria-pressed={option === layout}
          onClick={() => onChange(option)}
        >
          {t(`catalogue.layout.${option}`)}
        </button>
      ))}
    </div>
  );
}
