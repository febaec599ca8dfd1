import { randomUUID } from 'node:crypto'
import * as OTPAuth from 'otpauth'
import { decodeJwt } from 'jose'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { isRelyingPartyOrigin } from '../src/auth/passkeys.ts'
import type { RunningStack } from '../src/server.ts'
import { startFixtureStack } from '../../../tests/setup/test-database.ts'
import { adminClient, anonClient, serviceRoleKey, signedInUser, stackUrl } from './helpers.ts'
import { SoftwareAuthenticator } from './software-authenticator.ts'

type Credential = Parameters<SupabaseClient['auth']['passkey']['verifyRegistration']>[0]['credential']
type Assertion = ReturnType<SoftwareAuthenticator['get']>

/** Where the ceremonies happen: the stack's own origin (http://localhost:<port>), as a browser there reports it. */
const origin = () => new URL(stackUrl()).origin

/** A member with one passkey on `authenticator`, registered through auth.passkey's two steps. */
async function memberWithPasskey(label: string, authenticator = new SoftwareAuthenticator()) {
  const member = await signedInUser(label)
  const passkey = await register(member.client, authenticator)
  return { ...member, authenticator, passkey }
}

async function register(client: SupabaseClient, authenticator: SoftwareAuthenticator) {
  const started = await client.auth.passkey.startRegistration()
  expect(started.error).toBeNull()
  const credential = authenticator.create(started.data!.options as never, origin()) as unknown as Credential
  const verified = await client.auth.passkey.verifyRegistration({ challengeId: started.data!.challenge_id, credential })
  expect(verified.error).toBeNull()
  return verified.data!
}

/** A fresh tab signing in with the authenticator's last passkey (or an altered assertion). */
async function signIn(authenticator: SoftwareAuthenticator, alter: (assertion: Assertion) => Assertion = (a) => a) {
  const client = anonClient()
  const started = await client.auth.passkey.startAuthentication()
  expect(started.error).toBeNull()
  const assertion = authenticator.get(started.data!.options as never, origin()) as unknown as Credential
  const result = await client.auth.passkey.verifyAuthentication({
    challengeId: started.data!.challenge_id,
    credential: alter(assertion as unknown as Assertion) as unknown as Credential,
  })
  return { client, result, challengeId: started.data!.challenge_id, assertion }
}

const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate()

