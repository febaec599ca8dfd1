import { percentile } from './timing.ts'

/** What went wrong, grouped: ids and numbers that differ between calls do not split one error in many. */
export const errorKey = (message: string) =>
  message
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300)

/** The message of anything thrown or returned as an error: supabase-js errors, the app's AppError, fetch's. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const e = error as { name?: string; message?: string; code?: unknown; detail?: string; details?: string }
    // A failed fetch comes back from supabase-js with its stack as details: its first line is enough.
    const detail = (e.detail || e.details || '').split('\n')[0].trim()
    const parts = [
      typeof e.code === 'string' && e.code && `[${e.code}]`,
      e.message || e.name || 'error',
      detail && detail !== e.message && `(${detail})`,
    ]
    return parts.filter(Boolean).join(' ')
  }
  return String(error)
}

/** Latencies and failures of one kind of operation. Failed calls count in the latency too: a member waited for them. */
export class OpStats {
  readonly samples: number[] = []
  errors = 0
  readonly messages = new Map<string, number>()

  record(ms: number, error?: unknown) {
    this.samples.push(ms)
    if (error === undefined) return
    this.errors++
    const key = errorKey(describeError(error))
    this.messages.set(key, (this.messages.get(key) ?? 0) + 1)
  }

  merge(other: OpStats) {
    this.samples.push(...other.samples)
    this.errors += other.errors
    for (const [k, n] of other.messages) this.messages.set(k, (this.messages.get(k) ?? 0) + n)
  }

  summary(seconds: number) {
    const sorted = [...this.samples].sort((a, b) => a - b)
    return {
      calls: sorted.length,
      opsPerSecond: sorted.length / seconds,
      p50: sorted.length ? percentile(sorted, 50) : NaN,
      p99: sorted.length ? percentile(sorted, 99) : NaN,
      max: sorted.at(-1) ?? NaN,
      errors: this.errors,
      /** The five most frequent distinct messages, with how many times each came. */
      topErrors: [...this.messages].sort((a, b) => b[1] - a[1]).slice(0, 5),
    }
  }
}
