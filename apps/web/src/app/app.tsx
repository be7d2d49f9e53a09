import { StrictMode, type ReactNode } from 'react';
import type { User } from '@chronodeck/contract';
import { Providers } from './providers';

/**
 * The whole app around a router: the browser passes a BrowserRouter, the prerenderer a
 * StaticRouter, so a prerendered page and its hydration render the same tree.
 */
export function App({ router, storedUser }: { router: ReactNode; storedUser: User | null }) {
  return (
    <StrictMode>
      <Providers storedUser={storedUser}>{router}</Providers>
    </StrictMode>
  );
}
