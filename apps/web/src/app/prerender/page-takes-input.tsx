import { useEffect } from 'react';

/**
 * A prerendered form arrives inert (apps/web/build.mjs) and takes input once React runs it.
 * Rendered beside the page, inside the Suspense boundary that waits for the page's lazy chunks,
 * this commits only once they have hydrated too. The app's own first commit comes earlier, while
 * the boundary still holds the prerendered HTML, whose button would submit the form natively.
 */
export function PageTakesInput() {
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return null;
}
