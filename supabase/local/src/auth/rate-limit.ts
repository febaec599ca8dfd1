import type { StackConfig } from '../config.ts'
import { AuthError } from './errors.ts'

/** Fixed-window counters per key: the local stack's e-mail budgets. */
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
}

/** One limiter's rule: tokens added per second, the bucket's size (and first fill), how long a bucket lives. */
export interface BucketRule {
  perSecond: number
  burst: number
  ttlMs: number
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * GoTrue's request limiters, one per endpoint family (its `apilimiter`): each keeps a token bucket per
 * client address. `POST /token` (every grant) is one family at `token_refresh` per 5 minutes; sign-ups,
 * `/otp`, `/magiclink`, `/recover`, `/resend` and `PUT /user` are each a family of their own at
 * `sign_in_sign_ups` (GoTrue's RATE_LIMIT_OTP, as the Supabase CLI passes it) per 5 minutes; `/verify` at
 * `token_verifications` per 5 minutes; all with a bucket of 30. Anonymous sign-ins: `anonymous_users` an
 * hour, bucket of the same size. MFA challenge and verify: 15 a minute each, bucket of 30. Passkey sign-in
 * challenges (`POST /passkeys/authentication/options`): GoTrue's RATE_LIMIT_PASSKEY, 30 per 5 minutes.
 */
export type LimitFamily =
  | 'token'
  | 'signups'
  | 'anonymousSignIns'
  | 'otp'
  | 'magicLink'
  | 'recover'
  | 'resend'
  | 'user'
  | 'verify'
  | 'factorChallenge'
  | 'factorVerify'
  | 'passkeyAuthentication'

export function gotrueLimits(rate: StackConfig['rateLimit']): Record<LimitFamily, BucketRule> {
  const perFiveMinutes = (n: number): BucketRule => ({ perSecond: n / 300, burst: 30, ttlMs: HOUR })
  const otp = perFiveMinutes(rate.signInSignUps)
  const mfa: BucketRule = { perSecond: rate.mfaChallengeAndVerify / 60, burst: 30, ttlMs: MINUTE }
  return {
    token: perFiveMinutes(rate.tokenRefresh),
    verify: perFiveMinutes(rate.tokenVerifications),
    signups: otp,
    otp,
    magicLink: otp,
    recover: otp,
    resend: otp,
    user: otp,
    anonymousSignIns: {
      perSecond: rate.anonymousUsers / 3600,
      burst: Math.max(0, Math.trunc(rate.anonymousUsers)),
      ttlMs: HOUR,
    },
    factorChallenge: mfa,
    factorVerify: mfa,
    passkeyAuthentication: perFiveMinutes(rate.passkey),
  }
}

/**
 * Token buckets by key. A bucket starts full (`burst` tokens), refills continuously at `perSecond` up to
 * `burst`, and each request takes one token or is refused. A bucket is dropped `ttlMs` after it was made,
 * however busy, and the next request starts a full one (tollbooth's expiring store does the same).
 */
export class TokenBuckets {
  private buckets = new Map<string, { tokens: number; at: number; expires: number }>()

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** Takes a token from `key`'s bucket; false when it has none. */
  take(key: string, rule: BucketRule): boolean {
    const now = this.now()
    let bucket = this.buckets.get(key)
    if (bucket && now >= bucket.expires) {
      this.buckets.delete(key)
      bucket = undefined
    }
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.evict(now)
      bucket = { tokens: rule.burst, at: now, expires: now + rule.ttlMs }
      this.buckets.set(key, bucket)
    }
    const elapsed = Math.max(0, now - bucket.at) / 1000
    bucket.tokens = Math.min(rule.burst, bucket.tokens + elapsed * rule.perSecond)
    bucket.at = now
    if (bucket.tokens < 1) return false
    bucket.tokens -= 1
    return true
  }

  /** Drops expired buckets; when none had expired, the oldest one, so the map stays bounded. */
  private evict(now: number) {
    for (const [k, b] of this.buckets) if (now >= b.expires) this.buckets.delete(k)
    if (this.buckets.size >= this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!)
  }
}

export const overRequestRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
export const overEmailRateLimit = () => new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
