import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  Class,
  ClassResults as Results,
  EventResults,
  StudentResults,
} from '@chronodeck/contract';
import { chooseLanguage } from '../../../shared/i18n/i18n';
import { ClassResults } from './class-results';

const HISTORY_DECK = '3f0b8a9e-6f1d-4c3a-9f57-2b0d6c1e7a11';
const TREATIES_DECK = '9a1c2d3e-4b5f-4a6b-8c7d-0e1f2a3b4c5d';

const schoolClass: Class = {
  _id: 'HX7K2P9M',
  title: 'Year 9 History',
  description: '',
  subject: 'History',
  yearGroup: 'Year 9',
  studentCount: 2,
  eventCount: 0,
  deckCount: 2,
  events: [],
  decks: [
    { _id: HISTORY_DECK, title: 'Revolutions', events: [] },
    { _id: TREATIES_DECK, title: 'Treaties', events: [] },
  ],
};

const ada: StudentResults = {
  studentId: 's1',
  name: 'Ada',
  gamesPlayed: 3,
  averageScore: 0.75,
  reviews: 12,
  lastActive: '2025-03-05T12:00:00.000Z',
  cardsDue: 4,
  cardsOverdue: 1,
  retention: 2 / 3,
};

const ben: StudentResults = {
  studentId: 's2',
  name: 'Ben',
  gamesPlayed: 0,
  averageScore: null,
  reviews: 0,
  lastActive: null,
  cardsDue: 0,
  cardsOverdue: 0,
  retention: null,
};

const event = (index: number, answered: number, correct: number): EventResults => ({
  cardId: `c${index}`,
  deckId: HISTORY_DECK,
  deckTitle: 'Revolutions',
  title: `Event ${index}`,
  year: 1700 + index,
  answered,
  correct,
});

const results: Results = {
  since: null,
  students: [ada, ben],
  decks: [
    {
      deckId: HISTORY_DECK,
      title: 'Revolutions',
      cardCount: 14,
      gamesPlayed: 3,
      averageScore: 0.75,
      answered: 40,
      correct: 30,
    },
    {
      deckId: TREATIES_DECK,
      title: 'Treaties',
      cardCount: 5,
      gamesPlayed: 0,
      averageScore: null,
      answered: 0,
      correct: 0,
    },
  ],
  // Most missed first, as the server sends them; the last ones were never answered.
  events: [
    event(1, 8, 1),
    ...Array.from({ length: 10 }, (_, index) => event(index + 2, 4, 3)),
    event(12, 0, 0),
  ],
};

const fetchMock = vi.fn<typeof fetch>();

/** The address a request went to; the app passes a plain string. */
const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

function answerWith(body: Results | (() => Results), status = 200) {
  fetchMock.mockImplementation(async () => {
    const payload = typeof body === 'function' ? body() : body;
    return new Response(JSON.stringify(status === 200 ? payload : { error: 'Oops' }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

const requestedUrls = () => fetchMock.mock.calls.map(([url]) => urlOf(url));

/** Like the app's client: answers stay fresh for 30 s unless a query says otherwise. */
const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });

function renderResults(client = newQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <ClassResults schoolClass={schoolClass} />
    </QueryClientProvider>,
  );
}

const cellsOf = (row: Element) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

/** The texts of a student's (or deck's) row, header cell first. */
function rowOf(name: string): string[] {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return cellsOf(row);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the results table per student', () => {
  it('shows each figure, percentages whole and in the interface language', async () => {
    answerWith(results);
    renderResults();
    const table = await screen.findByRole('table', { name: 'Results per student' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((heading) => heading.textContent),
    ).toEqual([
      'Student',
      'Games played',
      'Average score',
      'Flashcard reviews',
      'Last active',
      'Cards due',
      'Overdue',
      'Retention',
    ]);
    expect(rowOf('Ada')).toEqual(['Ada', '3', '75%', '12', 'Mar 5, 2025', '4', '1', '67%']);
  });

  it('says "Never" for no activity and "—" for a figure nothing measured', async () => {
    answerWith(results);
    renderResults();
    await screen.findByRole('table', { name: 'Results per student' });
    const [name, games, average, reviews, lastActive, due, overdue, retention] = rowOf('Ben');
    expect([name, games, reviews, lastActive, due, overdue]).toEqual([
      'Ben',
      '0',
      '0',
      'Never',
      '0',
      '0',
    ]);
    // The dash is shown; a screen reader hears words instead.
    expect(average).toBe('—no data');
    expect(retention).toBe('—no data');
  });

  it('asks the server again on every visit, however recent the last answer', async () => {
    answerWith(results);
    const client = newQueryClient();
    const firstVisit = renderResults(client);
    await screen.findByRole('table', { name: 'Results per student' });
    firstVisit.unmount();
    renderResults(client);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(requestedUrls()).toEqual([
      '/api/classes/HX7K2P9M/results',
      '/api/classes/HX7K2P9M/results',
    ]);
  });
});

describe('the filters', () => {
  it('list all decks and each class deck, and every period', async () => {
    answerWith(results);
    renderResults();
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Deck')).toEqual(['All decks', 'Revolutions', 'Treaties']);
    expect(options('Period')).toEqual(['All time', 'Last 7 days', 'Last 30 days', 'Last 90 days']);
    await screen.findByRole('table', { name: 'Results per student' });
  });

  it('ask for the results again with the chosen deck and period in the query string', async () => {
    answerWith(results);
    renderResults();
    await screen.findByRole('table', { name: 'Results per student' });
    fireEvent.change(screen.getByLabelText('Deck'), { target: { value: TREATIES_DECK } });
    await waitFor(() =>
      expect(requestedUrls()).toContain(`/api/classes/HX7K2P9M/results?deckId=${TREATIES_DECK}`),
    );
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '30' } });
    await waitFor(() =>
      expect(requestedUrls()).toContain(
        `/api/classes/HX7K2P9M/results?deckId=${TREATIES_DECK}&days=30`,
      ),
    );
    fireEvent.change(screen.getByLabelText('Deck'), { target: { value: '' } });
    await waitFor(() => expect(requestedUrls()).toContain('/api/classes/HX7K2P9M/results?days=30'));
  });
});

