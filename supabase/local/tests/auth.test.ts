import { describe, expect, it, vi } from 'vitest'
import { decodeJwt } from 'jose'
import {
  PASSWORD,
  adminClient,
  anonClient,
  anonKey,
  latestMail,
  otpFrom,
  signedInUser,
  stackUrl,
  uniqueEmail,
} from './helpers.ts'

const SITE = 'http://localhost:5173'

/** Follows a mail link the way a browser would, and returns where the stack sends it. */
async function follow(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' })
  expect(res.status).toBeGreaterThanOrEqual(300)
  expect(res.status).toBeLessThan(400)
  return new URL(res.headers.get('location')!)
}

describe('auth: settings and health', () => {
  it('describes itself as GoTrue does', async () => {
    const settings = await (await fetch(`${stackUrl()}/auth/v1/settings`)).json()
    expect(settings).toMatchObject({ external: { email: true, google: true }, mailer_autoconfirm: false })
    const health = await (await fetch(`${stackUrl()}/auth/v1/health`)).json()
    expect(health.name).toBe('GoTrue')
  })

  it('refuses API calls without an apikey, as the gateway does', async () => {
    const res = await fetch(`${stackUrl()}/auth/v1/user`)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'No API key found in request' })
    const bad = await fetch(`${stackUrl()}/rest/v1/books`, { headers: { apikey: 'nonsense' } })
    expect(bad.status).toBe(401)
    expect(await bad.json()).toEqual({ message: 'Invalid API key' })
  })
})