describe('auth: passkeys (GoTrue /passkeys)', () => {
  it('offers registration options for the signed-in member, bound to the relying party', async () => {
    const member = await signedInUser('pk-options')
    const { data, error } = await member.client.auth.passkey.startRegistration()
    expect(error).toBeNull()
    expect(data!.challenge_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(data!.expires_at * 1000).toBeGreaterThan(Date.now() + 4 * 60_000)
    expect(data!.options).toMatchObject({
      rp: { id: 'localhost', name: 'Campus Network' },
      user: { name: member.email, displayName: member.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      timeout: 300_000,
    })
    // The user handle is the account id's text, as GoTrue's WebAuthnID: a passkey sign-in reads it back.
    expect(Buffer.from(data!.options.user.id, 'base64url').toString()).toBe(member.id)
  })

  it('registers a passkey, lists it, excludes it from the next registration, and renames it', async () => {
    const { client, authenticator, passkey } = await memberWithPasskey('pk-register')
    expect(passkey).toEqual({ id: expect.any(String), friendly_name: 'Passkey', created_at: expect.any(String) })

    const listed = await client.auth.passkey.list()
    expect(listed.error).toBeNull()
    expect(listed.data).toEqual([{ id: passkey.id, friendly_name: 'Passkey', created_at: passkey.created_at }])

    const next = await client.auth.passkey.startRegistration()
    expect(next.data!.options.excludeCredentials).toEqual([
      expect.objectContaining({ id: Buffer.from(authenticator.passkeys[0].id).toString('base64url') }),
    ])

    const renamed = await client.auth.passkey.update({ passkeyId: passkey.id, friendlyName: 'Work laptop' })
    expect(renamed.error).toBeNull()
    expect(renamed.data).toMatchObject({ id: passkey.id, friendly_name: 'Work laptop' })
    expect((await client.auth.passkey.list()).data!.map((p) => p.friendly_name)).toEqual(['Work laptop'])

    const empty = await client.auth.passkey.update({ passkeyId: passkey.id, friendlyName: '' })
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'friendly_name is required' })
    const long = await client.auth.passkey.update({ passkeyId: passkey.id, friendlyName: 'é'.repeat(61) })
    expect(long.error).toMatchObject({ status: 400, message: 'friendly_name must be 120 characters or less' })
    const unknown = await client.auth.passkey.update({ passkeyId: 'not-a-uuid', friendlyName: 'x' })
    expect(unknown.error).toMatchObject({ status: 404, message: 'Passkey not found' })
  })

  it('signs in with the passkey: a session for its owner, passkey in amr at aal1, last use recorded', async () => {
    const { client, id, authenticator, passkey } = await memberWithPasskey('pk-signin')
    const started = await anonClient().auth.passkey.startAuthentication()
    expect(started.data!.options).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' })
    expect(started.data!.options.allowCredentials ?? []).toEqual([])

    const { client: tab, result } = await signIn(authenticator)
    expect(result.error).toBeNull()
    expect(result.data!.user!.id).toBe(id)
    const claims = decodeJwt(result.data!.session!.access_token)
    expect(claims).toMatchObject({ sub: id, aal: 'aal1' })
    expect((claims.amr as { method: string }[]).map((m) => m.method)).toEqual(['passkey'])
    expect((await tab.auth.getUser()).data.user!.id).toBe(id)

    const [listed] = (await client.auth.passkey.list()).data!
    expect(listed).toMatchObject({ id: passkey.id, last_used_at: expect.any(String) })
  })

  it('refuses a wrong signature, a reused challenge, a foreign origin and a registration challenge', async () => {
    const { client, authenticator } = await memberWithPasskey('pk-refuse')
    const tampered = await signIn(authenticator, (a) => ({
      ...a,
      response: { ...a.response, signature: Buffer.from(randomUUID()).toString('base64url') },
    }))
    expect(tampered.result.error).toMatchObject({
      status: 400,
      code: 'webauthn_verification_failed',
      message: 'Credential verification failed',
    })

    const first = await signIn(authenticator)
    expect(first.result.error).toBeNull()
    const replay = await anonClient().auth.passkey.verifyAuthentication({
      challengeId: first.challengeId,
      credential: first.assertion,
    })
    expect(replay.error).toMatchObject({ status: 400, code: 'webauthn_challenge_not_found' })

    const elsewhere = await signIn(authenticator, (a) => {
      const data = JSON.parse(Buffer.from(a.response.clientDataJSON, 'base64url').toString())
      const forged = JSON.stringify({ ...data, origin: 'https://evil.example' })
      return { ...a, response: { ...a.response, clientDataJSON: Buffer.from(forged).toString('base64url') } }
    })
    expect(elsewhere.result.error).toMatchObject({ code: 'webauthn_verification_failed' })

    const registration = await client.auth.passkey.startRegistration()
    const crossed = await anonClient().auth.passkey.verifyAuthentication({
      challengeId: registration.data!.challenge_id,
      credential: authenticator.get({ challenge: registration.data!.options.challenge }, origin()) as never,
    })
    expect(crossed.error).toMatchObject({ status: 400, code: 'webauthn_challenge_not_found' })

    const malformed = await anonClient().auth.passkey.verifyAuthentication({
      challengeId: 'nope',
      credential: first.assertion,
    })
    expect(malformed.error).toMatchObject({ status: 400, message: 'challenge_id must be a valid UUID' })
  })

  it("keeps a member's passkeys from other members, and removes them for their owner only", async () => {
    const owner = await memberWithPasskey('pk-owner')
    const other = await signedInUser('pk-other')
    expect((await other.client.auth.passkey.list()).data).toEqual([])
    const rename = await other.client.auth.passkey.update({ passkeyId: owner.passkey.id, friendlyName: 'Mine now' })
    expect(rename.error).toMatchObject({ status: 404, message: 'Passkey not found' })
    const steal = await other.client.auth.passkey.delete({ passkeyId: owner.passkey.id })
    expect(steal.error).toMatchObject({ status: 404, message: 'Passkey not found' })
    expect((await owner.client.auth.passkey.list()).data).toHaveLength(1)

    const removed = await owner.client.auth.passkey.delete({ passkeyId: owner.passkey.id })
    expect(removed).toEqual({ data: null, error: null })
    expect((await owner.client.auth.passkey.list()).data).toEqual([])
    const after = await signIn(owner.authenticator)
    expect(after.result.error).toMatchObject({ code: 'webauthn_verification_failed' })
  })

  it('asks a member with two-step verification for aal2 to manage passkeys, and signs them in at aal1', async () => {
    const member = await memberWithPasskey('pk-mfa')
    const factor = await member.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
    await member.client.auth.mfa.challengeAndVerify({
      factorId: factor.data!.id,
      code: codeFor(factor.data!.totp.secret),
    })

    const { client, result } = await signIn(member.authenticator)
    expect(result.error).toBeNull()
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    const add = await client.auth.passkey.startRegistration()
    expect(add.error).toMatchObject({ status: 403, code: 'insufficient_aal' })
    const remove = await client.auth.passkey.delete({ passkeyId: member.passkey.id })
    expect(remove.error).toMatchObject({ status: 403, code: 'insufficient_aal' })
    // Renaming and listing need no second factor, as on GoTrue.
    expect((await client.auth.passkey.list()).data).toHaveLength(1)
  })

  it('refuses a banned member, and anonymous users cannot add passkeys', async () => {
    const member = await memberWithPasskey('pk-banned')
    await adminClient().auth.admin.updateUserById(member.id, { ban_duration: '1h' })
    expect((await signIn(member.authenticator)).result.error).toMatchObject({ status: 403, code: 'user_banned' })

    const guest = anonClient()
    await guest.auth.signInAnonymously()
    const { error } = await guest.auth.passkey.startRegistration()
    expect(error).toMatchObject({ status: 403, code: 'no_authorization' })
  })

  it("lets the admin API list and delete a member's passkeys", async () => {
    const member = await memberWithPasskey('pk-admin')
    const admin = adminClient().auth.admin.passkey
    const listed = await admin.listPasskeys({ userId: member.id })
    expect(listed.data).toEqual([expect.objectContaining({ id: member.passkey.id, friendly_name: 'Passkey' })])
    expect((await admin.deletePasskey({ userId: member.id, passkeyId: member.passkey.id })).error).toBeNull()
    expect((await admin.listPasskeys({ userId: member.id })).data).toEqual([])
    const res = await fetch(`${stackUrl()}/auth/v1/admin/users/not-a-uuid/passkeys`, {
      headers: { apikey: serviceRoleKey(), authorization: `Bearer ${serviceRoleKey()}` },
    })
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'validation_failed', message: 'user_id must be an UUID' })
  })
})

