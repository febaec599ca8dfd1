import { describe, expect, it } from 'vitest'
import { PASSWORD, anonClient, latestMail, otpFrom, signedInUser } from './helpers.ts'

describe('auth: reauthenticate and secure password change (GoTrue /reauthenticate, PUT /user)', () => {
  it('mails a nonce; the password changes with it, and the old password stops working', async () => {
    const { client, email } = await signedInUser('reauth')
    const { error } = await client.auth.reauthenticate()
    expect(error).toBeNull()
    const mail = await latestMail(email, /reauthentication/i)
    expect(mail.subject).toBe('Confirm reauthentication')
    const nonce = otpFrom(mail)
    const changed = await client.auth.updateUser({ password: 'a-brand-new-password', nonce })
    expect(changed.error).toBeNull()
    const old = await anonClient().auth.signInWithPassword({ email, password: PASSWORD })
    expect(old.error).toMatchObject({ code: 'invalid_credentials' })
    const fresh = await anonClient().auth.signInWithPassword({ email, password: 'a-brand-new-password' })
    expect(fresh.error).toBeNull()
  })

  it('refuses a wrong nonce and a nonce nobody asked for, changing nothing', async () => {
    const { client, email } = await signedInUser('reauth-wrong')
    const unasked = await client.auth.updateUser({ password: 'another-password-1', nonce: '123456' })
    expect(unasked.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' })
    await client.auth.reauthenticate()
    const nonce = otpFrom(await latestMail(email, /reauthentication/i))
    const wrong = nonce === '000000' ? '111111' : '000000'
    const refused = await client.auth.updateUser({ password: 'another-password-1', nonce: wrong })
    expect(refused.error).toMatchObject({
      status: 403,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    })
    const still = await anonClient().auth.signInWithPassword({ email, password: PASSWORD })
    expect(still.error).toBeNull()
  })

  it('a nonce is spent once, and a new password ends the member’s other sessions', async () => {
    const { client, email } = await signedInUser('reauth-once')
    const elsewhere = anonClient()
    await elsewhere.auth.signInWithPassword({ email, password: PASSWORD })
    await client.auth.reauthenticate()
    const nonce = otpFrom(await latestMail(email, /reauthentication/i))
    expect((await client.auth.updateUser({ password: 'first-new-password', nonce })).error).toBeNull()
    const reused = await client.auth.updateUser({ password: 'second-new-password', nonce })
    expect(reused.error).toMatchObject({ code: 'reauthentication_not_valid' })
    // The other session's token now names a session that is gone: auth-js drops it.
    const other = await elsewhere.auth.getUser()
    expect(other.data.user).toBeNull()
    expect((await elsewhere.auth.getSession()).data.session).toBeNull()
    expect((await client.auth.getUser()).error).toBeNull()
  })

  it('asks again no sooner than max_frequency', async () => {
    const { client } = await signedInUser('reauth-often')
    expect((await client.auth.reauthenticate()).error).toBeNull()
    const again = await client.auth.reauthenticate()
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
  })
})
