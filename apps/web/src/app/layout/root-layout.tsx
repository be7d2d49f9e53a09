import { Suspense, useEffect } from 'react';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router';
import { ROUTES_WITHOUT_NAVBAR } from '../../shared/routes';
import { useSession } from '../../shared/session/use-session';
import { OfflineStatus } from '../../shared/offline/offline-status';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { PageLoading } from '../../shared/ui/page-loading';
import { PageTakesInput } from '../prerender/page-takes-input';
import { BetaModal } from './beta-modal';
import { Footer } from './footer';
import { LandscapeHint } from './landscape-hint';
import { Navbar } from './navbar';
import { PageProblem } from './page-problem';

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
        {/* A page that throws while rendering is replaced, not the whole app; moving on retries.
            Its replacement releases a prerendered form's inertness too (PageTakesInput), or the
            problem page's buttons and the navbar would stay out of reach. */}
        <ErrorBoundary
          resetKey={pathname}
          fallback={
            <>
              <PageProblem />
              <PageTakesInput />
            </>
          }
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <PageTakesInput />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <OfflineStatus />
      <BetaModal key={user?._id ?? 'visitor'} />
    </div>
  );
}
