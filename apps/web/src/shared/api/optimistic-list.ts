import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

interface OptimisticListChange<Item, Variables, Result> {
  /** The cached list the change applies to. */
  queryKey: QueryKey;
  request: (variables: Variables) => Promise<Result>;
  /** The list as it will be once the server accepts; absent when the screen can wait for it. */
  applyLocally?: (items: Item[], variables: Variables) => Item[];
}

/**
 * A change to a cached list that shows at once, so the screen does not wait for the server, and
 * puts the previous list back if the server refuses. Whatever happens, the list is then reloaded,
 * so it ends as the server has it.
 */
export function useOptimisticListMutation<Item, Variables, Result>({
  queryKey,
  request,
  applyLocally,
}: OptimisticListChange<Item, Variables, Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (variables: Variables) => {
      if (!applyLocally) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Item[]>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, applyLocally(previous, variables));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
