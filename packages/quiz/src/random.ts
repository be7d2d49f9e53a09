/** A source of numbers in [0, 1), like Math.random; engines take one so tests can fix the sequence. */
export type Random = () => number;

/** A new array with the same items in uniformly random order (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const shuffled = [...items];
  for (let last = shuffled.length - 1; last > 0; last -= 1) {
    const pick = Math.floor(random() * (last + 1));
    [shuffled[last], shuffled[pick]] = [shuffled[pick]!, shuffled[last]!];
  }
  return shuffled;
}

/** A small deterministic generator (mulberry32) for tests and reproducible sessions. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
