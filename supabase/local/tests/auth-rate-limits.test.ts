import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ws from 'ws'
import { loadConfig } from '../src/config.ts'
import { TokenBuckets, gotrueLimits, type BucketRule } from '../src/auth/rate-limit.ts'
import type { RunningStack } from '../src/server.ts'
import { PASSWORD, uniqueEmail } from './helpers.ts'
import { startFixtureStack } from '../../../tests/setup/test-database.ts'

/**
 * GoTrue's request limits: a token bucket per endpoint family and client address (tollbooth over
 * golang.org/x/time/rate), rate per 5 minutes, a bucket of 30.
 */
describe('auth rate limits: the buckets, on a clock of our own', () => {
  const clock = () => {
    let now = 1_000_000
    return { now: () => now, advance: (ms: number) => void (now += ms) }
  }
  const takeN = (buckets: TokenBuckets, key: string, rule: BucketRule, n: number) =>
    Array.from({ length: n }, () => buckets.take(key, rule)).filter(Boolean).length

  it('start full at 30 and refill at the rate per 5 minutes, never past 30', () => {
    const c = clock()
    const buckets = new TokenBuckets(c.now)
    const rule = gotrueLimits(loadConfig(null).rateLimit).signups // sign_in_sign_ups = 30 per 5 minutes
    expect(rule).toEqual({ perSecond: 30 / 300, burst: 30, ttlMs: 3_600_000 })
    expect(takeN(buckets, 'a', rule, 31)).toBe(30)
    c.advance(9_999)
    expect(buckets.take('a', rule)).toBe(false)
    c.advance(1) // 10 s at 0.1 a second: one token
    expect(buckets.take('a', rule)).toBe(true)
    expect(buckets.take('a', rule)).toBe(false)
    c.advance(30 * 60_000) // half an hour holds far more than 30 tokens: the bucket stops at 30
    expect(takeN(buckets, 'a', rule, 40)).toBe(30)
    // Another key has a bucket of its own.
    expect(buckets.take('b', rule)).toBe(true)
  })

  it('drop a bucket an hour after it was made, busy or not, and start a full one', () => {
    const c = clock()
    const buckets = new TokenBuckets(c.now)
    const rule: BucketRule = { perSecond: 0, burst: 30, ttlMs: 3_600_000 }
    expect(takeN(buckets, 'a', rule, 31)).toBe(30)
    c.advance(3_599_999)
    expect(buckets.take('a', rule)).toBe(false)
    c.advance(1)
    expect(takeN(buckets, 'a', rule, 31)).toBe(30)
  })

  it('map each endpoint family to its GoTrue limiter', () => {
    const limits = gotrueLimits({
      ...loadConfig(null).rateLimit,
      signInSignUps: 60,
      tokenRefresh: 150,
      tokenVerifications: 90,
      anonymousUsers: 12,
      mfaChallengeAndVerify: 15,
      passkey: 30,
    })
    const hour = 3_600_000
    expect(limits.token).toEqual({ perSecond: 0.5, burst: 30, ttlMs: hour })
    expect(limits.verify).toEqual({ perSecond: 0.3, burst: 30, ttlMs: hour })
    for (const family of ['signups', 'otp', 'magicLink', 'recover', 'resend', 'user'] as const)
      expect(limits[family]).toEqual({ perSecond: 0.2, burst: 30, ttlMs: hour })
    expect(limits.anonymousSignIns).toEqual({ perSecond: 12 / 3600, burst: 12, ttlMs: hour })
    expect(limits.factorChallenge).toEqual({ perSecond: 0.25, burst: 30, ttlMs: 60_000 })
    expect(limits.factorVerify).toEqual({ perSecond: 0.25, burst: 30, ttlMs: 60_000 })
    expect(limits.passkeyAuthentication).toEqual({ perSecond: 0.1, burst: 30, ttlMs: hour })
  })
})

// A stack of its own. This machine stands for a trusted proxy, so X-Forwarded-For names the client and each
// test speaks from addresses of its own. Rates of 0 leave each bucket its 30 and no refill: the counts below
// hold however slow the machine is.
let running: RunningStack
beforeAll(async () => {
  running = await startFixtureStack({
    config: {
      rateLimit: {
        signInSignUps: 0,
        tokenRefresh: 0,
        tokenVerifications: 0,
        anonymousUsers: 2,
        emailSent: 1e6,
        emailSentPerAddress: 1e6,
        emailSentPerRecipient: 1e6,
      },
      trustedProxies: ['127.0.0.1', '::1'],
      enableAnonymousSignIns: true,
      emailMaxFrequencySeconds: 0,
    },
  })
})
afterAll(() => running.close())

