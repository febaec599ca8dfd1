import { describe, expect, it } from 'vitest'
import { adminClient, anonClient, latestMail, stackUrl, serviceRoleKey, uniqueEmail } from './helpers.ts'

describe('auth admin: invite, input validation and redirectTo (GoTrue /invite, /admin)', () => {
  it('invites by e-mail: an unconfirmed account and a mail whose link confirms and signs in', async () => {
    const email = uniqueEmail('invited')
    const { data, error } = await adminClient().auth.admin.inviteUserByEmail(email, {
      data: { full_name: 'Invited Person' },
      redirectTo: 'http://localhost:5173/welcome',
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Invited Person' } })
    expect(data.user!.email_confirmed_at).toBeUndefined()
    const mail = await latestMail(email, /invited/i)
    const link = new URL(mail.links[0])
    expect(link.searchParams.get('type')).toBe('invite')
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:5173/welcome')
    const landed = await fetch(link, { redirect: 'manual' })
    expect(landed.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/welcome#access_token=/)
    const again = await adminClient().auth.admin.inviteUserByEmail(email)
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' })
  })

  it('refuses a malformed address and bad pagination with 400 validation_failed', async () => {
    const bad = await adminClient().auth.admin.createUser({ email: 'not-an-address', password: 'long-enough-pw' })
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' })
    const invite = await adminClient().auth.admin.inviteUserByEmail('also not an address')
    expect(invite.error).toMatchObject({ status: 400, code: 'validation_failed' })
    for (const page of ['-1', 'abc']) {
      const res = await fetch(`${stackUrl()}/auth/v1/admin/users?page=${page}`, {
        headers: { apikey: serviceRoleKey(), authorization: `Bearer ${serviceRoleKey()}` },
      })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'validation_failed' })
    }
    const listed = await adminClient().auth.admin.listUsers({ page: 1, perPage: 1 })
    expect(listed.error).toBeNull()
    expect(listed.data.users).toHaveLength(1)
    expect((listed.data as { nextPage: number | null }).nextPage).toBe(2)
  })

  it('generateLink carries options.redirectTo into the action link', async () => {
    const email = uniqueEmail('linked')
    await adminClient().auth.admin.createUser({ email, password: 'long-enough-pw', email_confirm: true })
    const { data, error } = await adminClient().auth.admin.generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: 'http://localhost:5173/after' },
    })
    expect(error).toBeNull()
    expect(data.properties!.redirect_to).toBe('http://localhost:5173/after')
    expect(new URL(data.properties!.action_link).searchParams.get('redirect_to')).toBe('http://localhost:5173/after')
  })

  it('only the service role may invite', async () => {
    const res = await anonClient().auth.admin.inviteUserByEmail(uniqueEmail('nobody'))
    expect(res.error).toMatchObject({ status: 403 })
  })
})