describe('auth: sign-up with email confirmation', () => {
  it('needs the mailed link before sign-in works', async () => {
    const client = anonClient()
    const email = uniqueEmail('signup')
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Ada Lovelace' }, emailRedirectTo: `${SITE}/auth/confirm` },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.user?.user_metadata.full_name).toBe('Ada Lovelace')
    expect(data.user?.confirmation_sent_at).toBeTruthy()

    const early = await client.auth.signInWithPassword({ email, password: PASSWORD })
    expect(early.error?.code).toBe('email_not_confirmed')
    expect(early.error?.status).toBe(400)

    const mail = await latestMail(email, /Confirm your signup/)
    const target = await follow(mail.links[0])
    expect(`${target.origin}${target.pathname}`).toBe(`${SITE}/auth/confirm`)
    const fragment = new URLSearchParams(target.hash.slice(1))
    expect(fragment.get('type')).toBe('signup')
    expect(fragment.get('access_token')).toBeTruthy()

    const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD })
    expect(signIn.error).toBeNull()
    expect(signIn.data.user?.email_confirmed_at).toBeTruthy()
  })

  it('issues JWTs with the claims Supabase issues', async () => {
    const { session, id, email } = await signedInUser('claims')
    const claims = decodeJwt(session.access_token)
    expect(claims).toMatchObject({
      sub: id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
    })
    expect(claims.session_id).toBeTruthy()
    expect(claims.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] })
    expect(claims.amr).toEqual([expect.objectContaining({ method: 'password' })])
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600)
    expect(session.expires_in).toBe(3600)
  })

  it('makes no second account for a confirmed address, and does not say it exists', async () => {
    const { email, id } = await signedInUser('dupe')
    const { data, error } = await anonClient().auth.signUp({ email, password: 'another-password' })
    // GoTrue's obfuscated answer: shaped like a new user's, with an id that is not the account's.
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(data.user?.id).not.toBe(id)
    expect(data.session).toBeNull()
    const signIn = await anonClient().auth.signInWithPassword({ email, password: 'another-password' })
    expect(signIn.error?.code).toBe('invalid_credentials')
  })

  it('refuses weak passwords and malformed addresses', async () => {
    const weak = await anonClient().auth.signUp({ email: uniqueEmail(), password: 'short' })
    expect(weak.error?.code).toBe('weak_password')
    expect(weak.error?.message).toBe('Password should be at least 8 characters.')
    expect(weak.error?.name).toBe('AuthWeakPasswordError')
    const bad = await anonClient().auth.signUp({ email: 'not-an-email', password: PASSWORD })
    expect(bad.error?.code).toBe('validation_failed')
    expect(bad.error?.status).toBe(400)
  })

  it('resends the confirmation, but not more often than allowed', async () => {
    const client = anonClient()
    const email = uniqueEmail('resend')
    await client.auth.signUp({ email, password: PASSWORD })
    // A resend is allowed once the sign-up's mail is a second old: ask until it is (as a member would).
    await vi.waitFor(
      async () => expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull(),
      { timeout: 5_000, interval: 300 },
    )
    const second = await client.auth.resend({ type: 'signup', email })
    expect(second.error?.code).toBe('over_email_send_rate_limit')
    expect(second.error?.status).toBe(429)
    const res = await fetch(`${stackUrl()}/_local/mail.json?to=${email}`)
    expect((await res.json()).length).toBe(2)
  })

  it('shows an expired or reused link as an error on the redirect, not a session', async () => {
    const client = anonClient()
    const email = uniqueEmail('reuse')
    await client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${SITE}/auth/confirm` } })
    const mail = await latestMail(email)
    await follow(mail.links[0])
    const again = await follow(mail.links[0])
    const fragment = new URLSearchParams(again.hash.slice(1))
    expect(fragment.get('error_code')).toBe('otp_expired')
    expect(fragment.get('access_token')).toBeNull()
  })

  it('never redirects outside the allow-list', async () => {
    const client = anonClient()
    const email = uniqueEmail('redirect')
    await client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: 'https://evil.example/steal' } })
    const target = await follow((await latestMail(email)).links[0])
    expect(target.origin).toBe(SITE)
  })
})

describe('auth: password sign-in, user, sessions', () => {
  it('rejects a wrong password with invalid_credentials', async () => {
    const { email } = await signedInUser('wrong')
    const { error } = await anonClient().auth.signInWithPassword({ email, password: 'not-the-password' })
    expect(error?.code).toBe('invalid_credentials')
    expect(error?.message).toBe('Invalid login credentials')
  })

  it('reads and updates the user, and refuses to reuse the same password', async () => {
    const { client, email } = await signedInUser('update')
    const { data } = await client.auth.getUser()
    expect(data.user?.email).toBe(email)
    const meta = await client.auth.updateUser({ data: { first_name: 'Grace' } })
    expect(meta.data.user?.user_metadata.first_name).toBe('Grace')
    const same = await client.auth.updateUser({ password: PASSWORD })
    expect(same.error?.code).toBe('same_password')
    const changed = await client.auth.updateUser({ password: 'a-new-long-password' })
    expect(changed.error).toBeNull()
    const relogin = await anonClient().auth.signInWithPassword({ email, password: 'a-new-long-password' })
    expect(relogin.error).toBeNull()
  })

  it('rejects a forged or malformed token with bad_jwt', async () => {
    const { error } = await anonClient().auth.getUser('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged')
    expect(error?.code).toBe('bad_jwt')
    expect(error?.status).toBe(403)
  })

  it('rotates refresh tokens and ends the session when an old one is reused', async () => {
    const { client, session } = await signedInUser('rotate')
    const first = await client.auth.refreshSession()
    expect(first.error).toBeNull()
    const rotated = first.data.session!.refresh_token
    expect(rotated).not.toBe(session.refresh_token)

    const stolen = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(stolen.error?.code).toBe('refresh_token_already_used')
    // Reuse detection ends the whole session: the rotated token dies with it.
    const after = await anonClient().auth.refreshSession({ refresh_token: rotated })
    expect(after.error?.code).toBe('refresh_token_not_found')
  })

  it('signs out locally, leaving other sessions alive; globally, ending all', async () => {
    const a = await signedInUser('logout')
    const b = anonClient()
    await b.auth.signInWithPassword({ email: a.email, password: PASSWORD })
    const tokenA = a.session.access_token
    expect((await a.client.auth.signOut({ scope: 'local' })).error).toBeNull()
    const dead = await fetch(`${stackUrl()}/auth/v1/user`, {
      headers: { apikey: anonKey(), authorization: `Bearer ${tokenA}` },
    })
    expect(dead.status).toBe(403)
    expect((await dead.json()).code).toBe('session_not_found')
    expect((await b.auth.getUser()).error).toBeNull()
    const tokenB = (await b.auth.getSession()).data.session!.access_token
    await b.auth.signOut({ scope: 'global' })
    const gone = await anonClient().auth.getUser(tokenB)
    expect(gone.data.user).toBeNull()
    expect(gone.error?.name).toBe('AuthSessionMissingError')
  })
})

describe('auth: recovery and magic links', () => {
  it('resets a forgotten password through the mailed code', async () => {
    const { email } = await signedInUser('recover')
    const client = anonClient()
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/reset-password` })
    expect(error).toBeNull()
    const mail = await latestMail(email, /Reset your password/)
    expect(mail.links[0]).toContain('type=recovery')
    expect(mail.links[0]).toContain(encodeURIComponent(`${SITE}/reset-password`))
    const verified = await client.auth.verifyOtp({ email, token: otpFrom(mail), type: 'recovery' })
    expect(verified.error).toBeNull()
    expect((await client.auth.updateUser({ password: 'recovered-password' })).error).toBeNull()
    expect((await anonClient().auth.signInWithPassword({ email, password: 'recovered-password' })).error).toBeNull()
  })

  it('answers a reset for an unknown address the same way, and sends nothing', async () => {
    const email = uniqueEmail('nobody')
    const { error } = await anonClient().auth.resetPasswordForEmail(email)
    expect(error).toBeNull()
    const mails = await (await fetch(`${stackUrl()}/_local/mail.json?to=${email}`)).json()
    expect(mails).toEqual([])
  })

  it('signs in with a magic-link code', async () => {
    const { email } = await signedInUser('magic')
    const client = anonClient()
    expect((await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull()
    const mail = await latestMail(email, /magic link/)
    const { data, error } = await client.auth.verifyOtp({ email, token: otpFrom(mail), type: 'email' })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
  })
})

