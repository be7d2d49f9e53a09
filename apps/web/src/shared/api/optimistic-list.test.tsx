import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOptimisticListMutation } from './optimistic-list';

interface Card {
  id: string;
  title: string;
}

const CARDS_KEY = ['student', 'cards'] as const;

const CARDS: readonly Card[] = [
  { id: 'a', title: 'Fall of Rome' },
  { id: 'b', title: 'Magna Carta' },
  { id: 'c', title: 'Printing press' },
];

const cards = (): Card[] => CARDS.map((card) => ({ ...card }));

const withoutCard = (list: Card[], id: string) => list.filter((card) => card.id !== id);

interface Rename {
  id: string;
  title: string;
}

const renamed = (list: Card[], { id, title }: Rename) =>
  list.map((card) => (card.id === id ? { ...card, title } : card));

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

/** A server answer the test gives when it chooses. */
function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

interface ListChange<Variables> {
  request: (variables: Variables) => Promise<unknown>;
  applyLocally?: (items: Card[], variables: Variables) => Card[];
}

function newQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/**
 * A screen showing the cached list (so it is reloaded when invalidated) with the helper's mutation,
 * over a fake server whose list `server.cards` answers every read unless a read is held. `shown`
 * records every list the screen rendered after the first load, to catch a card that flickers back.
 */
async function renderListChange<Variables>(change: ListChange<Variables>) {
  const server = { cards: cards() };
  const shown: (Card[] | undefined)[] = [];
  const readList = vi.fn((): Promise<Card[]> =>
    Promise.resolve(server.cards.map((c) => ({ ...c }))),
  );
  /** The next read of the list answers only when the test resolves it. */
  const holdNextRead = () => {
    const read = deferred<Card[]>();
    readList.mockImplementationOnce(() => read.promise);
    return read;
  };
  const client = newQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      const list = useQuery({ queryKey: CARDS_KEY, queryFn: readList, notifyOnChangeProps: 'all' });
      shown.push(list.data);
      return {
        list,
        mutation: useOptimisticListMutation<Card, Variables, unknown>({
          queryKey: CARDS_KEY,
          ...change,
        }),
      };
    },
    { wrapper },
  );
  await waitFor(() => expect(result.current.list.data).toEqual(CARDS));
  readList.mockClear();
  shown.length = 0;
  return { result, client, server, readList, holdNextRead, shown };
}

type Outcome = 'accepted' | 'refused';

/**
 * The screen above with cards a and c deleted at once, both requests pending until the test
 * accepts (the server then drops the card) or refuses each; `outcomes` settle when each mutation
 * has, reload included, and `shown` records the lists rendered once both deletes were shown.
 */
async function deleteAAndCAtOnce() {
  const answers = { a: deferred<unknown>(), c: deferred<unknown>() };
  type Id = keyof typeof answers;
  const screen = await renderListChange({
    request: (id: Id) => answers[id].promise,
    applyLocally: withoutCard,
  });
  const outcome = (id: Id) =>
    screen.result.current.mutation.mutateAsync(id).then(
      (): Outcome => 'accepted',
      (): Outcome => 'refused',
    );
  let outcomes: Record<Id, Promise<Outcome>> | undefined;
  act(() => {
    outcomes = { a: outcome('a'), c: outcome('c') };
  });
  await waitFor(() => expect(screen.result.current.list.data).toEqual([CARDS[1]]));
  screen.shown.length = 0;
  const accept = (id: Id) =>
    act(async () => {
      screen.server.cards = withoutCard(screen.server.cards, id);
      answers[id].resolve({ success: true });
    });
  const refuse = (id: Id) => act(async () => answers[id].reject(new Error(`${id} is shared`)));
  return { ...screen, outcomes: outcomes as Record<Id, Promise<Outcome>>, accept, refuse };
}

const ids = (list: Card[] | undefined) => list?.map((card) => card.id);

/** React Query tells the screen about changes on a `setTimeout(0)`: waits for it to render them. */
const rendered = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Waits for a mutation to settle, its reload included, and for the screen to show the result. */
async function settled(outcome: Promise<Outcome>) {
  const result = await act(() => outcome);
  await rendered();
  return result;
}

afterEach(cleanup);

