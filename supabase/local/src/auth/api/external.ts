import { signJwt, verifyJwt, type Claims } from '../../keys.ts'
import { isLoopback, redirect, send, sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER, AuthError } from '../errors.ts'
import { createFlowState, issueCodeForFlow, readPkceParams } from '../pkce.ts'
import { startSession } from '../sessions.ts'
import { NOW, createUser, findUserByEmail, findUserById, updateUser } from '../users.ts'
import { renderIdentityPage } from '../identity-page.ts'
import { redirectWithSession, redirectWithCode, type Request, type Route, type AuthContext } from '../context.ts'

export function externalRoutes(ctx: AuthContext) {
  const { db, keys, config, issuer, sessionCtx, safeRedirect, redirectTarget, readEmail, authenticate } = ctx

  // ── OAuth (Google) ────────────────────────────────────────────────────────────────────────────

  const isGoogleConfigured = () => config.google.enabled && !!config.google.clientId && !!config.google.secret

  async function signState(payload: Record<string, unknown>) {
    return signJwt(keys, { ...payload, sub: 'oauth_state', exp: Math.floor(Date.now() / 1000) + 600 })
  }

  async function readState(state: string | null) {
    const result = state ? await verifyJwt(keys, state) : null
    if (!result?.ok || result.claims.sub !== 'oauth_state') {
      throw new AuthError(400, 'bad_oauth_state', 'OAuth state parameter is invalid or has expired')
    }
    return result.claims as Claims & { redirect_to: string; flow_state_id?: string; link_user_id?: string }
  }

  /** Where the browser goes next for `state`: Google's consent page, or the local stand-in for it. */
  function providerUrl(r: Request, state: string) {
    if (!isGoogleConfigured()) return `${issuer()}/_local/identity?state=${encodeURIComponent(state)}`
    const google = new URL('https://accounts.google.com/o/oauth2/v2/auth')
    google.search = new URLSearchParams({
      client_id: config.google.clientId,
      redirect_uri: config.google.redirectUri || `${issuer()}/callback`,
      response_type: 'code',
      scope: ['openid', 'email', 'profile', r.url.searchParams.get('scopes') ?? ''].join(' ').trim(),
      state,
      access_type: r.url.searchParams.get('access_type') ?? 'online',
      prompt: r.url.searchParams.get('prompt') ?? 'select_account',
    }).toString()
    return google.toString()
  }

  /**
   * The start of a sign-in with the provider: its PKCE flow (when the client sent a challenge) and the signed
   * state, as the provider URL the browser goes to.
   */
  async function startOAuth(r: Request, extraState: Record<string, unknown> = {}) {
    const provider = r.url.searchParams.get('provider')
    if (provider !== 'google')
      throw new AuthError(400, 'validation_failed', 'Unsupported provider: provider is not enabled')
    const pkce = readPkceParams(Object.fromEntries(r.url.searchParams))
    const flow = pkce
      ? await createFlowState(db, { ...pkce, userId: null, providerType: 'google', authenticationMethod: 'oauth' })
      : null
    const state = await signState({ redirect_to: redirectTarget(r), flow_state_id: flow?.id, ...extraState })
    return providerUrl(r, state)
  }

  /**
   * `linkIdentity()`: GET /user/identities/authorize for the signed-in member (with
   * `enable_manual_linking`); the identity the provider returns is added to their account.
   */
  const linkAuthorize: Route = async (r) => {
    const { user } = await authenticate(r.req)
    if (!config.enableManualLinking) throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled')
    const url = await startOAuth(r, { link_user_id: user.id })
    if (r.url.searchParams.get('skip_http_redirect') === 'true')
      return sendJson(r.res, 200, { url }, API_VERSION_HEADER)
    redirect(r.res, url, 302)
  }

  const authorize: Route = async (r) => {
    redirect(r.res, await startOAuth(r), 302)
  }

  /** Signs in (or up) the owner of an external identity and sends the browser back to the app. */
  async function completeOAuth(
    r: Request,
    stateToken: string | null,
    identity: { sub: string; email: string; name?: string; givenName?: string; familyName?: string; picture?: string },
  ) {
    const state = await readState(stateToken)
    const redirectTo = safeRedirect(state.redirect_to)
    const identityData = {
      sub: identity.sub,
      email: identity.email,
      email_verified: true,
      name: identity.name,
      full_name: identity.name,
      given_name: identity.givenName,
      family_name: identity.familyName,
      picture: identity.picture,
      avatar_url: identity.picture,
      iss: 'https://accounts.google.com',
      provider_id: identity.sub,
    }
    const { rows } = await db.query<{ user_id: string }>(
      `select user_id from auth.identities where provider = 'google' and provider_id = $1`,
      [identity.sub],
    )
    let user = state.link_user_id
      ? await findUserById(db, state.link_user_id)
      : rows[0]
        ? await findUserById(db, rows[0].user_id)
        : await findUserByEmail(db, identity.email)
    if (state.link_user_id) {
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found')
      if (rows[0] && rows[0].user_id !== user.id) {
        throw new AuthError(422, 'identity_already_exists', 'Identity is already linked to another user')
      }
    }
    if (!user) {
      if (!config.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
      user = await createUser(db, {
        email: identity.email,
        userMetadata: identityData,
        provider: 'google',
        providerId: identity.sub,
        identityData,
        confirmed: true,
      })
    } else if (!rows[0] || rows[0].user_id !== user.id) {
      await db.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at) values ($1, $2, $3, 'google', now(), now(), now())`,
        [identity.sub, user.id, JSON.stringify(identityData)],
      )
      const providers = new Set([...((user.raw_app_meta_data?.providers as string[]) ?? []), 'google'])
      user = await updateUser(db, user.id, {
        raw_app_meta_data: { ...user.raw_app_meta_data, providers: [...providers] },
        email_confirmed_at: user.email_confirmed_at ?? NOW,
      })
    }
    if (state.flow_state_id) {
      const code = await issueCodeForFlow(db, state.flow_state_id, user.id)
      if (!code) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found')
      return redirectWithCode(r.res, redirectTo, code)
    }
    const session = await startSession(sessionCtx(db, r), user, 'oauth')
    redirectWithSession(r.res, redirectTo, session, { provider_token: '' })
  }

  const callback: Route = async (r) => {
    if (!isGoogleConfigured()) throw new AuthError(400, 'provider_disabled', 'Google sign-in is not configured')
    const code = r.url.searchParams.get('code')
    if (!code) throw new AuthError(400, 'bad_oauth_callback', 'OAuth callback with missing authorization code')
    const tokenResponse = await fetch('https://oauth2.googleapis.com/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        code,
        client_id: config.google.clientId,
        client_secret: config.google.secret,
        redirect_uri: config.google.redirectUri || `${issuer()}/callback`,
        grant_type: 'authorization_code',
      }),
    })
    if (!tokenResponse.ok) throw new AuthError(400, 'bad_oauth_callback', 'Unable to exchange external code')
    const { access_token: accessToken } = (await tokenResponse.json()) as { access_token: string }
    const info = await fetch('https://openidconnect.googleapis.com/v1/userinfo', {
      headers: { authorization: `Bearer ${accessToken}` },
    })
    if (!info.ok) throw new AuthError(400, 'bad_oauth_callback', 'Error getting user profile from external provider')
    const p = (await info.json()) as Record<string, string>
    await completeOAuth(r, r.url.searchParams.get('state'), {
      sub: p.sub,
      email: p.email,
      name: p.name,
      givenName: p.given_name,
      familyName: p.family_name,
      picture: p.picture,
    })
  }

  /** The local stand-in for Google exists only without a Google client, and only for this machine. */
  function requireLocalIdentity(r: Request) {
    if (isGoogleConfigured() || !isLoopback(r.req)) {
      throw new AuthError(404, 'not_found', 'The local identity page is not available')
    }
  }

  const localIdentityPage: Route = async (r) => {
    requireLocalIdentity(r)
    const state = r.url.searchParams.get('state') ?? ''
    await readState(state)
    const { rows } = await db.query<{ provider_id: string; email: string; name: string | null }>(
      `select provider_id, email, identity_data ->> 'name' as name from auth.identities
       where provider = 'google' order by last_sign_in_at desc nulls last limit 20`,
    )
    send(r.res, 200, renderIdentityPage(state, rows), { 'content-type': 'text/html; charset=utf-8' })
  }

  const localIdentitySubmit: Route = async (r) => {
    requireLocalIdentity(r)
    const email = readEmail(r.body.email)
    const name = typeof r.body.name === 'string' && r.body.name.trim() ? r.body.name.trim() : email.split('@')[0]
    const [givenName, ...rest] = name.split(/\s+/)
    await completeOAuth(r, typeof r.body.state === 'string' ? r.body.state : null, {
      sub: typeof r.body.sub === 'string' && r.body.sub ? r.body.sub : `local-${email}`,
      email,
      name,
      givenName,
      familyName: rest.join(' ') || undefined,
    })
  }

  return { linkAuthorize, authorize, callback, localIdentityPage, localIdentitySubmit }
}
