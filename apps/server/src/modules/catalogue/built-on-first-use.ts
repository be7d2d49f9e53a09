/**
 * A value per key, built on the key's first use and kept: the catalogue never changes while the
 * process runs, so each language, category and compressed body is made at most once.
 */
export function builtOnFirstUse<Key, Value>(build: (key: Key) => Value): (key: Key) => Value {
  const built = new Map<Key, Value>();
  return (key) => {
    if (built.has(key)) return built.get(key) as Value;
    const value = build(key);
    built.set(key, value);
    return value;
  };
}
