/** The value at percentile `p` (0–100) of values sorted in ascending order; NaN for none. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Latencies in milliseconds as a bench table's columns: median, p95 and worst. */
export function latencyColumns(latencies: readonly number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    'p50 ms': percentile(sorted, 50).toFixed(1),
    'p95 ms': percentile(sorted, 95).toFixed(1),
    'max ms': (sorted.at(-1) ?? Number.NaN).toFixed(1),
  };
}
