import { createHash, randomBytes } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import ws from 'ws'
import { PASSWORD, anonClient, anonKey, latestMail, otpFrom, signedInUser, stackUrl, uniqueEmail } from './helpers.ts'
import { startFixtureStack } from '../../../tests/setup/test-database.ts'

const SITE = 'http://localhost:5173'
const ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email'
const TO_CURRENT = /^Confirm email change$/
const TO_NEW = /^Confirm your new email address$/

/** Follows a mail link the way a browser would, and returns where the stack sends it. */
async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' })
  expect(res.status).toBe(303)
  return new URL(res.headers.get('location')!)
}

const fragment = (url: URL) => new URLSearchParams(url.hash.slice(1))

/** A member who asked to move to a new address; both mails have arrived. */
async function changeRequested(label: string) {
  const member = await signedInUser(label)
  const next = uniqueEmail(`${label}-new`)
  const { data, error } = await member.client.auth.updateUser({ email: next })
  expect(error).toBeNull()
  expect(data.user).toMatchObject({ email: member.email, new_email: next })
  const toCurrent = await latestMail(member.email, TO_CURRENT)
  const toNew = await latestMail(next, TO_NEW)
  return { ...member, next, toCurrent, toNew }
}

const emailNow = async (client: Awaited<ReturnType<typeof signedInUser>>['client']) =>
  (await client.auth.getUser()).data.user?.email