describe('useOptimisticListMutation, before the server answers', () => {
  it('shows the change in the list at once, while the request is still pending', async () => {
    const answer = deferred<unknown>();
    const request = vi.fn((_id: string) => answer.promise);
    const { result } = await renderListChange({ request, applyLocally: withoutCard });

    act(() => result.current.mutation.mutate('b'));

    await waitFor(() => expect(result.current.list.data).toEqual([CARDS[0], CARDS[2]]));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toBe('b');
    expect(result.current.mutation.isPending).toBe(true);

    await act(async () => answer.resolve({ success: true }));
    await waitFor(() => expect(result.current.mutation.isSuccess).toBe(true));
  });

  it('computes the local change from the cached list and the mutation variables', async () => {
    const applyLocally = vi.fn(renamed);
    const { result, client } = await renderListChange({
      request: () => new Promise<unknown>(() => undefined),
      applyLocally,
    });
    const cached = client.getQueryData<Card[]>(CARDS_KEY);

    act(() => result.current.mutation.mutate({ id: 'a', title: 'Sack of Rome' }));

    await waitFor(() => expect(applyLocally).toHaveBeenCalledTimes(1));
    expect(applyLocally.mock.calls[0]?.[0]).toBe(cached);
    expect(applyLocally.mock.calls[0]?.[1]).toEqual({ id: 'a', title: 'Sack of Rome' });
    expect(client.getQueryData(CARDS_KEY)).toEqual([
      { id: 'a', title: 'Sack of Rome' },
      CARDS[1],
      CARDS[2],
    ]);
  });

  it('cancels a list read already in flight, so its stale answer cannot overwrite the change', async () => {
    const { result, client, holdNextRead } = await renderListChange({
      request: () => new Promise<unknown>(() => undefined),
      applyLocally: withoutCard,
    });
    const staleRead = holdNextRead();
    act(() => void client.invalidateQueries({ queryKey: CARDS_KEY }));
    await waitFor(() => expect(result.current.list.isFetching).toBe(true));

    act(() => result.current.mutation.mutate('b'));
    await waitFor(() => expect(result.current.list.data).toEqual([CARDS[0], CARDS[2]]));
    await act(async () => {
      staleRead.resolve(cards());
      await staleRead.promise;
    });

    expect(result.current.list.isFetching).toBe(false);
    expect(result.current.list.data).toEqual([CARDS[0], CARDS[2]]);
  });

  it('leaves the list untouched until the server answers when there is no local change', async () => {
    const answer = deferred<Card>();
    const { result, server, readList } = await renderListChange({
      request: (_title: string) => answer.promise,
    });
    const before = result.current.list.data;

    act(() => result.current.mutation.mutate('Moon landing'));
    await waitFor(() => expect(result.current.mutation.isPending).toBe(true));

    expect(result.current.list.data).toBe(before);
    expect(readList).not.toHaveBeenCalled();

    const created = { id: 'd', title: 'Moon landing' };
    server.cards = [...server.cards, created];
    await act(async () => answer.resolve(created));
    await waitFor(() => expect(result.current.list.data).toEqual([...CARDS, created]));
    expect(readList).toHaveBeenCalledTimes(1);
  });

  it('does not invent a list when none is cached', async () => {
    const client = newQueryClient();
    const applyLocally = vi.fn(withoutCard);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useOptimisticListMutation({
          queryKey: CARDS_KEY,
          request: (_id: string) => Promise.reject(new Error('refused')),
          applyLocally,
        }),
      { wrapper },
    );

    act(() => result.current.mutate('b'));
    await waitFor(() => expect(result.current.isError).toBe(true));

    expect(applyLocally).not.toHaveBeenCalled();
    expect(client.getQueryData(CARDS_KEY)).toBeUndefined();
  });
});

