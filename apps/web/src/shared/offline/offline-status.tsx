import './offline-status.css';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/i18n';
import { useSession } from '../session/use-session';
import { outbox } from './outbox';
import { appUpdate } from './update-state';

/** How long "everything is saved" stays after the outbox emptied. */
const SENT_NOTICE_MS = 4000;

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

export const usePending = (userId: string | undefined) =>
  useSyncExternalStore(
    outbox.subscribe,
    () => (userId ? outbox.entries(userId).length : 0),
    () => 0,
  );

/**
 * True for a moment after the person's waiting results were all sent (the outbox emptied while
 * online), so they see that nothing was lost.
 */
function useJustSent(online: boolean, pending: number): boolean {
  const [previous, setPrevious] = useState(pending);
  const [justSent, setJustSent] = useState(false);
  if (previous !== pending) {
    setPrevious(pending);
    setJustSent(online && previous > 0 && pending === 0);
  }
  useEffect(() => {
    if (!justSent) return;
    const hide = window.setTimeout(() => setJustSent(false), SENT_NOTICE_MS);
    return () => window.clearTimeout(hide);
  }, [justSent]);
  return justSent;
}

function StatusMessage({
  online,
  pending,
  sent,
}: {
  online: boolean;
  pending: number;
  sent: boolean;
}) {
  const { t } = useTranslation();
  if (!online) {
    return (
      <p className="offline-status__note offline-status__note--offline">
        {t('offline.offline')}
        {pending > 0 ? ` ${t('offline.pending', { count: pending })}` : ''}
      </p>
    );
  }
  if (pending > 0)
    return <p className="offline-status__note">{t('offline.sending', { count: pending })}</p>;
  if (sent) return <p className="offline-status__note">{t('offline.sent')}</p>;
  return null;
}

function UpdateOffer() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(appUpdate.subscribe, appUpdate.waiting, () => null);
  if (!waiting) return null;
  return (
    <p className="offline-status__note">
      {t('offline.update')}{' '}
      <button type="button" className="button button--small" onClick={appUpdate.accept}>
        {t('offline.reload')}
      </button>
    </p>
  );
}

/**
 * The corner that says when the app is offline, that answers made meanwhile are kept and sent,
 * and when a new version is ready. Its live region stays in the page, so changes are announced.
 */
export function OfflineStatus() {
  const { user } = useSession();
  const online = useOnline();
  const pending = usePending(user?._id);
  const sent = useJustSent(online, pending);
  return (
    <div className="offline-status" role="status">
      <StatusMessage online={online} pending={pending} sent={sent} />
      <UpdateOffer />
    </div>
  );
}
