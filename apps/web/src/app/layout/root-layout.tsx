import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ROUTES_WITHOUT_NAVBAR } from '../../shared/routes';
import { useSession } from '../../shared/session/use-session';
import { PageLoading } from '../../shared/ui/page-loading';
import { BetaModal } from './beta-modal';
import { Footer } from './footer';
import { LandscapeHint } from './landscape-hint';
import { Navbar } from './navbar';

export function RootLayout() {
  const { pathname } = useLocation();
  const { user } = useSession();
  return (
    <div className="app-shell">
      {ROUTES_WITHOUT_NAVBAR.includes(pathname) ? null : <Navbar />}
      <LandscapeHint />
      <main id="main" className="app-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BetaModal key={user?._id ?? 'visitor'} />
      <ScrollRestoration />
    </div>
  );
}
