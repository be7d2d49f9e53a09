import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { rendersAsPrerendered } from './app/prerender/hydration';
import { AppRoutes } from './app/router';
import { initI18n } from './shared/i18n/i18n';
import { loadStoredUser } from './shared/session/load-stored-user';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// Read before the translations load, which set <html lang> to the reader's language.
const hydrate = rendersAsPrerendered(root);
const [storedUser] = await Promise.all([loadStoredUser(), initI18n()]);
const app = (
  <App
    storedUser={storedUser}
    router={
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    }
  />
);

if (hydrate) hydrateRoot(root, app);
else createRoot(root).render(app);

// The service worker (offline use) installs after the page has loaded, off its critical path;
// the translations awaited above may already have outlasted the load event.
if (import.meta.env.PROD) {
  const register = () =>
    void import('./shared/offline/register-service-worker').then(({ registerServiceWorker }) =>
      registerServiceWorker(),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
