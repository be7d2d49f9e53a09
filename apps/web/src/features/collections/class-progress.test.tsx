import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassResults, JoinedClass } from '@chronodeck/contract';
import { ToastProvider } from '../../shared/ui/toasts';
import { MyClassesPanel } from './my-classes-panel';

const joined: JoinedClass[] = [
  {
    _id: 'HX7K2P9M',
    title: 'Year 9 History',
    subject: 'History',
    yearGroup: 'Year 9',
    teacherName: 'Ms Hopper',
  },
  { _id: 'QW3E4R5T', title: 'Art', subject: '', yearGroup: '', teacherName: 'Mr Klee' },
];

const progress: ClassResults = {
  since: null,
  students: [
    {
      studentId: 's1',
      name: 'Ada',
      gamesPlayed: 4,
      averageScore: 0.8125,
      reviews: 20,
      lastActive: '2025-03-05T12:00:00.000Z',
      cardsDue: 6,
      cardsOverdue: 2,
      retention: null,
    },
  ],
  decks: [
    {
      deckId: 'd1',
      title: 'Revolutions',
      cardCount: 10,
      gamesPlayed: 4,
      averageScore: 0.8125,
      answered: 30,
      correct: 24,
    },
  ],
  events: [],
};

const fetchMock = vi.fn<typeof fetch>();

/** The address a request went to; the app passes a plain string. */
const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function serve(progressStatus = 200) {
  fetchMock.mockImplementation(async (input) => {
    const url = urlOf(input);
    if (url === '/api/student/classes') return json(joined);
    if (url.endsWith('/progress')) {
      return progressStatus === 200 ? json(progress) : json({ error: 'Oops' }, progressStatus);
    }
    return json({ error: 'Not found' }, 404);
  });
}

function renderPanel() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MyClassesPanel />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const progressButton = (title: string) =>
  screen.findByRole('button', { name: `My progress in ${title}` });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a student's progress in a joined class", () => {
  it('opens from the class, with the figures and a line per deck', async () => {
    serve();
    renderPanel();
    const button = await progressButton('Year 9 History');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Loading your progress…').getAttribute('role')).toBe('status');
    const table = await screen.findByRole('table', { name: 'Per deck in Year 9 History' });
    expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toContain(
      '/api/student/classes/HX7K2P9M/progress',
    );
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    const figures = [...(panel?.querySelectorAll('dt') ?? [])].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(figures).toEqual([
      ['Games played', '4'],
      ['Average score', '81%'],
      ['Cards due', '6'],
      ['Overdue', '2'],
      ['Retention', '—no data'],
    ]);
    const row = within(table).getByRole('rowheader', { name: 'Revolutions' }).closest('tr');
    expect([...(row?.querySelectorAll('th, td') ?? [])].map((cell) => cell.textContent)).toEqual([
      'Revolutions',
      '4',
      '81%',
      '80%',
    ]);
  });

  it('shows one class at a time and closes again', async () => {
    serve();
    renderPanel();
    fireEvent.click(await progressButton('Year 9 History'));
    await screen.findByRole('table', { name: 'Per deck in Year 9 History' });
    fireEvent.click(await progressButton('Art'));
    await screen.findByRole('table', { name: 'Per deck in Art' });
    expect(screen.queryByRole('table', { name: 'Per deck in Year 9 History' })).toBeNull();
    fireEvent.click(await progressButton('Art'));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks again each time it opens', async () => {
    serve();
    renderPanel();
    const button = await progressButton('Art');
    fireEvent.click(button);
    await screen.findByRole('table', { name: 'Per deck in Art' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole('table', { name: 'Per deck in Art' });
    const asked = fetchMock.mock.calls.filter(([url]) => urlOf(url).endsWith('/progress'));
    expect(asked).toHaveLength(2);
  });

  it('says when the progress could not be loaded', async () => {
    serve(503);
    renderPanel();
    fireEvent.click(await progressButton('Art'));
    expect(await screen.findByText('Your progress could not be loaded.')).toBeTruthy();
  });
});
