import { act, lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PageTakesInput } from './page-takes-input';

function LoginForm() {
  return (
    <form>
      <button type="submit">Log in</button>
    </form>
  );
}

/** The app's shape: a shell drawn at once, the page behind a boundary that waits for its chunk. */
const Page = ({ Screen }: { Screen: ComponentType }) => (
  <main>
    <Suspense fallback={<p>Loading</p>}>
      <Screen />
      <PageTakesInput />
    </Suspense>
  </main>
);

describe('PageTakesInput', () => {
  afterEach(() => document.body.replaceChildren());

  it('keeps a prerendered form inert until the page’s own chunk has hydrated', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('inert', '');
    root.innerHTML = renderToString(<Page Screen={LoginForm} />);
    document.body.append(root);
    let loadScreen: (module: { default: ComponentType }) => void = () => undefined;
    const LazyLoginForm = lazy(
      () => new Promise<{ default: ComponentType }>((resolve) => (loadScreen = resolve)),
    );

    await act(async () => {
      hydrateRoot(root, <Page Screen={LazyLoginForm} />);
    });
    expect(root.hasAttribute('inert')).toBe(true);

    await act(async () => loadScreen({ default: LoginForm }));
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.querySelector('button')?.textContent).toBe('Log in');
  });
});