describe('the CSV download', () => {
  afterEach(() => chooseLanguage('en'));

  it('links to the spreadsheet with the current filters and the interface language', async () => {
    answerWith(results);
    renderResults();
    const link = screen.getByRole('link', { name: 'Download CSV' });
    expect(link.getAttribute('href')).toBe('/api/classes/HX7K2P9M/results.csv?language=en');
    expect(link.hasAttribute('download')).toBe(true);
    fireEvent.change(screen.getByLabelText('Deck'), { target: { value: HISTORY_DECK } });
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '7' } });
    expect(link.getAttribute('href')).toBe(
      `/api/classes/HX7K2P9M/results.csv?deckId=${HISTORY_DECK}&days=7&language=en`,
    );
    await act(() => chooseLanguage('fr'));
    expect(screen.getByRole('link', { name: 'Télécharger le CSV' }).getAttribute('href')).toBe(
      `/api/classes/HX7K2P9M/results.csv?deckId=${HISTORY_DECK}&days=7&language=fr`,
    );
    await screen.findByRole('table', { name: 'Résultats par élève' });
  });
});

describe('the most missed events', () => {
  it('chart the ten most missed answered events and list the same figures', async () => {
    answerWith(results);
    renderResults();
    const chart = await screen.findByRole('img', {
      name: 'Share of correct answers for the most missed events, most missed first',
    });
    expect(chart.querySelectorAll('.results-chart__bar')).toHaveLength(10);
    const table = screen.getByRole('table', { name: 'Answers to the most missed events' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(cellsOf(rows[0]!)).toEqual(['1701', 'Event 1', 'Revolutions', '8', '1', '13%']);
    expect(within(table).queryByText('Event 11')).toBeNull();
    expect(within(table).queryByText('Event 12')).toBeNull();
  });
});

describe('the results per deck', () => {
  it('show cards, games, average score, answers and the share right', async () => {
    answerWith(results);
    renderResults();
    await screen.findByRole('table', { name: 'Results per deck' });
    expect(rowOf('Revolutions')).toEqual(['Revolutions', '14', '3', '75%', '40', '75%']);
    expect(rowOf('Treaties')).toEqual(['Treaties', '5', '0', '—no data', '0', '—no data']);
  });
});

describe('empty, loading and failed results', () => {
  it('says when no student has joined the class yet', async () => {
    answerWith({ ...results, students: [], events: [] });
    renderResults();
    expect(await screen.findByText('No student has joined this class yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when nobody played or reviewed in the period, and still lists the students', async () => {
    answerWith({ ...results, students: [ben] });
    renderResults();
    expect(await screen.findByText('No games or reviews yet in this period.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Results per student' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says it is loading, then that the results failed', async () => {
    answerWith(results, 503);
    renderResults();
    expect(screen.getByRole('status').textContent).toBe('Loading results…');
    expect(await screen.findByText('The results could not be loaded.')).toBeTruthy();
  });
});