let lastAddress = 0
/** A client speaking from an address no other test uses. */
const clientFrom = () => {
  const address = `198.51.100.${++lastAddress}`
  const headers = { 'x-forwarded-for': address }
  const client = createClient(running.url, running.stack.keys.anonKey, {
    global: { headers },
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const post = (path: string, body: unknown) =>
    fetch(`${running.url}/auth/v1${path}`, {
      method: 'POST',
      headers: { apikey: running.stack.keys.anonKey, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  return { client, headers, post }
}

const LIMITED = { status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' }

describe('auth rate limits: a bucket per endpoint family and address, through supabase-js', () => {
  it('/token: password sign-ins and refreshes share one bucket of 30, whatever token_refresh says', async () => {
    const { client } = clientFrom()
    for (let i = 0; i < 30; i++) {
      const { error } = await client.auth.refreshSession({ refresh_token: `not-a-token-${i}` })
      expect(error?.code).toBe('refresh_token_not_found')
    }
    const signIn = await client.auth.signInWithPassword({ email: uniqueEmail('token'), password: PASSWORD })
    expect(signIn.error).toMatchObject(LIMITED)
    // Sign-up is another family, and another address has a bucket of its own.
    expect((await client.auth.signUp({ email: 'not-an-address', password: PASSWORD })).error?.code).toBe(
      'validation_failed',
    )
    const other = clientFrom().client
    const elsewhere = await other.auth.signInWithPassword({ email: uniqueEmail('token'), password: PASSWORD })
    expect(elsewhere.error?.code).toBe('invalid_credentials')
  })

  it('sign-up, OTP, magic link, recovery and resend each keep a bucket of their own', async () => {
    // Requests the limiter counts and the endpoint then refuses (an impossible address): no mail, no account.
    const families: Record<string, (c: ReturnType<typeof clientFrom>) => Promise<{ status?: number; code?: string }>> =
      {
        signup: async ({ client }) => (await client.auth.signUp({ email: 'nope', password: PASSWORD })).error ?? {},
        otp: async ({ client }) => (await client.auth.signInWithOtp({ email: 'nope' })).error ?? {},
        magiclink: async ({ post }) => {
          const res = await post('/magiclink', { email: 'nope' })
          return { status: res.status, code: ((await res.json()) as { code?: string }).code }
        },
        recover: async ({ client }) => (await client.auth.resetPasswordForEmail('nope')).error ?? {},
        resend: async ({ client }) => (await client.auth.resend({ type: 'signup', email: 'nope' })).error ?? {},
      }
    for (const [family, call] of Object.entries(families)) {
      const from = clientFrom()
      for (let i = 0; i < 30; i++) expect((await call(from)).status, `${family} #${i + 1}`).toBe(400)
      expect(await call(from), `${family} #31`).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
      for (const [other, otherCall] of Object.entries(families)) {
        if (other !== family) expect((await otherCall(from)).status, `${other} after ${family}`).toBe(400)
      }
    }
  })

  it('/verify: over the limit a link answers the 429 itself, before it is read or redirected', async () => {
    const { client, headers } = clientFrom()
    for (let i = 0; i < 30; i++) {
      const { error } = await client.auth.verifyOtp({ email: uniqueEmail('verify'), token: '000000', type: 'email' })
      expect(error?.code).toBe('otp_expired')
    }
    const limited = await client.auth.verifyOtp({ email: uniqueEmail('verify'), token: '000000', type: 'email' })
    expect(limited.error).toMatchObject(LIMITED)
    // The e-mailed link (GET) is the same family: a JSON 429, not a redirect carrying the error.
    const link = await fetch(
      `${running.url}/auth/v1/verify?token=whatever&type=signup&redirect_to=${encodeURIComponent('http://localhost:5173/')}`,
      { redirect: 'manual', headers },
    )
    expect(link.status).toBe(429)
    expect(link.headers.get('location')).toBeNull()
    expect(await link.json()).toMatchObject({ code: 'over_request_rate_limit' })
  })

  it('anonymous sign-ins: anonymous_users an hour, in a bucket of that size, apart from sign-ups', async () => {
    const { client } = clientFrom()
    expect((await client.auth.signInAnonymously()).error).toBeNull()
    expect((await client.auth.signInAnonymously()).error).toBeNull()
    expect((await client.auth.signInAnonymously()).error).toMatchObject(LIMITED)
    expect((await client.auth.signUp({ email: 'nope', password: PASSWORD })).error?.code).toBe('validation_failed')
  })

  it('PUT /user: a bucket of its own, counted once the caller is known', async () => {
    const { client, headers } = clientFrom()
    const email = uniqueEmail('update')
    const admin = createClient(running.url, running.stack.keys.serviceRoleKey, {
      realtime: { transport: ws as never },
      auth: { persistSession: false, autoRefreshToken: false },
    })
    await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
    // Without a session the answer is 401, before the bucket is touched (supabase-js would not even send it).
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${running.url}/auth/v1/user`, {
        method: 'PUT',
        headers: { apikey: running.stack.keys.anonKey, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ data: { n: i } }),
      })
      expect(res.status).toBe(401)
    }
    for (let i = 0; i < 30; i++) expect((await client.auth.updateUser({ data: { n: i } })).error).toBeNull()
    expect((await client.auth.updateUser({ data: { n: 31 } })).error).toMatchObject(LIMITED)
    // Reading the user is not limited.
    expect((await client.auth.getUser()).error).toBeNull()
  })
})