describe('auth: e-mail change confirmed by both addresses (double_confirm_changes)', () => {
  it('mails the current and the new address, each a link of its own that names both addresses', async () => {
    const { email, next, toCurrent, toNew } = await changeRequested('both-mails')
    expect(toCurrent.links).toHaveLength(1)
    expect(toNew.links).toHaveLength(1)
    expect(toCurrent.links[0]).not.toBe(toNew.links[0])
    expect(toCurrent.text).toContain(`from ${email} to ${next}`)
    expect(toCurrent.text).toContain(`We sent a link to ${next} too`)
    expect(toNew.text).toContain(`We sent a link to ${email} too`)
  })

  it('the current address’s link alone changes nothing; the new one’s then does', async () => {
    const { client, email, next, toCurrent, toNew } = await changeRequested('current-first')
    const first = await follow(toCurrent.links[0])
    expect(`${first.origin}${first.pathname}`).toBe(`${SITE}/`)
    expect(Object.fromEntries(fragment(first))).toEqual({ message: ACCEPTED, sb: '' })
    expect(await emailNow(client)).toBe(email)
    expect((await client.auth.getUser()).data.user?.new_email).toBe(next)

    const second = await follow(toNew.links[0])
    expect(fragment(second).get('access_token')).toBeTruthy()
    expect(fragment(second).get('type')).toBe('email_change')
    expect(await emailNow(client)).toBe(next)
    expect((await client.auth.getUser()).data.user?.new_email).toBeUndefined()
    // The e-mail identity names the new address, and the member signs in with it.
    const { data } = await client.auth.getUserIdentities()
    expect(data!.identities.find((i) => i.provider === 'email')?.identity_data?.email).toBe(next)
    expect((await anonClient().auth.signInWithPassword({ email: next, password: PASSWORD })).error).toBeNull()
  })

  it('the order does not matter: the new address first, then the current one', async () => {
    const { client, email, next, toCurrent, toNew } = await changeRequested('new-first')
    expect(fragment(await follow(toNew.links[0])).get('message')).toBe(ACCEPTED)
    expect(await emailNow(client)).toBe(email)
    expect(fragment(await follow(toCurrent.links[0])).get('access_token')).toBeTruthy()
    expect(await emailNow(client)).toBe(next)
  })

  it('a link followed twice counts once', async () => {
    const { client, email, toCurrent } = await changeRequested('twice')
    expect(fragment(await follow(toCurrent.links[0])).get('message')).toBe(ACCEPTED)
    const again = fragment(await follow(toCurrent.links[0]))
    expect(again.get('error_code')).toBe('otp_expired')
    expect(await emailNow(client)).toBe(email)
  })

  it('codes work as the links do, each checked with the address it was sent to', async () => {
    const { client, email, next, toCurrent, toNew } = await changeRequested('codes')
    const wrongAddress = await anonClient().auth.verifyOtp({
      email: next,
      token: otpFrom(toCurrent),
      type: 'email_change',
    })
    expect(wrongAddress.error).toMatchObject({ status: 403, code: 'otp_expired' })
    const res = await fetch(`${stackUrl()}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'email_change', email, token: otpFrom(toCurrent) }),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ msg: ACCEPTED, code: '200' })
    expect(await emailNow(client)).toBe(email)
    const last = await anonClient().auth.verifyOtp({ email: next, token: otpFrom(toNew), type: 'email_change' })
    expect(last.error).toBeNull()
    expect(last.data.session?.user.email).toBe(next)
  })

  it('PKCE: the first link carries the message in the query too, the second a code to exchange', async () => {
    // Over HTTP: supabase-js drops its code verifier when updateUser saves the session (supabase-js#2512).
    const { session, email } = await signedInUser('pkce-change')
    const next = uniqueEmail('pkce-change-new')
    const verifier = randomBytes(32).toString('base64url')
    const redirectTo = `${SITE}/auth/callback?next=%2Fsettings%2Faccount`
    const headers = { apikey: anonKey(), 'content-type': 'application/json' }
    const asked = await fetch(`${stackUrl()}/auth/v1/user?redirect_to=${encodeURIComponent(redirectTo)}`, {
      method: 'PUT',
      headers: { ...headers, authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({
        email: next,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 's256',
      }),
    })
    expect(asked.status).toBe(200)

    const first = await follow((await latestMail(email, TO_CURRENT)).links[0])
    expect(`${first.origin}${first.pathname}`).toBe(`${SITE}/auth/callback`)
    expect([...first.searchParams.keys()]).toEqual(['message', 'next'])
    expect(first.searchParams.get('next')).toBe('/settings/account')
    expect(first.searchParams.get('message')).toBe(ACCEPTED)
    expect(Object.fromEntries(fragment(first))).toEqual({ message: ACCEPTED, sb: '' })

    const second = await follow((await latestMail(next, TO_NEW)).links[0])
    const exchanged = await fetch(`${stackUrl()}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ auth_code: second.searchParams.get('code'), code_verifier: verifier }),
    })
    expect(exchanged.status).toBe(200)
    expect((await exchanged.json()).user.email).toBe(next)
  })
})

describe('auth: e-mail change with double_confirm_changes off', () => {
  it('mails the new address only, and its link alone changes the address', async () => {
    const single = await startFixtureStack({ config: { doubleConfirmChanges: false } })
    try {
      const client = (key: string) =>
        createClient(single.url, key, {
          realtime: { transport: ws as never },
          auth: { persistSession: false, autoRefreshToken: false },
        })
      const email = uniqueEmail('single')
      await client(single.stack.keys.serviceRoleKey).auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
      })
      const member = client(single.stack.keys.anonKey)
      await member.auth.signInWithPassword({ email, password: PASSWORD })
      const next = uniqueEmail('single-new')
      expect((await member.auth.updateUser({ email: next })).error).toBeNull()
      const mails = async (to: string) =>
        (await (await fetch(`${single.url}/_local/mail.json?to=${encodeURIComponent(to)}`)).json()) as {
          subject: string
          text: string
          links: string[]
        }[]
      expect(await mails(email)).toEqual([])
      const [toNew] = await mails(next)
      expect(toNew.subject).toBe('Confirm your new email address')
      expect(toNew.text).not.toContain('We sent a link to')
      expect(fragment(await follow(toNew.links[0])).get('access_token')).toBeTruthy()
      expect((await member.auth.getUser()).data.user?.email).toBe(next)
    } finally {
      await single.close()
    }
  })
})
