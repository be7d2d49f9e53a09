// The chunks a module of the build loads before it runs, read from Vite's manifest; shared by the
// prerenderer (build.mjs, which preloads them) and the size budget (scripts/initial-js.mjs).

/** The manifest key `key` and every chunk it imports statically, directly or not. */
export function staticChunks(manifest, key, seen = new Set()) {
  if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticChunks(manifest, imported, seen);
  return seen;
}
