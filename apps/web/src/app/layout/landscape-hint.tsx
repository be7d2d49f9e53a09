import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';

/** Timelines read better wide; CSS shows this only on narrow portrait screens. */
export function LandscapeHint() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className="landscape-hint" role="note">
      <span>{t('landscapeHint.text')}</span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('landscapeHint.dismiss')}
        onClick={() => setDismissed(true)}
      >
        ×
      </button>
    </div>
  );
}
