import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import { IconButton } from './icon-button';

/** The top of a dialog: what it shows (its heading inside), and a close button beside it. */
export function DialogHeader({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="dialog-header">
      <div>{children}</div>
      <IconButton label={t('common.close')} onClick={onClose} />
    </header>
  );
}
