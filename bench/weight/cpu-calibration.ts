/**
 * Lighthouse's mobile profile emulates a mid-tier phone by slowing the host's CPU down by a fixed 4×, which
 * assumes a high-end desktop host (BenchmarkIndex about 1,500). On a slower host the same 4× emulates a
 * much slower phone, so Lighthouse's documentation asks for the multiplier to be calibrated from the
 * BenchmarkIndex it measures (docs/throttling.md, "Calibrating the CPU slowdown"). This is the mapping of its
 * calculator (lighthouse-cpu-throttling-calculator): 2,000 → 6×, 1,533 → 4×, 1,300 → 3×, 800 → 2×, 150 → 1×.
 */
export function cpuMultiplierFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** Lighthouse's own default, for runs that must not depend on the host. */
export const DEFAULT_CPU_MULTIPLIER = 4;
