import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { adminClient, serviceRoleKey, signedInUser, stackUrl } from './helpers.ts'

describe('auth admin MFA (GoTrue /admin/users/:id/factors)', () => {
  it("lists a member's factors and deletes one, as auth.admin.mfa does", async () => {
    const member = await signedInUser('mfa-admin')
    const enrolled = await member.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' })
    expect(enrolled.error).toBeNull()
    const admin = adminClient().auth.admin.mfa

    const listed = await admin.listFactors({ userId: member.id })
    expect(listed.error).toBeNull()
    expect(listed.data!.factors).toEqual([
      expect.objectContaining({
        id: enrolled.data!.id,
        friendly_name: 'Phone app',
        factor_type: 'totp',
        status: 'unverified',
      }),
    ])

    const deleted = await admin.deleteFactor({ userId: member.id, id: enrolled.data!.id })
    expect(deleted.error).toBeNull()
    // auth-js wraps GoTrue's answer (the deleted factor) once more here: `data` is `{ data: factor, error: null }`.
    expect(deleted.data).toMatchObject({ data: { id: enrolled.data!.id } })
    expect((await admin.listFactors({ userId: member.id })).data!.factors).toEqual([])

    const again = await admin.deleteFactor({ userId: member.id, id: enrolled.data!.id })
    expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
  })

  it('answers 400 for an id that is not a UUID and 404 for an unknown user', async () => {
    const res = await fetch(`${stackUrl()}/auth/v1/admin/users/not-a-uuid/factors`, {
      headers: { apikey: serviceRoleKey(), authorization: `Bearer ${serviceRoleKey()}` },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'validation_failed' })
    const unknown = await adminClient().auth.admin.mfa.listFactors({ userId: randomUUID() })
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' })
  })

  it('is for the service role only', async () => {
    const member = await signedInUser('mfa-nosy')
    const { data } = await member.client.auth.getSession()
    const res = await fetch(`${stackUrl()}/auth/v1/admin/users/${member.id}/factors`, {
      headers: { apikey: serviceRoleKey(), authorization: `Bearer ${data.session!.access_token}` },
    })
    expect(res.status).toBe(403)
  })
})
