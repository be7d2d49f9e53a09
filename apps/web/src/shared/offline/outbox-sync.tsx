import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../session/use-session';
import { useOnline, usePending } from './offline-status';

/** How often waiting results are tried again while online (the server may have been down). */
const RETRY_MS = 30_000;

/**
 * Sends what the signed-in person did offline once the network is back (and every RETRY_MS while
 * some is left), then refreshes every list so it shows what the server now holds. Draws nothing:
 * OfflineStatus shows the progress.
 */
export function OutboxSync() {
  const { user } = useSession();
  const userId = user?._id;
  const online = useOnline();
  const pending = usePending(userId);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || !online || pending === 0) return;
    let stopped = false;
    const send = async () => {
      const { flushOutbox } = await import('./flush-outbox');
      const sent = await flushOutbox(userId);
      if (!stopped && sent > 0) await queryClient.invalidateQueries();
    };
    void send();
    const retry = window.setInterval(() => void send(), RETRY_MS);
    return () => {
      stopped = true;
      window.clearInterval(retry);
    };
  }, [userId, online, pending, queryClient]);
  return null;
}
