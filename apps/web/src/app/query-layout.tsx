import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { OutboxSync } from '../shared/offline/outbox-sync';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000 },
  },
});

/**
 * The server-state cache, around every screen that talks to the API. It is a lazy layout so that
 * the pages that never do (landing, about, privacy, terms) load none of its code.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <OutboxSync />
      <Outlet />
    </QueryClientProvider>
  );
}