describe('auth: PKCE', () => {
  it('confirms a sign-up through a code exchanged with the verifier', async () => {
    const client = anonClient({ flowType: 'pkce' })
    const email = uniqueEmail('pkce')
    await client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${SITE}/auth/callback` } })
    const target = await follow((await latestMail(email)).links[0])
    const code = target.searchParams.get('code')
    expect(code).toBeTruthy()
    const { data, error } = await client.auth.exchangeCodeForSession(code!)
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
    const replay = await client.auth.exchangeCodeForSession(code!)
    expect(replay.error).not.toBeNull()
  })

  it('refuses a code with the wrong verifier', async () => {
    const client = anonClient({ flowType: 'pkce' })
    const email = uniqueEmail('pkce-bad')
    await client.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${SITE}/auth/callback` } })
    const code = (await follow((await latestMail(email)).links[0])).searchParams.get('code')!
    const res = await fetch(`${stackUrl()}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(64) }),
    })
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('bad_code_verifier')
  })

  it('signs in with Google through the local identity page', async () => {
    const client = anonClient({ flowType: 'pkce' })
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: {
        redirectTo: `${SITE}/auth/callback`,
        skipBrowserRedirect: true,
        queryParams: { access_type: 'offline', prompt: 'consent' },
      },
    })
    const toPage = await fetch(data.url!, { redirect: 'manual' })
    const pageUrl = new URL(toPage.headers.get('location')!)
    expect(pageUrl.pathname).toBe('/auth/v1/_local/identity')
    const page = await (await fetch(pageUrl)).text()
    expect(page).toContain('This page is not Google')
    const email = uniqueEmail('google')
    const submit = await fetch(pageUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: pageUrl.searchParams.get('state')!, email, name: 'Grace Hopper' }),
    })
    const back = new URL(submit.headers.get('location')!)
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/auth/callback`)
    const session = await client.auth.exchangeCodeForSession(back.searchParams.get('code')!)
    expect(session.error).toBeNull()
    expect(session.data.user?.app_metadata.provider).toBe('google')
    expect(session.data.user?.user_metadata).toMatchObject({
      full_name: 'Grace Hopper',
      given_name: 'Grace',
      family_name: 'Hopper',
    })
  })
})

describe('auth: admin API', () => {
  it('creates, lists, updates and deletes users for the service role only', async () => {
    const admin = adminClient().auth.admin
    const email = uniqueEmail('admin')
    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { name: 'Made' },
    })
    expect(created.error).toBeNull()
    const id = created.data.user!.id
    const list = await admin.listUsers({ page: 1, perPage: 1000 })
    expect(list.data.users.some((u) => u.id === id)).toBe(true)
    const updated = await admin.updateUserById(id, { user_metadata: { name: 'Changed' } })
    expect(updated.data.user?.user_metadata.name).toBe('Changed')
    const link = await admin.generateLink({ type: 'magiclink', email })
    expect(link.data.properties?.action_link).toContain('type=magiclink')
    expect((await admin.deleteUser(id)).error).toBeNull()
    expect((await admin.getUserById(id)).error?.status).toBe(404)

    const { client } = await signedInUser('not-admin')
    const session = (await client.auth.getSession()).data.session!
    const denied = await fetch(`${stackUrl()}/auth/v1/admin/users`, {
      headers: { apikey: anonKey(), authorization: `Bearer ${session.access_token}` },
    })
    expect(denied.status).toBe(403)
    expect((await denied.json()).code).toBe('not_admin')
  })
})

describe('auth: malformed requests', () => {
  it('answers bad JSON with a 400 in GoTrue shape', async () => {
    const res = await fetch(`${stackUrl()}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'content-type': 'application/json' },
      body: '{"email": ',
    })
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('bad_json')
  })

  it('answers an oversized body with a 413, not a 500', async () => {
    const res = await fetch(`${stackUrl()}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'big@example.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(res.status).toBe(413)
    expect((await res.json()).code).toBe('request_too_large')
  })

  it('answers an unknown grant type with a 400', async () => {
    const res = await fetch(`${stackUrl()}/auth/v1/token?grant_type=magic`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'content-type': 'application/json' },
      body: '{}',
    })
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('unsupported_grant_type')
  })
})
