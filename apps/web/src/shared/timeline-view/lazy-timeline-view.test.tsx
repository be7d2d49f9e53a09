import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyTimelineView } from './lazy-timeline-view';

// The timeline's code cannot be fetched, as when offline or after a deploy replaced it.
vi.mock('./timeline-view', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the lazily loaded timeline', () => {
  it('gives way to a notice when it cannot load, leaving the page around it usable', async () => {
    // React reports the caught error on the console; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <section aria-label="World 10A">
        <h2>World 10A</h2>
        <LazyTimelineView lanes={[]} onOpen={() => {}} fileName="world-10a" />
      </section>,
    );
    expect(await screen.findByText('This item could not be shown.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'World 10A' })).toBeTruthy();
  });
});