describe('useOptimisticListMutation, when the server refuses', () => {
  it('puts back exactly the list that was there before the change, order and contents', async () => {
    const answer = deferred<unknown>();
    const { result, client, holdNextRead } = await renderListChange({
      request: (_id: string) => answer.promise,
      applyLocally: withoutCard,
    });
    act(() => result.current.mutation.mutate('b'));
    await waitFor(() => expect(result.current.list.data).toEqual([CARDS[0], CARDS[2]]));

    // Hold the reload that follows, to see the list as the rollback left it.
    const reload = holdNextRead();
    await act(async () => answer.reject(new Error('Deck not found')));

    await waitFor(() => expect(client.getQueryData(CARDS_KEY)).toEqual(CARDS));
    expect(result.current.list.data).toEqual(CARDS);
    expect(result.current.mutation.isPending).toBe(true);

    await act(async () => reload.resolve(cards()));
    await waitFor(() => expect(result.current.mutation.isError).toBe(true));
  });

  it('puts back the edited item as it was, not as it was edited', async () => {
    const answer = deferred<unknown>();
    const { result, client, holdNextRead } = await renderListChange({
      request: (_rename: Rename) => answer.promise,
      applyLocally: renamed,
    });
    act(() => result.current.mutation.mutate({ id: 'c', title: 'Gutenberg' }));
    await waitFor(() => expect(result.current.list.data?.[2]?.title).toBe('Gutenberg'));

    const reload = holdNextRead();
    await act(async () => answer.reject(new Error('Title too long')));

    await waitFor(() => expect(client.getQueryData(CARDS_KEY)).toEqual(CARDS));
    await act(async () => reload.resolve(cards()));
  });

  it("leaves reporting to the caller: the mutation fails with the server's own error", async () => {
    const refusal = new Error('You are offline');
    const { result } = await renderListChange({
      request: (_id: string) => Promise.reject(refusal),
      applyLocally: withoutCard,
    });
    const onError = vi.fn();
    const onSuccess = vi.fn();

    act(() => result.current.mutation.mutate('b', { onError, onSuccess }));

    await waitFor(() => expect(result.current.mutation.isError).toBe(true));
    expect(result.current.mutation.error).toBe(refusal);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBe(refusal);
    expect(onError.mock.calls[0]?.[1]).toBe('b');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('reloads the list afterwards, so it ends as the server has it', async () => {
    const { result, server, readList } = await renderListChange({
      request: (_id: string) => Promise.reject(new Error('refused')),
      applyLocally: withoutCard,
    });
    // Meanwhile another device renamed a card.
    server.cards = renamed(server.cards, { id: 'a', title: 'Sack of Rome' });

    act(() => result.current.mutation.mutate('b'));

    await waitFor(() => expect(result.current.mutation.isError).toBe(true));
    expect(readList).toHaveBeenCalledTimes(1);
    expect(result.current.list.data).toEqual(server.cards);
  });
});

describe('useOptimisticListMutation, when the server accepts', () => {
  it('invalidates the list and reloads it, so it ends as the server has it, not as guessed', async () => {
    const { result, client, server, readList } = await renderListChange({
      request: async ({ id, title }: Rename) => {
        server.cards = renamed(server.cards, { id, title: title.trim() });
        return { success: true };
      },
      applyLocally: renamed,
    });
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    act(() => result.current.mutation.mutate({ id: 'a', title: '  Sack of Rome ' }));

    await waitFor(() => expect(result.current.mutation.isSuccess).toBe(true));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: CARDS_KEY });
    expect(readList).toHaveBeenCalledTimes(1);
    expect(result.current.list.data).toEqual([
      { id: 'a', title: 'Sack of Rome' },
      CARDS[1],
      CARDS[2],
    ]);
  });

  it('stays pending until the reloaded list has arrived', async () => {
    const { result, server, holdNextRead } = await renderListChange({
      request: async (id: string) => {
        server.cards = withoutCard(server.cards, id);
        return { success: true };
      },
      applyLocally: withoutCard,
    });
    const reload = holdNextRead();
    const onSuccess = vi.fn();

    act(() => result.current.mutation.mutate('b', { onSuccess }));
    await waitFor(() => expect(result.current.list.isFetching).toBe(true));

    expect(result.current.mutation.isPending).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();

    await act(async () => reload.resolve(server.cards.map((card) => ({ ...card }))));
    await waitFor(() => expect(result.current.mutation.isSuccess).toBe(true));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(result.current.list.data).toEqual([CARDS[0], CARDS[2]]);
  });
});

