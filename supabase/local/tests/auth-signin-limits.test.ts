import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ws from 'ws'
import type { RunningStack } from '../src/server.ts'
import { FailedSignIns } from '../src/auth/sign-in-limits.ts'
import { PASSWORD, uniqueEmail } from './helpers.ts'
import { startFixtureStack } from '../../../tests/setup/test-database.ts'

const HOUR = 3_600_000

describe('failed sign-ins: the counts, on a clock of our own', () => {
  const setup = () => {
    let now = 1_000_000
    const limits = new FailedSignIns({ perAccountAndAddress: 3, cooldownMs: 15 * 60_000, warnAfter: 4 }, () => now)
    return { limits, advance: (ms: number) => void (now += ms) }
  }

  it('cool down an account and address pair, not the account, until the window ends', () => {
    const { limits, advance } = setup()
    for (let i = 0; i < 3; i++) limits.recordFailure('a@x.test', '1.1.1.1')
    expect(limits.isCoolingDown('a@x.test', '1.1.1.1')).toBe(true)
    expect(limits.isCoolingDown('a@x.test', '2.2.2.2')).toBe(false)
    expect(limits.isCoolingDown('b@x.test', '1.1.1.1')).toBe(false)
    advance(15 * 60_000)
    expect(limits.isCoolingDown('a@x.test', '1.1.1.1')).toBe(false)
  })

  it('forget an address’s mistakes once it gives the right password', () => {
    const { limits } = setup()
    limits.recordFailure('a@x.test', '1.1.1.1')
    limits.recordFailure('a@x.test', '1.1.1.1')
    limits.recordSuccess('a@x.test', '1.1.1.1')
    limits.recordFailure('a@x.test', '1.1.1.1')
    expect(limits.isCoolingDown('a@x.test', '1.1.1.1')).toBe(false)
  })

  it('warn once the account’s failures from all addresses reach the threshold within an hour, then not for an hour', () => {
    const { limits, advance } = setup()
    const fail = (address: string) => limits.recordFailure('a@x.test', address)
    expect([fail('1'), fail('2'), fail('3')]).toEqual([false, false, false])
    expect(fail('4')).toBe(true)
    limits.warned('a@x.test')
    for (let i = 0; i < 20; i++) expect(fail(`5.${i}`)).toBe(false)
    // An hour later the guessing goes on: a new warning once the last hour holds four failures again.
    advance(HOUR)
    expect([fail('6'), fail('7'), fail('8')]).toEqual([false, false, false])
    expect(fail('9')).toBe(true)
  })

  it('not count failures spread over more than an hour', () => {
    const { limits, advance } = setup()
    for (let i = 0; i < 10; i++) {
      expect(limits.recordFailure('a@x.test', `${i}`)).toBe(false)
      advance(HOUR / 3)
    }
  })
})

// A stack of its own. This machine stands for a trusted proxy, so X-Forwarded-For names the client: a stranger
// and the owner speak from addresses of their own. The sign-in limits are config.toml's (10 per account and
// address, a warning at 20 an hour).
let running: RunningStack
beforeAll(async () => {
  running = await startFixtureStack({
    config: {
      trustedProxies: ['127.0.0.1', '::1'],
      rateLimit: { emailSent: 1e6, emailSentPerAddress: 1e6, emailSentPerRecipient: 1e6 },
    },
  })
})
afterAll(() => running.close())

let lastAddress = 0
/** A client speaking from an address no other test uses. */
const clientFrom = () =>
  createClient(running.url, running.stack.keys.anonKey, {
    global: { headers: { 'x-forwarded-for': `198.51.100.${++lastAddress}` } },
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  })

async function member(label: string) {
  const email = uniqueEmail(label)
  const admin = createClient(running.url, running.stack.keys.serviceRoleKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false },
  })
  const { error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
  if (error) throw error
  return email
}

const warnings = async (to: string) => {
  const res = await fetch(`${running.url}/_local/mail.json?to=${encodeURIComponent(to)}`)
  return ((await res.json()) as { subject: string; text: string; links: string[] }[]).filter(
    (m) => m.subject === 'Failed sign-in attempts on your account',
  )
}

const signInCode = async (client: ReturnType<typeof clientFrom>, email: string, password: string) =>
  (await client.auth.signInWithPassword({ email, password })).error?.code ?? 'signed in'

const LIMITED = { status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' }

describe('sign-in limits nobody can turn against a member', () => {
  it('50 wrong passwords from other addresses: each guesser is stopped, the owner signs in at once, warned once', async () => {
    const email = await member('target')
    const strangers = Array.from({ length: 5 }, clientFrom)
    const answers: string[] = []
    for (const stranger of strangers)
      for (let i = 0; i < 10; i++) answers.push(await signInCode(stranger, email, `guess-${i}-password`))
    expect(answers).toEqual(Array(50).fill('invalid_credentials'))
    // Each stranger's address is cooled down for this account, even when it finds the password.
    for (const stranger of strangers) {
      const { error } = await stranger.auth.signInWithPassword({ email, password: PASSWORD })
      expect(error).toMatchObject(LIMITED)
    }

    const owner = clientFrom()
    const { data, error } = await owner.auth.signInWithPassword({ email, password: PASSWORD })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)

    const sent = await warnings(email)
    expect(sent).toHaveLength(1)
    expect(sent[0].text).toContain('with a wrong password 20 times within the last hour')
    expect(sent[0].text).toContain('If this was you, you can ignore this email.')
    expect(sent[0].text).toMatch(/change your password .* turn on two-step verification/)
    expect(sent[0].links).toEqual(['http://localhost:5173/settings/account'])
  })

  it('one address guessing one account is stopped after ten wrong passwords, for that account only', async () => {
    const email = await member('guessed')
    const own = await member('guesser-own')
    const guesser = clientFrom()
    const answers: string[] = []
    for (let i = 0; i < 10; i++) answers.push(await signInCode(guesser, email, `guess-${i}-password`))
    expect(answers).toEqual(Array(10).fill('invalid_credentials'))
    expect((await guesser.auth.signInWithPassword({ email, password: 'guess-10-password' })).error).toMatchObject(
      LIMITED,
    )
    expect((await guesser.auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject(LIMITED)
    // The same address signs in to another account, and the owner signs in from theirs.
    expect(await signInCode(guesser, own, PASSWORD)).toBe('signed in')
    expect(await signInCode(clientFrom(), email, PASSWORD)).toBe('signed in')
    // Ten failures are far from the warning's twenty.
    expect(await warnings(email)).toEqual([])
  })

  it('answers an address with no account exactly as a member’s, cool-down included', async () => {
    const known = await member('known')
    const unknown = uniqueEmail('unknown')
    const guess = async (email: string) => {
      const from = clientFrom()
      const answers: string[] = []
      for (let i = 0; i < 11; i++) answers.push(await signInCode(from, email, `guess-${i}-password`))
      return answers
    }
    expect(await guess(unknown)).toEqual(await guess(known))
  })

  it('forgets an address’s mistakes once the right password comes from it', async () => {
    const email = await member('typo')
    const owner = clientFrom()
    for (let i = 0; i < 9; i++) expect(await signInCode(owner, email, `typo-${i}-password`)).toBe('invalid_credentials')
    expect(await signInCode(owner, email, PASSWORD)).toBe('signed in')
    for (let i = 0; i < 9; i++) expect(await signInCode(owner, email, `typo-${i}-password`)).toBe('invalid_credentials')
    expect(await signInCode(owner, email, PASSWORD)).toBe('signed in')
  })
})