describe('auth: passkeys turned off', () => {
  let off: RunningStack
  beforeAll(async () => {
    off = await startFixtureStack({ config: { passkey: { enabled: false } } })
  })
  afterAll(() => off.close())

  it('answers 404 passkey_disabled, as GoTrue does, and says so in /settings', async () => {
    const headers = { apikey: off.stack.keys.anonKey, 'content-type': 'application/json' }
    const res = await fetch(`${off.url}/auth/v1/passkeys/authentication/options`, {
      method: 'POST',
      headers,
      body: '{}',
    })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ code: 'passkey_disabled', message: 'Passkeys are disabled' })
    const settings = await (await fetch(`${off.url}/auth/v1/settings`)).json()
    expect(settings.passkeys_enabled).toBe(false)
  })
})

describe('auth: the relying party', () => {
  it('takes the configured origins and, for localhost, its own host on any port', () => {
    const passkey = loadConfig('supabase/config.toml').passkey
    expect(passkey).toMatchObject({ enabled: true, rpId: 'localhost', rpDisplayName: 'Campus Network' })
    expect(isRelyingPartyOrigin(passkey, 'http://localhost:5173')).toBe(true)
    expect(isRelyingPartyOrigin(passkey, 'http://localhost:61234')).toBe(true)
    expect(isRelyingPartyOrigin(passkey, 'http://127.0.0.1:5173')).toBe(false)
    expect(isRelyingPartyOrigin(passkey, 'http://localhost.evil.example')).toBe(false)
    const hosted = { ...passkey, rpId: 'campus.example.org', rpOrigins: ['https://campus.example.org'] }
    expect(isRelyingPartyOrigin(hosted, 'https://campus.example.org')).toBe(true)
    expect(isRelyingPartyOrigin(hosted, 'https://campus.example.org:8443')).toBe(false)
    // Without [auth.webauthn], the site URL is the relying party.
    expect(loadConfig(null).passkey).toMatchObject({ rpId: 'localhost', rpOrigins: ['http://localhost:5173'] })
  })
})
