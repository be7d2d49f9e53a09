import {
  hashKey,
  useMutation,
  useQueryClient,
  type QueryCacheNotifyEvent,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

interface OptimisticListChange<Item, Variables, Result> {
  /** The cached list the change applies to. */
  queryKey: QueryKey;
  request: (variables: Variables) => Promise<Result>;
  /**
   * The list as it will be once the server accepts; absent when the screen can wait for it. Keep it
   * pure: it is applied again whenever the list under it changes while the request is pending.
   */
  applyLocally?: (items: Item[], variables: Variables) => Item[];
}

/** One change to a list, bound to its variables. */
type LocalChange<Item> = (items: Item[]) => Item[];

/** A cached list while changes to it wait for the server. */
interface ListInFlight<Item> {
  /**
   * The server's last list: the one cached when the first change started or one read since, with
   * the changes it has accepted meanwhile (it is not read again until none is pending).
   */
  server: Item[];
  /** The changes still waiting for the server, oldest first. */
  pending: LocalChange<Item>[];
  stopWatching: () => void;
}

/**
 * Lists with changes in flight, by query client and query hash: several hooks (delete a deck,
 * remove a card from one) change the same list, so they share its state.
 */
const listsInFlight = new WeakMap<QueryClient, Map<string, ListInFlight<unknown>>>();

function listsOf(client: QueryClient) {
  let lists = listsInFlight.get(client);
  if (!lists) {
    lists = new Map();
    listsInFlight.set(client, lists);
  }
  return lists;
}

/** Every change to one query key works on the same item type, so the cast back is sound. */
const listInFlight = <Item>(client: QueryClient, queryKey: QueryKey) =>
  listsOf(client).get(hashKey(queryKey)) as ListInFlight<Item> | undefined;

/** Shows the server's last list with every pending change on top, in the order they were made. */
function show<Item>(client: QueryClient, queryKey: QueryKey, list: ListInFlight<Item>) {
  const shown = list.pending.reduce((items, change) => change(items), list.server);
  client.setQueryData<Item[]>(queryKey, shown);
}

/** A list the server sent (a fetch), as opposed to one this helper wrote (`manual`). */
const isServerList = (event: QueryCacheNotifyEvent, queryHash: string) =>
  event.type === 'updated' &&
  event.query.queryHash === queryHash &&
  event.action.type === 'success' &&
  !event.action.manual;

/**
 * Other screens may reload the list while changes are pending (a live update, a refetch on focus):
 * keep the pending changes on top of what they bring, in the same update, so none flickers back.
 */
function watchServerLists<Item>(client: QueryClient, queryKey: QueryKey, list: ListInFlight<Item>) {
  const queryHash = hashKey(queryKey);
  return client.getQueryCache().subscribe((event) => {
    if (!isServerList(event, queryHash)) return;
    list.server = event.query.state.data as Item[];
    show(client, queryKey, list);
  });
}

/** Shows the change at once; false when no list is cached, so there is nothing to change. */
function startChange<Item>(client: QueryClient, queryKey: QueryKey, change: LocalChange<Item>) {
  let list = listInFlight<Item>(client, queryKey);
  if (!list) {
    const cached = client.getQueryData<Item[]>(queryKey);
    if (!cached) return false;
    list = { server: cached, pending: [], stopWatching: () => undefined };
    list.stopWatching = watchServerLists(client, queryKey, list);
    listsOf(client).set(hashKey(queryKey), list as ListInFlight<unknown>);
  }
  list.pending.push(change);
  show(client, queryKey, list);
  return true;
}

/**
 * Takes the change off the pending ones: if accepted the server now has it, so it joins the
 * server's list (and a read started before cannot have it); if refused it is simply dropped, leaving
 * the others shown. Returns whether it was the last one pending: only then is the list reloaded,
 * since a reload is what ends it as the server has it and a change in flight needs none.
 */
function settleChange<Item>(
  client: QueryClient,
  queryKey: QueryKey,
  change: LocalChange<Item>,
  accepted: boolean,
) {
  const list = listInFlight<Item>(client, queryKey);
  if (!list) return true;
  list.pending = list.pending.filter((pending) => pending !== change);
  if (accepted) {
    void client.cancelQueries({ queryKey });
    list.server = change(list.server);
  }
  show(client, queryKey, list);
  if (list.pending.length > 0) return false;
  list.stopWatching();
  listsOf(client).delete(hashKey(queryKey));
  return true;
}

/**
 * A change to a cached list that shows at once, so the screen does not wait for the server. While
 * changes to a list are in flight it shows the server's last list with all of them on top, so a
 * refusal takes back only the refused change; once the last one is answered the list is reloaded,
 * so it ends as the server has it.
 */
export function useOptimisticListMutation<Item, Variables, Result>({
  queryKey,
  request,
  applyLocally,
}: OptimisticListChange<Item, Variables, Result>) {
  const queryClient = useQueryClient();
  /** Resolves once the reload has arrived, so the mutation stays pending until then. */
  const settle = (change: LocalChange<Item> | undefined, accepted: boolean) =>
    !change || settleChange(queryClient, queryKey, change, accepted)
      ? queryClient.invalidateQueries({ queryKey })
      : undefined;
  return useMutation({
    mutationFn: request,
    onMutate: async (variables: Variables) => {
      if (!applyLocally) return {};
      const change: LocalChange<Item> = (items) => applyLocally(items, variables);
      // A read already in flight would answer with the list as it was before this change.
      await queryClient.cancelQueries({ queryKey });
      return startChange(queryClient, queryKey, change) ? { change } : {};
    },
    onSuccess: (_result, _variables, context) => settle(context.change, true),
    onError: (_error, _variables, context) => settle(context?.change, false),
  });
}
