import { describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { anonClient, signedInUser, uniqueEmail } from './helpers.ts'

/** Answers the provider page linkIdentity's URL opens (the local stand-in for Google) as `sub`. */
async function completeLink(url: string, sub: string, email: string) {
  const pageUrl = new URL(url)
  expect(pageUrl.pathname).toBe('/auth/v1/_local/identity')
  return fetch(pageUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: pageUrl.searchParams.get('state')!, email, name: 'Linked Person', sub }),
  })
}

describe('auth: anonymous sign-in (enable_anonymous_sign_ins)', () => {
  it('signs in without an address: an authenticated, anonymous user with no identities', async () => {
    const client = anonClient()
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { nickname: 'guest' } } })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ is_anonymous: true, email: '', identities: [] })
    expect(data.user!.user_metadata).toEqual({ nickname: 'guest' })
    const claims = decodeJwt(data.session!.access_token)
    expect(claims).toMatchObject({ role: 'authenticated', is_anonymous: true, aal: 'aal1' })
    expect((claims.amr as { method: string }[])[0].method).toBe('anonymous')
    expect((await client.auth.getUser()).data.user?.is_anonymous).toBe(true)
  })
})

describe('auth: identity link and unlink (enable_manual_linking)', () => {
  it('links a Google identity to the signed-in member, lists it, and unlinks it', async () => {
    const { client, id } = await signedInUser('link')
    const { data, error } = await client.auth.linkIdentity({
      provider: 'google',
      options: { skipBrowserRedirect: true },
    })
    expect(error).toBeNull()
    const back = await completeLink(data.url!, `google-${id}`, uniqueEmail('google-link'))
    expect(back.status).toBe(303)
    const identities = await client.auth.getUserIdentities()
    expect(identities.data!.identities.map((i) => i.provider).sort()).toEqual(['email', 'google'])
    const google = identities.data!.identities.find((i) => i.provider === 'google')!
    expect((await client.auth.unlinkIdentity(google)).error).toBeNull()
    const after = await client.auth.getUserIdentities()
    expect(after.data!.identities.map((i) => i.provider)).toEqual(['email'])
  })

  it('refuses to unlink the last identity, or one that is not the member’s', async () => {
    const { client } = await signedInUser('unlink-last')
    const { data } = await client.auth.getUserIdentities()
    const last = await client.auth.unlinkIdentity(data!.identities[0])
    expect(last.error).toMatchObject({ status: 422, code: 'single_identity_not_deletable' })
    const other = await signedInUser('unlink-other')
    const theirs = (await other.client.auth.getUserIdentities()).data!.identities[0]
    const refused = await client.auth.unlinkIdentity(theirs)
    expect(refused.error).toMatchObject({ status: 404, code: 'identity_not_found' })
  })

  it('refuses to link an identity that already belongs to another member', async () => {
    const first = await signedInUser('link-first')
    const second = await signedInUser('link-second')
    const sub = `google-shared-${first.id}`
    const a = await first.client.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } })
    await completeLink(a.data.url!, sub, uniqueEmail('shared'))
    const b = await second.client.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } })
    const refused = await completeLink(b.data.url!, sub, uniqueEmail('shared'))
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({ code: 'identity_already_exists' })
  })
})
