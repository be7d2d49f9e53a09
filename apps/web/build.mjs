// Builds the web app into dist/: Vite's client bundles, then the public pages prerendered in every
// interface language (and the light shell of the guarded pages), the service worker that keeps
// them for offline use, then a brotli and a gzip copy of every text file, which the server sends
// as they are instead of compressing on each request.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build } from 'vite';
import { staticChunks } from './manifest-chunks.mjs';

const dist = path.resolve('dist');
const prerenderOut = path.resolve('.prerender');
const LANGUAGES = ['en', 'fr', 'pt', 'es', 'it'];
const ROOT_ELEMENT = '<div id="root"></div>';
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|webmanifest|xml)$/;

await build({ logLevel: 'warn' });
await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/app/prerender/prerender-entry.tsx',
    outDir: prerenderOut,
    emptyOutDir: true,
    manifest: false,
    sourcemap: false,
  },
});

const {
  PUBLIC_PAGES,
  ROUTES_WITHOUT_NAVBAR,
  SHELLS,
  SHELL_MODULES,
  renderPublicPage,
  renderShell,
} = await import(pathToFileURL(path.join(prerenderOut, 'prerender-entry.js')).href);
const template = await readFile(path.join(dist, 'index.html'), 'utf8');
if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html lacks ${ROOT_ELEMENT}`);

const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const chunksOf = (key) => staticChunks(manifest, key);
const entryChunks = chunksOf('index.html');

/** The modules' chunks that index.html does not already load, and the language's messages. */
function preloads(modules, language) {
  const needed = new Set(modules.flatMap((module) => [...chunksOf(module)]));
  const chunks = [...needed].filter((key) => !entryChunks.has(key));
  const locale = `src/locales/${language}.json`;
  if (manifest[locale]) chunks.push(locale);
  return chunks
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`)
    .join('');
}

// The entry's stylesheets (its own and its chunks') travel inside each prerendered page, so the
// first paint waits for no request; the server allows exactly these styles by their hashes in
// its CSP (style-src).
const entryCss = [...new Set([...entryChunks].flatMap((key) => manifest[key].css ?? []))];
const entryStyles = await Promise.all(
  entryCss.map(async (file) => ({
    link: `<link rel="stylesheet" crossorigin href="/${file}">`,
    css: await readFile(path.join(dist, file), 'utf8'),
  })),
);
const styleHashes = entryStyles.map(
  ({ css }) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
);
function inlineEntryStyles(html) {
  return entryStyles.reduce((page, { link, css }) => {
    if (!page.includes(link)) throw new Error(`index.html lacks ${link}`);
    return page.replace(link, () => `<style>${css}</style>`);
  }, html);
}

/** index.html with the rendered markup in #root, in the page's language, its styles inline. */
function pageHtml(markup, language, { modules, hydratable, takesInput = false }) {
  // A form stays inert until hydrated (src/app/prerender/page-takes-input.tsx releases it):
  // see PUBLIC_PAGES.
  const inert = takesInput ? ' inert' : '';
  const root = hydratable
    ? `<div id="root" data-prerendered-language="${language}"${inert}>${markup}</div>`
    : `<div id="root">${markup}</div>`;
  return inlineEntryStyles(template)
    .replace('</head>', `${preloads(modules, language)}</head>`)
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(ROOT_ELEMENT, root);
}

const pagesDir = path.join(dist, 'prerendered');
for (const language of LANGUAGES) {
  await mkdir(path.join(pagesDir, language), { recursive: true });
  for (const [name, page] of Object.entries(PUBLIC_PAGES)) {
    const markup = await renderPublicPage(page.path, language);
    const html = pageHtml(markup, language, {
      modules: page.modules,
      hydratable: true,
      takesInput: page.takesInput ?? false,
    });
    await writeFile(path.join(pagesDir, language, `${name}.html`), html);
  }
  for (const [name, shell] of Object.entries(SHELLS)) {
    const html = pageHtml(await renderShell(language, shell), language, {
      modules: SHELL_MODULES,
      hydratable: false,
    });
    await writeFile(path.join(pagesDir, language, `${name}.html`), html);
  }
}
// The server learns from this which paths have a page of their own; any other path gets a shell,
// the one without the navbar for the pages that draw their own header.
await writeFile(
  path.join(pagesDir, 'pages.json'),
  JSON.stringify(
    {
      languages: LANGUAGES,
      pages: Object.fromEntries(
        Object.entries(PUBLIC_PAGES).map(([name, page]) => [name, page.path]),
      ),
      shell: 'shell',
      shellWithoutNavbar: 'shell-without-navbar',
      pathsWithoutNavbar: ROUTES_WITHOUT_NAVBAR,
      styleHashes,
    },
    null,
    2,
  ),
);
await rm(prerenderOut, { recursive: true, force: true });

// The service worker, told which files make this version of the app: it keeps them all for
// offline use, and a new list is a new version (see service-worker/sw.ts).
const PRECACHED = /\.(js|css|svg|png|woff2|webmanifest)$|\/shell(-without-navbar)?\.html$/;
const precachedFiles = (await filesUnder(dist))
  .map((file) => `/${path.relative(dist, file).split(path.sep).join('/')}`)
  .filter((file) => PRECACHED.test(file) && !file.startsWith('/.vite/'))
  .sort();
const version = createHash('sha256');
for (const file of precachedFiles)
  version.update(file).update(await readFile(path.join(dist, file)));
await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  define: {
    OFFLINE_BUILD: JSON.stringify({
      version: version.digest('hex').slice(0, 16),
      files: precachedFiles,
      languages: LANGUAGES,
      pathsWithoutNavbar: ROUTES_WITHOUT_NAVBAR,
    }),
  },
  build: {
    outDir: dist,
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: false,
    lib: {
      entry: 'service-worker/sw.ts',
      formats: ['iife'],
      name: 'chronodeckServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});

async function filesUnder(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
for (const file of await filesUnder(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = await readFile(file);
  await writeFile(
    `${file}.br`,
    await brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  await writeFile(`${file}.gz`, await gzipped(content, { level: constants.Z_BEST_COMPRESSION }));
}
