import { describe, expect, it, vi } from 'vitest';
import { createServerEvents, type ServerEventSocket } from './server-events';

type Listener = (payload: { deckTitle: string }) => void;

function fakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const socket = {
    on: vi.fn((event: string, listener: Listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    }),
    off: vi.fn((event: string, listener: Listener) => listeners.get(event)?.delete(listener)),
    disconnect: vi.fn(),
    emit: (event: string, payload: { deckTitle: string }) =>
      listeners.get(event)?.forEach((listener) => listener(payload)),
  };
  return socket;
}

describe('server events', () => {
  it('share one connection between every subscription of the tab', () => {
    const socket = fakeSocket();
    const connect = vi.fn(() => socket as unknown as ServerEventSocket);
    const events = createServerEvents(connect);
    const own = vi.fn();
    const shared = vi.fn();
    const alsoOwn = vi.fn();
    events.subscribe('deck-updated', own);
    events.subscribe('teacher-deck-updated', shared);
    events.subscribe('deck-updated', alsoOwn);

    socket.emit('deck-updated', { deckTitle: 'Rome' });
    expect(connect).toHaveBeenCalledTimes(1);
    expect(own).toHaveBeenCalledWith({ deckTitle: 'Rome' });
    expect(alsoOwn).toHaveBeenCalledWith({ deckTitle: 'Rome' });
    expect(shared).not.toHaveBeenCalled();
  });

  it('close the connection with the last subscription, and open a new one after', () => {
    const sockets = [fakeSocket(), fakeSocket()];
    const connect = vi.fn(
      () => sockets[connect.mock.calls.length - 1] as unknown as ServerEventSocket,
    );
    const events = createServerEvents(connect);
    const first = events.subscribe('deck-updated', vi.fn());
    const second = events.subscribe('teacher-deck-updated', vi.fn());

    first();
    first();
    expect(sockets[0]?.disconnect).not.toHaveBeenCalled();
    second();
    expect(sockets[0]?.disconnect).toHaveBeenCalledTimes(1);

    events.subscribe('deck-updated', vi.fn());
    expect(connect).toHaveBeenCalledTimes(2);
  });

  it('stop calling a handler once it unsubscribed', () => {
    const socket = fakeSocket();
    const events = createServerEvents(() => socket);
    const handler = vi.fn();
    const keep = events.subscribe('deck-updated', vi.fn());
    events.subscribe('deck-updated', handler)();
    socket.emit('deck-updated', { deckTitle: 'Rome' });
    expect(handler).not.toHaveBeenCalled();
    keep();
  });
});
