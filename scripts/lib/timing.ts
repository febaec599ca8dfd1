import { performance } from 'node:perf_hooks'

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** Runs `fn` `warmup` times, then `iterations` times, and returns p50 and p99 in milliseconds. */
export async function timeIt(fn: (i: number) => Promise<unknown>, iterations: number, warmup: number) {
  for (let i = 0; i < warmup; i++) await fn(i)
  const samples: number[] = []
  for (let i = 0; i < iterations; i++) {
    const t = performance.now()
    await fn(i)
    samples.push(performance.now() - t)
  }
  samples.sort((a, b) => a - b)
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) }
}
