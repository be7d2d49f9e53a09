import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@chronodeck/contract';
import { SessionProvider } from '../session/session-context';
import { OfflineStatus } from './offline-status';
import { outbox } from './outbox';
import { appUpdate } from './update-state';

const ada: User = {
  _id: 'ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  roles: ['student'],
};

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const renderStatus = () =>
  render(
    <SessionProvider storedUser={ada}>
      <OfflineStatus />
    </SessionProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('OfflineStatus', () => {
  it('says nothing while online with nothing waiting', () => {
    renderStatus();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the app is offline and how many results wait, then that all were saved', () => {
    renderStatus();
    setOnline(false);
    expect(screen.getByRole('status').textContent).toContain(
      'You are offline. Your reviews and quiz results are kept on this device.',
    );
    act(() => outbox.add({ id: '1', userId: 'ada', path: '/api/x', body: {} }));
    expect(screen.getByRole('status').textContent).toContain(
      '1 result will be sent when you are back online.',
    );
    setOnline(true);
    expect(screen.getByRole('status').textContent).toContain('Sending 1 result made offline…');
    act(() => outbox.remove('1'));
    expect(screen.getByRole('status').textContent).toContain(
      'Back online: everything you did offline is saved.',
    );
  });

  it('offers a waiting new version, and lets it take over when accepted', () => {
    renderStatus();
    const postMessage = vi.fn();
    act(() => appUpdate.offer({ postMessage } as unknown as ServiceWorker));
    expect(screen.getByRole('status').textContent).toContain(
      'A new version of Chronodeck is ready.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });
});
