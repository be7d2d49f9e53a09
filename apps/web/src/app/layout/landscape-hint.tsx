import { useTranslation } from '../../shared/i18n/i18n';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys';
import { localStore } from '../../shared/storage/storage';
import { useStoredFlag } from '../../shared/storage/use-stored-flag';
import { IconButton } from '../../shared/ui/icon-button';

/**
 * Timelines read better wide; CSS shows this only on narrow portrait screens. Once dismissed it
 * stays away on this browser: the reader has seen the tip.
 */
export function LandscapeHint() {
  const { t } = useTranslation();
  const [dismissed, dismiss] = useStoredFlag(localStore, STORAGE_KEYS.landscapeHintDismissed);
  if (dismissed) return null;
  return (
    <div className="landscape-hint" role="note">
      <span>{t('landscapeHint.text')}</span>
      <IconButton label={t('landscapeHint.dismiss')} onClick={dismiss} />
    </div>
  );
}
