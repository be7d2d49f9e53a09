import { localStore } from './storage';

/** One of a fixed set of options, remembered between visits; anything else stored reads as the fallback. */
export function rememberedChoice<T extends string>(
  key: string,
  options: readonly T[],
  fallback: T,
) {
  const isOption = (value: string | null): value is T => options.includes(value as T);
  return {
    read: (): T => {
      const stored = localStore.get(key);
      return isOption(stored) ? stored : fallback;
    },
    write: (value: T): void => localStore.set(key, value),
  };
}
