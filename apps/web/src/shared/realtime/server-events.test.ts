import { describe, expect, it, vi } from 'vitest';
import { createServerEvents, deferredSocket, type ServerEventSocket } from './server-events';

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

describe('a deferred socket', () => {
  it('attaches the listeners added while it loads, less those removed', async () => {
    const socket = fakeSocket();
    let open: (socket: ServerEventSocket) => void = () => undefined;
    const deferred = deferredSocket(
      () => new Promise<ServerEventSocket>((resolve) => (open = resolve)),
    );
    const kept = vi.fn();
    const dropped = vi.fn();
    deferred.on('deck-updated', kept);
    deferred.on('deck-updated', dropped);
    deferred.off('deck-updated', dropped);
    open(socket);
    await vi.waitFor(() => expect(socket.on).toHaveBeenCalledTimes(1));

    socket.emit('deck-updated', { deckTitle: 'Rome' });
    expect(kept).toHaveBeenCalledWith({ deckTitle: 'Rome' });
    expect(dropped).not.toHaveBeenCalled();
    const later = vi.fn();
    deferred.on('deck-updated', later);
    socket.emit('deck-updated', { deckTitle: 'Athens' });
    expect(later).toHaveBeenCalledWith({ deckTitle: 'Athens' });
  });

  it('closes at once, with no listener, when it was closed before it loaded', async () => {
    const socket = fakeSocket();
    const deferred = deferredSocket(() => Promise.resolve(socket as unknown as ServerEventSocket));
    deferred.on('deck-updated', vi.fn());
    deferred.disconnect();
    await vi.waitFor(() => expect(socket.disconnect).toHaveBeenCalledTimes(1));
    expect(socket.on).not.toHaveBeenCalled();
  });
});
