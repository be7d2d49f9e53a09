import { useEffect, useRef } from 'react';
import { serverEvents, type ServerEventHandler, type ServerEventName } from './server-events';

/**
 * Runs `handler` on each `event` from the server while `enabled` (a signed-in user). Every
 * listener of the tab shares one connection; the handler may change between renders without
 * resubscribing.
 */
export function useServerEvent<E extends ServerEventName>(
  event: E,
  handler: ServerEventHandler<E>,
  enabled = true,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);

  useEffect(() => {
    if (!enabled) return;
    const relay = ((...payload: Parameters<ServerEventHandler<E>>) =>
      (latest.current as (...args: typeof payload) => void)(...payload)) as ServerEventHandler<E>;
    return serverEvents.subscribe(event, relay);
  }, [event, enabled]);
}
