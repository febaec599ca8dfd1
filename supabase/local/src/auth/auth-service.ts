import { parseTimestamp } from '../time.ts'
import { randomUUID } from 'node:crypto'
import { isIP } from 'node:net'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database, Queryable } from '../db/driver.ts'
import type { StackConfig } from '../config.ts'
import { signJwt, verifyJwt, type Claims, type Keys } from '../keys.ts'
import {
  BodyTooLargeError,
  InvalidJsonError,
  bearerToken,
  clientIp,
  isLoopback,
  isJsonObject,
  readJsonBody,
  redirect,
  send,
  sendJson,
} from '../http/http.ts'
import {
  API_VERSION_HEADER,
  AuthError,
  badJwt,
  invalidCredentials,
  notAdmin,
  otpExpired,
  sendAuthError,
  userNotFound,
  validationFailed,
} from './errors.ts'
import type { Mailer } from './mailer.ts'
import { renderMail, type MailKind } from './mail-templates.ts'
import { RateLimiter, overEmailRateLimit, overRequestRateLimit } from './rate-limit.ts'
import { isAllowedRedirect } from './redirects.ts'
import {
  consumeAuthCode,
  createFlowState,
  issueCodeForFlow,
  issueCodeForUser,
  readPkceParams,
  type PkceParams,
} from './pkce.ts'
import {
  RefreshTokenReusedError,
  endSession,
  endSessions,
  refreshSession,
  sessionExists,
  startSession,
  type SessionContext,
  type SessionResponse,
} from './sessions.ts'
import {
  EMAIL_PATTERN,
  NOW,
  checkPassword,
  checkPasswordEvenIfUnknown,
  createUser,
  findUserByEmail,
  findUserById,
  findUserByToken,
  hashPassword,
  newOtp,
  otpHash,
  updateUser,
  userJson,
  type UserRow,
} from './users.ts'
import { renderIdentityPage } from './identity-page.ts'

export interface AuthServiceOptions {
  db: Database
  keys: Keys
  config: StackConfig
  mailer: Mailer
  /** The stack's own origin, for links in mails and the OAuth callback. */
  publicUrl: () => string
}

interface Request {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  body: Record<string, unknown>
}

type Route = (r: Request) => Promise<void>

const FIVE_MINUTES = 5 * 60 * 1000
/** NUL and other control characters: no address holds them, and Postgres cannot store NUL. */
const hasControlChars = (s: string) => [...s].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const ONE_HOUR = 60 * 60 * 1000

/** GoTrue's `column` for each verification type, and the method it proves. */
const TOKEN_COLUMN = {
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
  email_change: 'email_change_token_new',
} as const
type VerifyType = keyof typeof TOKEN_COLUMN

const FLOW_METHOD: Record<VerifyType, string> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
}

const SENT_AT_COLUMN: Record<VerifyType, 'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at'> = {
  signup: 'confirmation_sent_at',
  invite: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  magiclink: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
}

/** An address Postgres' inet accepts, or null (a unix socket, 'unknown'). */
const inetOrNull = (ip: string) => (isIP(ip) ? ip : null)

