import { Suspense, useEffect } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router';
import { ROUTES_WITHOUT_NAVBAR } from '../../shared/routes';
import { useSession } from '../../shared/session/use-session';
import { PageLoading } from '../../shared/ui/page-loading';
import { BetaModal } from './beta-modal';
import { Footer } from './footer';
import { LandscapeHint } from './landscape-hint';
import { Navbar } from './navbar';

/** A new page opens at its top; Back and Forward (POP) keep the browser's own scroll restoration. */
function useScrollToTopOnNavigation(pathname: string) {
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation(pathname);
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
    </div>
  );
}
