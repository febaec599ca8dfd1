import { AuthError } from './errors.ts'

/** Fixed-window counters per key, as GoTrue limits requests per IP and e-mails per project. */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>()

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit; throws a 429 once `limit` hits fall in the current window. */
  hit(key: string, limit: number, windowMs: number, error: () => AuthError) {
    const now = this.now()
    if (this.windows.size > 100_000) this.sweep(now, windowMs)
    const w = this.windows.get(key)
    if (!w || now - w.start >= windowMs) {
      this.windows.set(key, { start: now, count: 1 })
      return
    }
    if (w.count >= limit) throw error()
    w.count += 1
  }

  private sweep(now: number, windowMs: number) {
    for (const [k, w] of this.windows) if (now - w.start >= windowMs) this.windows.delete(k)
  }

  /** Hits counted for `key` in its current window. */
  count(key: string, windowMs: number): number {
    const w = this.windows.get(key)
    return w && this.now() - w.start < windowMs ? w.count : 0
  }
}

export const overRequestRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
export const overEmailRateLimit = () => new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
