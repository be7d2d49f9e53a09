import { useEffect, useEffectEvent } from 'react';
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
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!enabled) return;
    const relay = ((payload: Parameters<ServerEventHandler<E>>[0]) =>
      onEvent(payload)) as ServerEventHandler<E>;
    return serverEvents.subscribe(event, relay);
  }, [event, enabled]);
}