export function createAuthService(options: AuthServiceOptions) {
  const { db, keys, config, mailer } = options
  const limiter = new RateLimiter()
  const issuer = () => `${options.publicUrl()}/auth/v1`
  const sessionCtx = (q: Queryable = db, r?: Request): SessionContext => ({
    db: q,
    keys,
    issuer: issuer(),
    jwtExpiry: config.jwtExpiry,
    client: r && { userAgent: r.req.headers['user-agent']?.slice(0, 512) ?? null, ip: inetOrNull(ipOf(r)) },
  })

  const ipOf = (r: Request) => clientIp(r.req, config.trustedProxies)
  const limit = (r: Request, kind: 'signInSignUps' | 'tokenRefresh' | 'tokenVerifications') =>
    limiter.hit(`${kind}:${ipOf(r)}`, config.rateLimit[kind], FIVE_MINUTES, overRequestRateLimit)

  /**
   * Mails asked for through the public endpoints are limited per address, known or not, so the answer
   * (a 429 within max_frequency) never tells whether an account exists.
   */
  const lastMailAsked = new Map<string, number>()
  function mailFrequency(kind: string, email: string) {
    const key = `${kind}:${email}`
    const now = Date.now()
    const last = lastMailAsked.get(key)
    const window = config.emailMaxFrequencySeconds * 1000
    if (last !== undefined && now - last < window) {
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.max(1, Math.ceil((window - (now - last)) / 1000))} seconds.`,
      )
    }
    if (lastMailAsked.size > 50_000) lastMailAsked.clear()
    lastMailAsked.set(key, now)
  }

  /** Failed password sign-ins per account (keyed by the address, whether or not it has an account). */
  const failedSignIns = new RateLimiter()
  const signInCooldown = () =>
    new AuthError(
      429,
      'over_request_rate_limit',
      'Too many failed sign-in attempts for this account. Try again later or reset your password.',
    )

  /** Wrong guesses of an e-mailed code, per address and kind; the code is void once they reach the limit. */
  const otpGuesses = new Map<string, number>()

  const safeRedirect = (target: unknown) =>
    typeof target === 'string' &&
    isAllowedRedirect(target, config.siteUrl, [options.publicUrl(), ...config.additionalRedirectUrls])
      ? target
      : config.siteUrl

  const redirectTarget = (r: Request) =>
    safeRedirect(r.url.searchParams.get('redirect_to') ?? r.body.redirect_to ?? r.body.email_redirect_to)

  function requireStrongPassword(password: unknown) {
    if (typeof password !== 'string' || password.length < config.minimumPasswordLength) {
      throw new AuthError(
        422,
        'weak_password',
        `Password should be at least ${config.minimumPasswordLength} characters.`,
        {
          weak_password: { reasons: ['length'] },
        },
      )
    }
    return password
  }

  function readEmail(value: unknown): string {
    if (typeof value !== 'string' || value.trim() === '') throw validationFailed('Missing email or phone')
    if (value.trim().length > 255) throw validationFailed('An email address is too long')
    if (!EMAIL_PATTERN.test(value.trim()) || hasControlChars(value))
      throw validationFailed('Unable to validate email address: invalid format')
    return value.trim().toLowerCase()
  }

  function isRecent(sentAt: string | null) {
    if (!sentAt) return false
    return Date.now() - parseTimestamp(sentAt).getTime() < config.emailMaxFrequencySeconds * 1000
  }

  function secondsUntilResend(sentAt: string) {
    const elapsed = (Date.now() - parseTimestamp(sentAt).getTime()) / 1000
    return Math.max(1, Math.ceil(config.emailMaxFrequencySeconds - elapsed))
  }

  /** Counts one e-mail against the recipient's, the asking address's and the project's hourly budgets. */
  function chargeEmail(to: string, ip: string | undefined) {
    limiter.hit(`email:to:${to.toLowerCase()}`, config.rateLimit.emailSentPerRecipient, ONE_HOUR, overEmailRateLimit)
    if (ip) limiter.hit(`email:ip:${ip}`, config.rateLimit.emailSentPerAddress, ONE_HOUR, overEmailRateLimit)
    limiter.hit('email', config.rateLimit.emailSent, ONE_HOUR, overEmailRateLimit)
  }

  /** Writes a fresh token for `type` and mails its link; PKCE flows get a `pkce_` token, as GoTrue does. */
  async function sendTokenMail(
    user: UserRow,
    type: VerifyType,
    redirectTo: string,
    opts: { pkce: boolean; to?: string; enforceFrequency?: boolean; ip?: string },
  ) {
    const sentAt = user[SENT_AT_COLUMN[type]]
    if (opts.enforceFrequency !== false && isRecent(sentAt)) {
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${secondsUntilResend(sentAt!)} seconds.`,
      )
    }
    const to = opts.to ?? user.email!
    chargeEmail(to, opts.ip)
    const { otp, tokenHash } = newOtp(to)
    const stored = opts.pkce ? `pkce_${tokenHash}` : tokenHash
    otpGuesses.delete(`${TOKEN_COLUMN[type]}:${to.toLowerCase()}`)
    await updateUser(db, user.id, { [TOKEN_COLUMN[type]]: stored, [SENT_AT_COLUMN[type]]: NOW })
    const link = `${issuer()}/verify?token=${encodeURIComponent(stored)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`
    await mailer.send({ to, ...renderMail(type as MailKind, link, otp) })
    return { otp, tokenHash: stored, link }
  }

  /** A PKCE flow for an e-mail link, when the client asked for one; the link's code belongs to it. */
  const startPkceFlow = (
    pkce: PkceParams | null,
    userId: string,
    authenticationMethod: string,
    providerType = 'email',
  ) => (pkce ? createFlowState(db, { ...pkce, userId, providerType, authenticationMethod }) : Promise.resolve(null))

  async function authenticate(req: IncomingMessage): Promise<{ user: UserRow; claims: Claims }> {
    const token = bearerToken(req)
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token')
    const result = await verifyJwt(keys, token)
    if (!result.ok)
      throw badJwt(
        result.reason === 'expired'
          ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'
          : undefined,
      )
    const { claims } = result
    if (!claims.sub) throw badJwt('invalid claim: missing sub claim')
    if (!UUID.test(claims.sub)) throw badJwt('invalid claim: sub claim must be a UUID')
    const user = await findUserById(db, claims.sub)
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    if (claims.session_id && !(await sessionExists(db, claims.session_id))) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    }
    return { user, claims }
  }

  async function requireAdmin(req: IncomingMessage) {
    const token = bearerToken(req)
    const result = token ? await verifyJwt(keys, token) : null
    if (!result?.ok) throw badJwt()
    if (result.claims.role !== 'service_role' && result.claims.role !== 'supabase_admin') throw notAdmin()
  }

  const isBanned = (user: UserRow) => !!user.banned_until && parseTimestamp(user.banned_until).getTime() > Date.now()

  // ── routes ────────────────────────────────────────────────────────────────────────────────────

  const settings: Route = async ({ res }) =>
    sendJson(res, 200, {
      external: {
        email: true,
        phone: false, // Without a Google client, the local identity page stands in for Google.
        google: true,
        anonymous_users: false,
      },
      disable_signup: !config.enableSignup,
      mailer_autoconfirm: !config.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    })

  const health: Route = async ({ res }) =>
    sendJson(res, 200, { version: 'local', name: 'GoTrue', description: 'GoTrue-compatible auth of the local stack' })

  /**
   * What sign-up answers for an address that already has an account: a user object shaped like a new
   * one's (fresh id, one e-mail identity), as GoTrue's obfuscated response, so the answer does not say
   * whether the address is registered.
   */
  function obfuscatedUser(email: string, data: Record<string, unknown>) {
    const id = randomUUID()
    const now = new Date().toISOString()
    const identityData = { email, email_verified: false, phone_verified: false, sub: id }
    return {
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      confirmation_sent_at: now,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { ...data, email, email_verified: false, phone_verified: false },
      identities: [
        {
          identity_id: randomUUID(),
          id,
          user_id: id,
          identity_data: identityData,
          provider: 'email',
          last_sign_in_at: now,
          created_at: now,
          updated_at: now,
          email,
        },
      ],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    }
  }

  const signup: Route = async (r) => {
    limit(r, 'signInSignUps')
    if (!config.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
    const email = readEmail(r.body.email)
    const password = requireStrongPassword(r.body.password)
    const data = (r.body.data && typeof r.body.data === 'object' ? r.body.data : {}) as Record<string, unknown>
    const pkce = readPkceParams(r.body)
    const redirectTo = redirectTarget(r)
    const existing = await findUserByEmail(db, email)
    if (existing && !config.enableConfirmations) {
      // Without confirmations a sign-up signs in, so an existing address must be refused (as GoTrue does).
      throw new AuthError(422, 'user_already_exists', 'User already registered')
    }
    if (existing) {
      // Never changes the account: its password stays its owner's. An unconfirmed account gets its
      // confirmation mail again (within max_frequency, silently not); both answer like a new sign-up.
      await checkPasswordEvenIfUnknown(password, null)
      if (!existing.email_confirmed_at && !isRecent(existing.confirmation_sent_at)) {
        const pending = existing.confirmation_token?.startsWith('pkce_') ?? false
        await sendTokenMail(existing, 'signup', redirectTo, { pkce: pending, ip: ipOf(r) }).catch((error) => {
          if (!(error instanceof AuthError)) throw error
        })
      }
      return sendJson(r.res, 200, obfuscatedUser(email, data), API_VERSION_HEADER)
    }
    const user = await createUser(db, {
      email,
      password,
      userMetadata: { ...data, email, email_verified: !config.enableConfirmations, phone_verified: false },
      provider: 'email',
      confirmed: !config.enableConfirmations,
    })
    if (!config.enableConfirmations) {
      return sendJson(r.res, 200, await startSession(sessionCtx(db, r), user, 'password'), API_VERSION_HEADER)
    }
    await startPkceFlow(pkce, user.id, 'email/signup')
    await sendTokenMail(user, 'signup', redirectTo, { pkce: !!pkce, ip: ipOf(r) })
    sendJson(r.res, 200, await userJson(db, (await findUserById(db, user.id))!), API_VERSION_HEADER)
  }

  const token: Route = async (r) => {
    const grant = r.url.searchParams.get('grant_type')
    if (grant === 'password') {
      limit(r, 'signInSignUps')
      if (typeof r.body.password !== 'string' || (!r.body.email && !r.body.phone)) {
        throw validationFailed('Missing email or phone')
      }
      if (r.body.phone && !r.body.email)
        throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled')
      let email: string
      try {
        email = readEmail(r.body.email)
      } catch {
        // Not an address anyone could have: the same answer, after the same work, as a wrong password.
        await checkPasswordEvenIfUnknown(r.body.password, null)
        throw invalidCredentials()
      }
      const account = `password:${email}`
      const { windowMs, limit: max } = {
        windowMs: config.rateLimit.signInCooldownSeconds * 1000,
        limit: config.rateLimit.failedSignInsPerAccount,
      }
      if (failedSignIns.count(account, windowMs) >= max) throw signInCooldown()
      const user = await findUserByEmail(db, email)
      // Unknown addresses hash a dummy password, so both answers take as long.
      if (!(await checkPasswordEvenIfUnknown(r.body.password, user?.encrypted_password ?? null)) || !user) {
        failedSignIns.hit(account, Infinity, windowMs, signInCooldown)
        throw invalidCredentials()
      }
      if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed')
      if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned')
      return sendJson(r.res, 200, await startSession(sessionCtx(db, r), user, 'password'), API_VERSION_HEADER)
    }
    if (grant === 'refresh_token') {
      limit(r, 'tokenRefresh')
      if (typeof r.body.refresh_token !== 'string' || !r.body.refresh_token) {
        throw validationFailed('refresh_token required')
      }
      try {
        const session = await db.transaction((tx) =>
          refreshSession(sessionCtx(tx, r), r.body.refresh_token as string, {
            rotation: config.refreshTokenRotation,
            reuseInterval: config.refreshTokenReuseInterval,
          }),
        )
        return sendJson(r.res, 200, session, API_VERSION_HEADER)
      } catch (error) {
        // A revoked token presented again means it was stolen: the whole session ends.
        if (error instanceof RefreshTokenReusedError) await endSession(db, error.sessionId)
        throw error
      }
    }
    if (grant === 'pkce') {
      limit(r, 'tokenVerifications')
      const { auth_code: authCode, code_verifier: verifier } = r.body
      if (typeof authCode !== 'string' || typeof verifier !== 'string' || !authCode || !verifier) {
        throw validationFailed('invalid request: both auth code and code verifier should be non-empty')
      }
      const session = await db.transaction(async (tx) => {
        const { userId, method } = await consumeAuthCode(tx, authCode, verifier)
        const user = await findUserById(tx, userId)
        if (!user) throw userNotFound()
        return startSession(sessionCtx(tx, r), user, method === 'oauth' ? 'oauth' : 'otp')
      })
      return sendJson(r.res, 200, session, API_VERSION_HEADER)
    }
    throw new AuthError(400, 'unsupported_grant_type', `unsupported_grant_type`)
  }

  const logout: Route = async (r) => {
    const { user, claims } = await authenticate(r.req)
    const scope = r.url.searchParams.get('scope') ?? 'global'
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw validationFailed(`Unsupported logout scope "${scope}"`)
    }
    if (claims.session_id) await endSessions(db, user.id, claims.session_id, scope)
    send(r.res, 204, null)
  }

  const getUser: Route = async (r) => {
    const { user } = await authenticate(r.req)
    sendJson(r.res, 200, await userJson(db, user), API_VERSION_HEADER)
  }

  const putUser: Route = async (r) => {
    let { user } = await authenticate(r.req)
    const { email, password, data } = r.body
    if (data !== undefined) {
      if (typeof data !== 'object' || data === null) throw validationFailed('data must be an object')
      user = await updateUser(db, user.id, { raw_user_meta_data: { ...user.raw_user_meta_data, ...data } })
    }
    if (password !== undefined) {
      const next = requireStrongPassword(password)
      if (await checkPassword(next, user.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.')
      }
      user = await updateUser(db, user.id, { encrypted_password: await hashPassword(next) })
    }
    if (email !== undefined) {
      const next = readEmail(email)
      if (next !== user.email) {
        const other = await findUserByEmail(db, next)
        if (other)
          throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered')
        const pkce = readPkceParams(r.body)
        await startPkceFlow(pkce, user.id, 'email_change')
        user = await updateUser(db, user.id, { email_change: next })
        await sendTokenMail(user, 'email_change', redirectTarget(r), { pkce: !!pkce, to: next })
        user = (await findUserById(db, user.id))!
      }
    }
    sendJson(r.res, 200, await userJson(db, user), API_VERSION_HEADER)
  }

  const recover: Route = async (r) => {
    limit(r, 'signInSignUps')
    const email = readEmail(r.body.email)
    mailFrequency('recovery', email)
    const user = await findUserByEmail(db, email)
    const pkce = readPkceParams(r.body)
    // Unknown addresses get the same answer, so the endpoint does not reveal who has an account.
    if (user) {
      await startPkceFlow(pkce, user.id, 'recovery', 'recovery')
      await sendTokenMail(user, 'recovery', redirectTarget(r), { pkce: !!pkce, ip: ipOf(r) })
    }
    sendJson(r.res, 200, {}, API_VERSION_HEADER)
  }

  const otp: Route = async (r) => {
    limit(r, 'signInSignUps')
    if (r.body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled')
    const email = readEmail(r.body.email)
    const pkce = readPkceParams(r.body)
    const redirectTo = redirectTarget(r)
    mailFrequency('otp', email)
    let user = await findUserByEmail(db, email)
    if (!user) {
      // An unknown address with create_user:false answers as a known one does: no mail, same response.
      if (r.body.create_user === false) return sendJson(r.res, 200, {}, API_VERSION_HEADER)
      if (!config.enableSignup) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp')
      const data = (r.body.data && typeof r.body.data === 'object' ? r.body.data : {}) as Record<string, unknown>
      user = await createUser(db, { email, userMetadata: data, provider: 'email', confirmed: false })
      await startPkceFlow(pkce, user.id, 'email/signup')
      await sendTokenMail(user, 'signup', redirectTo, { pkce: !!pkce, ip: ipOf(r) })
    } else {
      await startPkceFlow(pkce, user.id, 'magiclink')
      await sendTokenMail(user, 'magiclink', redirectTo, { pkce: !!pkce, ip: ipOf(r) })
    }
    sendJson(r.res, 200, {}, API_VERSION_HEADER)
  }

  const resend: Route = async (r) => {
    limit(r, 'signInSignUps')
    const type = r.body.type
    const email = readEmail(r.body.email)
    const redirectTo = redirectTarget(r)
    if (type === 'signup' || type === 'email_change') mailFrequency(`resend:${type}`, email)
    const user = await findUserByEmail(db, email)
    if (type === 'signup') {
      if (user && !user.email_confirmed_at) {
        const pkce = user.confirmation_token?.startsWith('pkce_') ?? false
        await sendTokenMail(user, 'signup', redirectTo, { pkce, ip: ipOf(r) })
      }
    } else if (type === 'email_change') {
      if (user?.email_change) {
        await sendTokenMail(user, 'email_change', redirectTo, { pkce: false, to: user.email_change, ip: ipOf(r) })
      }
    } else {
      throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change')
    }
    sendJson(r.res, 200, {}, API_VERSION_HEADER)
  }

  /** Applies a verified token to the user; returns the user after the change. */
  async function applyVerification(user: UserRow, type: VerifyType): Promise<UserRow> {
    const sentAt = user[SENT_AT_COLUMN[type]]
    const age = sentAt ? (Date.now() - parseTimestamp(sentAt).getTime()) / 1000 : Infinity
    if (age > config.otpExpiry) throw otpExpired()
    if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned')
    if (type === 'signup' || type === 'invite') {
      return updateUser(db, user.id, { confirmation_token: '', email_confirmed_at: user.email_confirmed_at ?? NOW })
    }
    if (type === 'recovery' || type === 'magiclink') {
      return updateUser(db, user.id, { recovery_token: '', email_confirmed_at: user.email_confirmed_at ?? NOW })
    }
    return updateUser(db, user.id, {
      email: user.email_change,
      email_change: '',
      email_change_token_new: '',
      email_confirmed_at: NOW,
    })
  }

  const readVerifyType = (value: unknown): VerifyType => {
    const type = value === 'email' ? 'magiclink' : value
    if (typeof type !== 'string' || !(type in TOKEN_COLUMN))
      throw validationFailed('Verify requires a verification type')
    return type as VerifyType
  }

  const verifyGet: Route = async (r) => {
    const type = readVerifyType(r.url.searchParams.get('type'))
    const token = r.url.searchParams.get('token') ?? ''
    const redirectTo = safeRedirect(r.url.searchParams.get('redirect_to'))
    const fail = (error: AuthError) => {
      const params = new URLSearchParams({
        error: 'access_denied',
        error_code: error.code,
        error_description: error.code === 'otp_expired' ? 'Email link is invalid or has expired' : error.message,
      })
      redirect(r.res, `${redirectTo}#${params}`)
    }
    try {
      limit(r, 'tokenVerifications')
      const found = await findUserByToken(db, TOKEN_COLUMN[type], token)
      if (!found) return fail(otpExpired())
      const user = await applyVerification(found, type)
      if (token.startsWith('pkce_')) {
        const code = await issueCodeForUser(db, user.id, FLOW_METHOD[type])
        if (!code)
          return fail(new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'))
        return redirectWithCode(r.res, redirectTo, code)
      }
      const session = await startSession(sessionCtx(db, r), user, type === 'signup' ? 'otp' : type)
      redirectWithSession(r.res, redirectTo, session, { type })
    } catch (error) {
      if (error instanceof AuthError) return fail(error)
      throw error
    }
  }

  /**
   * One more wrong guess of the code mailed to `email`; at the limit the code is void (the token is
   * cleared), so guessing all million codes within the OTP's hour is impossible.
   */
  async function countWrongGuess(type: VerifyType, rawEmail: string) {
    const email = rawEmail.trim().toLowerCase()
    if (email.length > 255 || hasControlChars(email)) return
    const column = TOKEN_COLUMN[type]
    const key = `${column}:${email}`
    const guesses = (otpGuesses.get(key) ?? 0) + 1
    if (otpGuesses.size > 50_000) otpGuesses.clear()
    otpGuesses.set(key, guesses)
    if (guesses < config.rateLimit.otpAttemptsPerCode) return
    otpGuesses.delete(key)
    const where =
      column === 'email_change_token_new' ? 'lower(email_change) = $1 or lower(email) = $1' : 'lower(email) = $1'
    await db.query(`update auth.users set ${column} = '' where ${where}`, [email])
  }

  const verifyPost: Route = async (r) => {
    limit(r, 'tokenVerifications')
    const type = readVerifyType(r.body.type)
    let hash = typeof r.body.token_hash === 'string' ? r.body.token_hash : ''
    if (!hash) {
      if (typeof r.body.token !== 'string' || typeof r.body.email !== 'string') {
        throw validationFailed('Verify requires either a token or a token hash')
      }
      const email = String(r.body.email).trim().toLowerCase()
      if (type === 'email_change') {
        const owner = await findUserByEmail(db, email)
        hash = otpHash(owner?.email_change || email, r.body.token)
      } else hash = otpHash(email, r.body.token)
    }
    const column = TOKEN_COLUMN[type]
    const found = (await findUserByToken(db, column, hash)) ?? (await findUserByToken(db, column, `pkce_${hash}`))
    if (!found) {
      if (!r.body.token_hash && typeof r.body.email === 'string') await countWrongGuess(type, r.body.email)
      throw otpExpired()
    }
    const user = await applyVerification(found, type)
    sendJson(
      r.res,
      200,
      await startSession(sessionCtx(db, r), user, type === 'signup' ? 'otp' : type),
      API_VERSION_HEADER,
    )
  }

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
    return result.claims as Claims & { redirect_to: string; flow_state_id?: string }
  }

  const authorize: Route = async (r) => {
    const provider = r.url.searchParams.get('provider')
    if (provider !== 'google')
      throw new AuthError(400, 'validation_failed', 'Unsupported provider: provider is not enabled')
    const pkce = readPkceParams(Object.fromEntries(r.url.searchParams))
    const flow = pkce
      ? await createFlowState(db, { ...pkce, userId: null, providerType: 'google', authenticationMethod: 'oauth' })
      : null
    const state = await signState({ redirect_to: redirectTarget(r), flow_state_id: flow?.id })
    if (isGoogleConfigured()) {
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
      return redirect(r.res, google.toString(), 302)
    }
    redirect(r.res, `${issuer()}/_local/identity?state=${encodeURIComponent(state)}`, 302)
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
    let user = rows[0] ? await findUserById(db, rows[0].user_id) : await findUserByEmail(db, identity.email)
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
    } else if (!rows[0]) {
      await db.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at) values ($1, $2, $3, 'google', now())`,
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

  // ── admin ─────────────────────────────────────────────────────────────────────────────────────

  const adminListUsers: Route = async (r) => {
    await requireAdmin(r.req)
    const page = Math.max(1, Number(r.url.searchParams.get('page') ?? 1) || 1)
    const perPage = Math.min(1000, Math.max(1, Number(r.url.searchParams.get('per_page') ?? 50) || 50))
    const { rows } = await db.query<{ id: string }>(
      `select id from auth.users order by created_at, id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    )
    const { rows: total } = await db.query<{ n: string }>(`select count(*)::text as n from auth.users`)
    const users = await Promise.all(rows.map(async (row) => userJson(db, (await findUserById(db, row.id))!)))
    sendJson(r.res, 200, { users, aud: 'authenticated' }, { ...API_VERSION_HEADER, 'x-total-count': total[0].n })
  }

  const adminCreateUser: Route = async (r) => {
    await requireAdmin(r.req)
    const email = readEmail(r.body.email)
    if (await findUserByEmail(db, email)) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered')
    }
    const password = r.body.password === undefined ? null : requireStrongPassword(r.body.password)
    const user = await createUser(db, {
      email,
      password,
      userMetadata: (r.body.user_metadata as Record<string, unknown>) ?? {},
      appMetadata: (r.body.app_metadata as Record<string, unknown>) ?? {},
      provider: 'email',
      confirmed: r.body.email_confirm === true,
    })
    sendJson(r.res, 200, await userJson(db, user), API_VERSION_HEADER)
  }

  const adminUser =
    (method: string): Route =>
    async (r) => {
      await requireAdmin(r.req)
      const id = r.url.pathname.split('/').pop()!
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw validationFailed('user_id must be an UUID')
      let user = await findUserById(db, id)
      if (!user) throw userNotFound()
      if (method === 'DELETE') {
        await db.query('delete from auth.users where id = $1', [id])
        return sendJson(r.res, 200, {}, API_VERSION_HEADER)
      }
      if (method === 'PUT') {
        const b = r.body
        const fields: Record<string, unknown> = {}
        if (b.email !== undefined) fields.email = readEmail(b.email)
        if (b.password !== undefined) fields.encrypted_password = await hashPassword(requireStrongPassword(b.password))
        if (b.email_confirm === true) fields.email_confirmed_at = user.email_confirmed_at ?? NOW
        if (b.user_metadata) fields.raw_user_meta_data = { ...user.raw_user_meta_data, ...(b.user_metadata as object) }
        if (b.app_metadata) fields.raw_app_meta_data = { ...user.raw_app_meta_data, ...(b.app_metadata as object) }
        if (typeof b.ban_duration === 'string') {
          fields.banned_until =
            b.ban_duration === 'none' ? null : new Date(Date.now() + parseDuration(b.ban_duration)).toISOString()
        }
        user = await updateUser(db, id, fields)
      }
      sendJson(r.res, 200, await userJson(db, user), API_VERSION_HEADER)
    }

  const adminGenerateLink: Route = async (r) => {
    await requireAdmin(r.req)
    const type = readVerifyType(r.body.type)
    const email = readEmail(r.body.email)
    const redirectTo = safeRedirect(r.body.redirect_to ?? (r.body.options as Record<string, unknown>)?.redirect_to)
    let user = await findUserByEmail(db, email)
    if (!user) {
      if (type === 'recovery' || type === 'magiclink') throw userNotFound()
      const password = type === 'signup' ? requireStrongPassword(r.body.password) : null
      user = await createUser(db, {
        email,
        password,
        userMetadata: (r.body.data as Record<string, unknown>) ?? {},
        provider: 'email',
        confirmed: false,
      })
    }
    const { otp, tokenHash, link } = await sendTokenMail(user, type, redirectTo, {
      pkce: false,
      enforceFrequency: false,
    })
    sendJson(
      r.res,
      200,
      {
        ...(await userJson(db, (await findUserById(db, user.id))!)),
        action_link: link,
        email_otp: otp,
        hashed_token: tokenHash,
        verification_type: type,
        redirect_to: redirectTo,
      },
      API_VERSION_HEADER,
    )
  }

  const routes: Record<string, Route> = {
    'GET /settings': settings,
    'GET /health': health,
    'POST /signup': signup,
    'POST /token': token,
    'POST /logout': logout,
    'GET /user': getUser,
    'PUT /user': putUser,
    'POST /recover': recover,
    'POST /otp': otp,
    'POST /magiclink': otp,
    'POST /resend': resend,
    'GET /verify': verifyGet,
    'POST /verify': verifyPost,
    'GET /authorize': authorize,
    'GET /callback': callback,
    'GET /_local/identity': localIdentityPage,
    'POST /_local/identity': localIdentitySubmit,
    'GET /admin/users': adminListUsers,
    'POST /admin/users': adminCreateUser,
    'GET /admin/users/:id': adminUser('GET'),
    'PUT /admin/users/:id': adminUser('PUT'),
    'DELETE /admin/users/:id': adminUser('DELETE'),
    'POST /admin/generate_link': adminGenerateLink,
  }

  /** Browser navigations that carry no apikey, as Kong leaves them open on hosted Supabase. */
  const OPEN_ROUTES = new Set([
    'GET /verify',
    'GET /authorize',
    'GET /callback',
    'GET /_local/identity',
    'POST /_local/identity',
    'GET /health',
    'GET /settings',
  ])

  return {
    isOpenRoute(method: string, path: string) {
      return OPEN_ROUTES.has(`${method} ${path}`)
    },
    async handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
      const key = `${req.method} ${path.replace(/^\/admin\/users\/[^/]+$/, '/admin/users/:id')}`
      const route = routes[key]
      if (!route) {
        return sendAuthError(res, new AuthError(404, 'not_found', `Unknown endpoint ${req.method} /auth/v1${path}`))
      }
      try {
        const body = req.method === 'GET' || req.method === 'DELETE' ? {} : await readRequestBody(req)
        await route({ req, res, url, body })
      } catch (error) {
        if (error instanceof AuthError) return sendAuthError(res, error)
        throw error
      }
    },
  }
}

/** The implicit flow's answer: the session in the URL fragment of the redirect. */
function redirectWithSession(res: ServerResponse, to: string, session: SessionResponse, extra: Record<string, string>) {
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    ...extra,
  })
  redirect(res, `${to}#${fragment}`)
}

/** The PKCE flow's answer: an auth code in the query of the redirect. */
function redirectWithCode(res: ServerResponse, to: string, code: string) {
  const target = new URL(to)
  target.searchParams.set('code', code)
  redirect(res, target.toString())
}

async function readRequestBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const body = await readJsonBody(req, 1024 * 1024)
    if (!isJsonObject(body)) throw new InvalidJsonError('not an object')
    return body
  } catch (error) {
    if (error instanceof InvalidJsonError) {
      throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${error.message}`)
    }
    if (error instanceof BodyTooLargeError) throw new AuthError(413, 'request_too_large', 'Request body is too large')
    throw error
  }
}

function parseDuration(value: string): number {
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }
  let total = 0
  for (const m of value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) total += Number(m[1]) * units[m[2]]
  if (total === 0) throw validationFailed('invalid format for ban duration')
  return total
}

export type AuthService = ReturnType<typeof createAuthService>
