import { useTranslation } from '../../shared/i18n/i18n';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { SESSION_STORAGE_KEYS } from '../../shared/storage/storage-keys';
import { sessionStore } from '../../shared/storage/storage';
import { useStoredFlag } from '../../shared/storage/use-stored-flag';
import { ModalDialog } from '../../shared/ui/modal-dialog';

/**
 * Once per browser session (SPEC.md §2). The layout remounts it on login and logout, which
 * re-reads the flag the session just cleared.
 */
export function BetaModal() {
  const { t } = useTranslation();
  const [dismissed, dismiss] = useStoredFlag(sessionStore, SESSION_STORAGE_KEYS.betaDismissed);
  return (
    <ModalDialog open={!dismissed} onClose={dismiss} labelledBy="beta-title" className="beta-modal">
      <h2 id="beta-title">{t('beta.title')}</h2>
      <p>{t('beta.body')}</p>
      {/* "Got it" comes first: showModal focuses a dialog's first control (React's autoFocus is
          not an attribute the browser sees), and the primary action leads the tab order. */}
      <div className="modal__actions">
        <button type="button" className="button" onClick={dismiss}>
          {t('beta.dismiss')}
        </button>
        <Link to={ROUTES.contact} className="button button--ghost" onClick={dismiss}>
          {t('beta.feedback')}
        </Link>
      </div>
    </ModalDialog>
  );
}
