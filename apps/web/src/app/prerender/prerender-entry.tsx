import { StaticRouter } from 'react-router';
import { prerender } from 'react-dom/static';
import type { Language } from '@chronodeck/contract';
import { showLanguageForPrerender } from '../../shared/i18n/i18n';
import { ROUTES, ROUTES_WITHOUT_NAVBAR } from '../../shared/routes';
import { PageLoading } from '../../shared/ui/page-loading';
import { App } from '../app';
import { Footer } from '../layout/footer';
import { Navbar } from '../layout/navbar';
import { AppRoutes } from '../router';

/**
 * The pages anyone may open, prerendered by name: the server sends them for these paths. Each
 * names the modules the router loads for it (its screen, and the query layout where router.tsx
 * puts it under one), whose chunks the page preloads so that it hydrates without waiting for the
 * router to ask for them. The build fails if a module is not a chunk of its own.
 */
const QUERY_LAYOUT = 'src/app/query-layout.tsx';
interface PublicPage {
  path: string;
  /** The screen's chunks, which the page preloads so that it hydrates without waiting for them. */
  modules: readonly string[];
  /**
   * A form: the page stays inert until hydrated, since text typed before React takes over would
   * be lost, or sent by the browser itself. Pages to read keep their links working without it.
   */
  takesInput?: boolean;
}

export const PUBLIC_PAGES = {
  home: { path: ROUTES.home, modules: ['src/features/landing/landing-page.tsx'] },
  about: { path: ROUTES.about, modules: ['src/features/info/about-page.tsx'] },
  contact: { path: ROUTES.contact, modules: [QUERY_LAYOUT, 'src/features/info/contact-page.tsx'] },
  privacy: { path: ROUTES.privacy, modules: ['src/features/info/privacy-page.tsx'] },
  terms: { path: ROUTES.terms, modules: ['src/features/info/terms-page.tsx'] },
  login: {
    path: ROUTES.login,
    modules: [QUERY_LAYOUT, 'src/features/auth/login-page.tsx'],
    takesInput: true,
  },
  register: {
    path: ROUTES.register,
    modules: [QUERY_LAYOUT, 'src/features/auth/register-page.tsx'],
    takesInput: true,
  },
} as const satisfies Record<string, PublicPage>;

/** Every guarded page sits under the query layout: the shells preload it. */
export const SHELL_MODULES = [QUERY_LAYOUT] as const;

/**
 * The light shells guarded pages show at once, by name: with the navbar, or without it for the
 * pages that draw their own header (ROUTES_WITHOUT_NAVBAR), so nothing moves when the page comes.
 */
export const SHELLS = { shell: { navbar: true }, 'shell-without-navbar': { navbar: false } };
export { ROUTES_WITHOUT_NAVBAR };

const readAll = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

/** A public page as a visitor without a session sees it, once every lazy screen has loaded. */
export async function renderPublicPage(path: string, language: Language): Promise<string> {
  await showLanguageForPrerender(language);
  const { prelude } = await prerender(
    <App
      storedUser={null}
      router={
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      }
    />,
  );
  return readAll(prelude);
}

/**
 * A light shell: the layout with a loading line where the page will be, and no link that depends
 * on the session, which is not known yet. The browser renders the real page over it.
 */
export async function renderShell(language: Language, { navbar }: { navbar: boolean }) {
  await showLanguageForPrerender(language);
  const { prelude } = await prerender(
    <App
      storedUser={null}
      router={
        <StaticRouter location={ROUTES.home}>
          <div className="app-shell">
            {navbar ? <Navbar showSession={false} /> : null}
            <main id="main" className="app-main">
              <PageLoading />
            </main>
            <Footer />
          </div>
        </StaticRouter>
      }
    />,
  );
  return readAll(prelude);
}