describe('useOptimisticListMutation, with two changes in flight', () => {
  it('shows both changes at once, the second applied on top of the first', async () => {
    const { result } = await renderListChange({
      request: (_id: string) => new Promise<unknown>(() => undefined),
      applyLocally: withoutCard,
    });

    act(() => result.current.mutation.mutate('a'));
    await waitFor(() => expect(result.current.list.data).toEqual([CARDS[1], CARDS[2]]));
    act(() => result.current.mutation.mutate('c'));

    await waitFor(() => expect(result.current.list.data).toEqual([CARDS[1]]));
  });

  it('ends as the server has it once both have settled, one refused and one accepted', async () => {
    const { result, outcomes, accept, refuse } = await deleteAAndCAtOnce();

    await refuse('a');
    await accept('c');

    expect(await outcomes.a).toBe('refused');
    expect(await outcomes.c).toBe('accepted');
    await waitFor(() => expect(result.current.list.isFetching).toBe(false));
    expect(result.current.list.data).toEqual([CARDS[0], CARDS[1]]);
  });

  it('rolls back only the refused one: the other stays deleted while it is pending', async () => {
    const { result, readList, shown, outcomes, accept, refuse } = await deleteAAndCAtOnce();

    await refuse('a');
    expect(await settled(outcomes.a)).toBe('refused');

    expect(ids(result.current.list.data)).toEqual(['a', 'b']);
    // Reloading now would bring c back from the server, where it is not deleted yet.
    expect(readList).not.toHaveBeenCalled();

    await accept('c');
    expect(await settled(outcomes.c)).toBe('accepted');
    expect(readList).toHaveBeenCalledTimes(1);
    expect(ids(result.current.list.data)).toEqual(['a', 'b']);
    expect(shown.map(ids).filter((list) => list?.includes('c'))).toEqual([]);
  });

  it('keeps the other one deleted when the first is accepted, until it is answered too', async () => {
    const { result, server, readList, shown, outcomes, accept } = await deleteAAndCAtOnce();

    await accept('a');
    expect(await settled(outcomes.a)).toBe('accepted');

    expect(server.cards.map((card) => card.id)).toEqual(['b', 'c']);
    expect(ids(result.current.list.data)).toEqual(['b']);
    expect(readList).not.toHaveBeenCalled();

    await accept('c');
    expect(await settled(outcomes.c)).toBe('accepted');
    expect(readList).toHaveBeenCalledTimes(1);
    expect(ids(result.current.list.data)).toEqual(['b']);
    expect(shown.map(ids).filter((list) => list?.includes('c'))).toEqual([]);
  });

  it('when both are refused, puts each back as it is refused, not a snapshot taken meanwhile', async () => {
    const { result, client, readList, outcomes, refuse, holdNextRead } = await deleteAAndCAtOnce();

    await refuse('a');
    expect(await settled(outcomes.a)).toBe('refused');
    expect(ids(result.current.list.data)).toEqual(['a', 'b']);

    // Hold the final reload, to see the list as the second rollback left it.
    const reload = holdNextRead();
    await refuse('c');
    await waitFor(() => expect(readList).toHaveBeenCalledTimes(1));
    expect(client.getQueryData(CARDS_KEY)).toEqual(CARDS);

    await act(async () => reload.resolve(cards()));
    expect(await settled(outcomes.c)).toBe('refused');
    expect(result.current.list.data).toEqual(CARDS);
  });

  it('keeps pending changes on top of a list another screen reloads meanwhile', async () => {
    const { result, client, server, shown, outcomes, accept } = await deleteAAndCAtOnce();
    // The server deleted a and said so (a live update), before answering this screen's request.
    server.cards = withoutCard(server.cards, 'a');

    await act(() => client.invalidateQueries({ queryKey: CARDS_KEY }));
    await rendered();

    expect(ids(result.current.list.data)).toEqual(['b']);
    await accept('a');
    await accept('c');
    expect(await settled(outcomes.a)).toBe('accepted');
    expect(await settled(outcomes.c)).toBe('accepted');
    expect(ids(result.current.list.data)).toEqual(['b']);
    expect(shown.map(ids).filter((list) => list?.includes('c'))).toEqual([]);
  });

  it('drops a read that started before the server accepted one, as it would bring it back', async () => {
    const { result, holdNextRead, shown, outcomes, accept } = await deleteAAndCAtOnce();
    const staleRead = holdNextRead();
    act(() => void result.current.list.refetch());
    await waitFor(() => expect(result.current.list.isFetching).toBe(true));

    await accept('a');
    expect(await settled(outcomes.a)).toBe('accepted');
    await act(async () => staleRead.resolve(cards()));
    await rendered();

    expect(ids(result.current.list.data)).toEqual(['b']);
    await accept('c');
    expect(await settled(outcomes.c)).toBe('accepted');
    expect(shown.map(ids).filter((list) => list?.includes('a'))).toEqual([]);
  });
});
