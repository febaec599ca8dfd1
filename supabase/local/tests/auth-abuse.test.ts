import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ws from 'ws'
import type { RunningStack } from '../src/server.ts'
import { PASSWORD, uniqueEmail } from './helpers.ts'
import { startFixtureStack } from '../../../tests/setup/test-database.ts'

// A stack of its own with the real limits (the shared one is relaxed for the other tests).
let running: RunningStack
beforeAll(async () => {
  running = await startFixtureStack({
    config: {
      emailMaxFrequencySeconds: 60,
      rateLimit: {
        signInSignUps: 1000,
        emailSent: 1000,
        emailSentPerAddress: 1000,
        emailSentPerRecipient: 3,
        tokenVerifications: 1000,
        failedSignInsPerAccountAndAddress: 5,
        otpAttemptsPerCode: 5,
      },
      google: { enabled: false, clientId: '', secret: '', redirectUri: '' },
    },
  })
})
afterAll(() => running.close())

const client = (headers: Record<string, string> = {}) =>
  createClient(running.url, running.stack.keys.anonKey, {
    global: { headers },
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  })
const admin = () =>
  createClient(running.url, running.stack.keys.serviceRoleKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false },
  })
const mails = async (to: string) =>
  (await (await fetch(`${running.url}/_local/mail.json?to=${encodeURIComponent(to)}`)).json()) as { text: string }[]
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${running.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: running.stack.keys.anonKey, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

describe('auth abuse: limits a header cannot bypass', () => {
  it('counts the socket address, whatever X-Forwarded-For says', async () => {
    // sign_in_sign_ups of 0: the sign-up bucket's 30 and no refill.
    const limited = await startFixtureStack({
      config: { rateLimit: { signInSignUps: 0 } },
    })
    try {
      const codes: (string | undefined)[] = []
      for (let i = 0; i < 31; i++) {
        const c = createClient(limited.url, limited.stack.keys.anonKey, {
          global: { headers: { 'x-forwarded-for': `203.0.113.${i}` } },
          realtime: { transport: ws as never },
          auth: { persistSession: false },
        })
        // An impossible address: counted by the limiter, then refused, so no mail and no account.
        codes.push((await c.auth.signUp({ email: 'not-an-address', password: PASSWORD })).error?.code)
      }
      expect(codes.slice(0, 30)).toEqual(Array(30).fill('validation_failed'))
      expect(codes[30]).toBe('over_request_rate_limit')
    } finally {
      await limited.close()
    }
  })

  it('cools down the address that keeps guessing an account, whatever X-Forwarded-For says', async () => {
    const email = uniqueEmail('guess')
    await admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    const codes: (string | undefined)[] = []
    // No trusted proxy here: every claimed address is this machine's, so all six come from one address.
    for (let i = 0; i < 6; i++) {
      const from = client({ 'x-forwarded-for': `203.0.113.${i}` })
      codes.push((await from.auth.signInWithPassword({ email, password: `wrong-${i}-password` })).error?.code)
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('invalid_credentials'))
    expect(codes[5]).toBe('over_request_rate_limit')
    // From that address, even the right password waits out the cool-down.
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'over_request_rate_limit',
    )
  })

  it('voids an e-mailed code after five wrong guesses', async () => {
    const email = uniqueEmail('otp')
    await admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    expect((await client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull()
    const code = /code: (\d{6})/.exec((await mails(email))[0].text)![1]
    for (let i = 0; i < 5; i++) {
      const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
      expect((await client().auth.verifyOtp({ email, token: wrong, type: 'email' })).error?.code).toBe('otp_expired')
    }
    expect((await client().auth.verifyOtp({ email, token: code, type: 'email' })).error?.code).toBe('otp_expired')
  })

  it('limits mails per recipient', async () => {
    const email = uniqueEmail('quota')
    await admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    // generate_link sends without the frequency check; the recipient's budget of 3 still holds.
    const codes: (string | undefined)[] = []
    for (let i = 0; i < 4; i++)
      codes.push((await admin().auth.admin.generateLink({ type: 'magiclink', email })).error?.code)
    expect(codes).toEqual([undefined, undefined, undefined, 'over_email_send_rate_limit'])
  })
})

describe('auth abuse: no takeover through the local conveniences', () => {
  it('never changes the password of an unconfirmed account on a second sign-up', async () => {
    const email = uniqueEmail('victim')
    expect((await client().auth.signUp({ email, password: PASSWORD })).error).toBeNull()
    const attacker = await client().auth.signUp({ email, password: 'attacker-password' })
    expect(attacker.error).toBeNull()
    await admin().auth.admin.updateUserById(
      (await admin().auth.admin.listUsers()).data.users.find((u) => u.email === email)!.id,
      { email_confirm: true },
    )
    expect((await client().auth.signInWithPassword({ email, password: 'attacker-password' })).error?.code).toBe(
      'invalid_credentials',
    )
    expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
  })

  it('serves the local identity page only without Google and only to this machine', async () => {
    const google = await startFixtureStack({
      config: { google: { enabled: true, clientId: 'id', secret: 'secret', redirectUri: '' } },
    })
    try {
      const res = await fetch(`${google.url}/auth/v1/_local/identity`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'anyone@example.test', state: 'x' }),
      })
      expect(res.status).toBe(404)
    } finally {
      await google.close()
    }
  })

  it('keeps the mailbox to this machine, with no CORS for other origins', async () => {
    const res = await fetch(`${running.url}/_local/mail.json`, { headers: { origin: 'https://evil.example' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await fetch(`${running.url}/_local/mail.json`, { method: 'OPTIONS' })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('auth abuse: no enumeration', () => {
  it('answers sign-up for a registered address like a new one', async () => {
    const known = uniqueEmail('known')
    await admin().auth.admin.createUser({ email: known, password: PASSWORD, email_confirm: true })
    const a = await client().auth.signUp({ email: known, password: PASSWORD })
    const b = await client().auth.signUp({ email: uniqueEmail('fresh'), password: PASSWORD })
    expect(a.error).toBeNull()
    expect(b.error).toBeNull()
    const shape = (u: typeof a.data.user) => ({
      keys: Object.keys(u!).sort(),
      identities: u!.identities!.length,
      identityKeys: Object.keys(u!.identities![0]).sort(),
    })
    expect(shape(a.data.user)).toEqual(shape(b.data.user))
  })

  it('answers OTP without sign-up, and a second recovery, the same for known and unknown addresses', async () => {
    const known = uniqueEmail('otp-known')
    await admin().auth.admin.createUser({ email: known, password: PASSWORD, email_confirm: true })
    const unknown = uniqueEmail('otp-unknown')
    const otp = async (email: string) => {
      const res = await post('/otp', { email, create_user: false })
      return [res.status, await res.text()]
    }
    expect(await otp(unknown)).toEqual(await otp(uniqueEmail('otp-unknown-2')))
    const [knownStatus, knownBody] = await otp(known)
    const [unknownStatus, unknownBody] = await otp(unknown.replace('otp-unknown', 'otp-other'))
    expect([knownStatus, knownBody]).toEqual([unknownStatus, unknownBody])

    const recover = async (email: string) => {
      const first = await post('/recover', { email })
      const second = await post('/recover', { email })
      return [first.status, second.status, (await second.json()).code]
    }
    const recoverKnown = uniqueEmail('rec-known')
    await admin().auth.admin.createUser({ email: recoverKnown, password: PASSWORD, email_confirm: true })
    expect(await recover(recoverKnown)).toEqual(await recover(uniqueEmail('rec-unknown')))
  })
})
