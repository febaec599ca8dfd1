import { describe, expect, it } from 'vitest'
import * as OTPAuth from 'otpauth'
import { decodeJwt } from 'jose'
import type { SupabaseClient } from '@supabase/supabase-js'
import { PASSWORD, anonClient, signedInUser, uniqueEmail } from './helpers.ts'

/** The code an authenticator app shows for `secret` at `timestamp` (no waiting on the clock). */
const codeFor = (secret: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp })

async function enrolled(client: SupabaseClient, friendlyName = 'Phone') {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName })
  expect(error).toBeNull()
  return data!
}

async function verifyWith(client: SupabaseClient, factorId: string, code: string) {
  const challenge = await client.auth.mfa.challenge({ factorId })
  expect(challenge.error).toBeNull()
  return client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code })
}

describe('auth: MFA with TOTP factors (GoTrue /factors)', () => {
  it('enrols a factor with a secret, an otpauth URI and a QR code, unverified until a code proves it', async () => {
    const { client } = await signedInUser('mfa-enrol')
    const factor = await enrolled(client)
    expect(factor.type).toBe('totp')
    expect(factor.friendly_name).toBe('Phone')
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]{32}/)
    expect(factor.totp.uri).toContain('issuer=localhost%3A5173')
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/)

    const listed = await client.auth.mfa.listFactors()
    expect(listed.data!.all.map((f) => [f.id, f.status])).toEqual([[factor.id, 'unverified']])
    expect(listed.data!.totp).toEqual([])
    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })
  })

  it('verifies a code: the session becomes aal2 with totp first in amr, and the factor verified', async () => {
    const { client } = await signedInUser('mfa-verify')
    const factor = await enrolled(client)
    const { data, error } = await verifyWith(client, factor.id, codeFor(factor.totp.secret))
    expect(error).toBeNull()
    const claims = decodeJwt(data!.access_token)
    expect(claims.aal).toBe('aal2')
    expect((claims.amr as { method: string }[]).map((m) => m.method)).toEqual(['totp', 'password'])
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    const listed = await client.auth.mfa.listFactors()
    expect(listed.data!.totp.map((f) => f.id)).toEqual([factor.id])
  })

  it('accepts the code of the previous 30-second step, and refuses wrong, old and malformed codes', async () => {
    const { client } = await signedInUser('mfa-window')
    const factor = await enrolled(client)
    for (const code of ['000000x', codeFor(factor.totp.secret, Date.now() - 5 * 60_000), 'abcdef']) {
      const { error } = await verifyWith(client, factor.id, code)
      expect(error).toMatchObject({
        status: 422,
        code: 'mfa_verification_failed',
        message: 'Invalid TOTP code entered',
      })
    }
    const { error } = await verifyWith(client, factor.id, codeFor(factor.totp.secret, Date.now() - 30_000))
    expect(error).toBeNull()
  })

  it('a member with a verified factor signs in at aal1 with aal2 next, and reaches aal2 with a code', async () => {
    const { client, email } = await signedInUser('mfa-signin')
    const factor = await enrolled(client)
    await verifyWith(client, factor.id, codeFor(factor.totp.secret))

    const next = anonClient()
    await next.auth.signInWithPassword({ email, password: PASSWORD })
    const aal = await next.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    const { data: factors } = await next.auth.mfa.listFactors()
    const { error } = await next.auth.mfa.challengeAndVerify({
      factorId: factors!.totp[0].id,
      code: codeFor(factor.totp.secret),
    })
    expect(error).toBeNull()
    expect((await next.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2')
    // The aal2 session survives a refresh.
    const refreshed = await next.auth.refreshSession()
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2')
  })

  it('PUT /user: with a verified factor an aal1 session may not change the e-mail or the password', async () => {
    const { client, email } = await signedInUser('mfa-update')
    const factor = await enrolled(client)
    await verifyWith(client, factor.id, codeFor(factor.totp.secret))
    const aal1 = anonClient()
    await aal1.auth.signInWithPassword({ email, password: PASSWORD })
    const refusal = {
      status: 401,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to update email or password when MFA is enabled.',
    }
    expect((await aal1.auth.updateUser({ email: uniqueEmail('mfa-update-new') })).error).toMatchObject(refusal)
    expect((await aal1.auth.updateUser({ password: 'another-long-password' })).error).toMatchObject(refusal)
    // A refused request changes nothing, its metadata included; metadata alone, or the same address, is fine.
    const mixed = await aal1.auth.updateUser({ email: uniqueEmail('mfa-update-new'), data: { refused: true } })
    expect(mixed.error).toMatchObject(refusal)
    const metadata = await aal1.auth.updateUser({ email, data: { city: 'Lyon' } })
    expect(metadata.error).toBeNull()
    expect(metadata.data.user?.user_metadata).toEqual({ city: 'Lyon' })
    expect(metadata.data.user?.new_email).toBeUndefined()

    // At aal2 both go through.
    const next = uniqueEmail('mfa-update-new')
    const changed = await client.auth.updateUser({ email: next })
    expect(changed.error).toBeNull()
    expect(changed.data.user?.new_email).toBe(next)
    expect((await client.auth.updateUser({ password: 'another-long-password' })).error).toBeNull()
  })

  it('PUT /user: without a verified factor an aal1 session changes the password and the e-mail', async () => {
    const { client } = await signedInUser('mfa-none')
    await enrolled(client) // unverified: two-step verification is not on
    expect((await client.auth.updateUser({ password: 'another-long-password' })).error).toBeNull()
    expect((await client.auth.updateUser({ email: uniqueEmail('mfa-none-new') })).error).toBeNull()
  })

  it('unenrols: an unverified factor at aal1, a verified one only at aal2', async () => {
    const { client, email } = await signedInUser('mfa-unenrol')
    const loose = await enrolled(client, 'Loose')
    expect((await client.auth.mfa.unenroll({ factorId: loose.id })).error).toBeNull()

    const factor = await enrolled(client, 'Kept')
    await verifyWith(client, factor.id, codeFor(factor.totp.secret))
    const aal1 = anonClient()
    await aal1.auth.signInWithPassword({ email, password: PASSWORD })
    const refused = await aal1.auth.mfa.unenroll({ factorId: factor.id })
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' })
    const enrolAtAal1 = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' })
    expect(enrolAtAal1.error).toMatchObject({ status: 403, code: 'insufficient_aal' })

    const { data } = await client.auth.mfa.unenroll({ factorId: factor.id })
    expect(data).toEqual({ id: factor.id })
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([])
  })

  it("answers GoTrue's errors: unknown factor, another member's factor, duplicate name, other types", async () => {
    const { client } = await signedInUser('mfa-errors')
    const other = await signedInUser('mfa-other')
    const theirs = await enrolled(other.client)
    const unknown = await client.auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-00000000dead' })
    expect(unknown.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
    const stolen = await client.auth.mfa.challenge({ factorId: theirs.id })
    expect(stolen.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })

    await enrolled(client, 'Laptop')
    const twice = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' })
    expect(twice.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' })
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' })
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' })

    const mine = await enrolled(client, 'Tablet')
    const wrongChallenge = await client.auth.mfa.verify({
      factorId: mine.id,
      challengeId: '00000000-0000-4000-8000-00000000beef',
      code: codeFor(mine.totp.secret),
    })
    expect(wrongChallenge.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' })
  })

  it('a challenge is used once', async () => {
    const { client } = await signedInUser('mfa-once')
    const factor = await enrolled(client)
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id })
    const code = codeFor(factor.totp.secret)
    const first = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code })
    expect(first.error).toBeNull()
    const again = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code })
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' })
  })
})
