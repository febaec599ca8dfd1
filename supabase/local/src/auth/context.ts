import { parseTimestamp } from '../time.ts'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isIP } from 'node:net'
import type { Database, Queryable } from '../db/driver.ts'
import type { StackConfig } from '../config.ts'
import { verifyJwt, type Claims, type Keys } from '../keys.ts'
import {
  BodyTooLargeError,
  InvalidJsonError,
  bearerToken,
  clientIp,
  isJsonObject,
  readJsonBody,
  redirect,
} from '../http/http.ts'
import { AuthError, badJwt, notAdmin, validationFailed } from './errors.ts'
import type { Mailer } from './mailer.ts'
import { renderMail, type MailKind } from './mail-templates.ts'
import {
  RateLimiter,
  TokenBuckets,
  gotrueLimits,
  overEmailRateLimit,
  overRequestRateLimit,
  type LimitFamily,
} from './rate-limit.ts'
import { isAllowedRedirect } from './redirects.ts'
import { FailedSignIns } from './sign-in-limits.ts'
import { createFlowState, type PkceParams } from './pkce.ts'
import { sessionExists, type SessionContext, type SessionResponse } from './sessions.ts'
import { EMAIL_PATTERN, NOW, findUserById, newOtp, updateUser, type UserRow } from './users.ts'

export interface AuthServiceOptions {
  db: Database
  keys: Keys
  config: StackConfig
  mailer: Mailer
  /** The stack's own origin, for links in mails and the OAuth callback. */
  publicUrl: () => string
}

export interface Request {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  body: Record<string, unknown>
}

export type Route = (r: Request) => Promise<void>

/** NUL and other control characters: no address holds them, and Postgres cannot store NUL. */
export const hasControlChars = (s: string) => [...s].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const ONE_HOUR = 60 * 60 * 1000

/** GoTrue's `column` for each verification type, and the method it proves. */
export const TOKEN_COLUMN = {
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
  email_change: 'email_change_token_new',
} as const
export type VerifyType = keyof typeof TOKEN_COLUMN

export const FLOW_METHOD: Record<VerifyType, string> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
}

export const SENT_AT_COLUMN: Record<VerifyType, 'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at'> =
  {
    signup: 'confirmation_sent_at',
    invite: 'confirmation_sent_at',
    recovery: 'recovery_sent_at',
    magiclink: 'recovery_sent_at',
    email_change: 'email_change_sent_at',
  }

/** An address Postgres' inet accepts, or null (a unix socket, 'unknown'). */
const inetOrNull = (ip: string) => (isIP(ip) ? ip : null)

/** What every endpoint group shares: the database, config, keys, mailer, limits and request helpers. */
export function createAuthContext(options: AuthServiceOptions) {
  const { db, keys, config, mailer } = options
  const limiter = new RateLimiter()
  const issuer = () => `${options.publicUrl()}/auth/v1`
  const ipOf = (r: Request) => clientIp(r.req, config.trustedProxies)
  /** What a new or refreshed session records: the request's device and address (shown in settings). */
  const sessionCtx = (q: Queryable = db, r?: Request): SessionContext => ({
    db: q,
    keys,
    issuer: issuer(),
    jwtExpiry: config.jwtExpiry,
    client: r && { userAgent: r.req.headers['user-agent']?.slice(0, 512) ?? null, ip: inetOrNull(ipOf(r)) },
  })
  /** GoTrue's request limits: a token bucket per endpoint family and client address. */
  const buckets = new TokenBuckets()
  const rules = gotrueLimits(config.rateLimit)
  const limit = (r: Request, family: LimitFamily) => {
    if (!buckets.take(`${family}:${ipOf(r)}`, rules[family])) throw overRequestRateLimit()
  }

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

  /** Failed password sign-ins per account and client address (the account keyed by its address, known or not). */
  const failedSignIns = new FailedSignIns({
    perAccountAndAddress: config.rateLimit.failedSignInsPerAccountAndAddress,
    cooldownMs: config.rateLimit.signInCooldownSeconds * 1000,
    warnAfter: config.rateLimit.failedSignInsBeforeWarning,
  })

  /** Wrong guesses of an e-mailed code, per address and kind; the code is void once they reach the limit. */
  const otpGuesses = new Map<string, number>()

  const safeRedirect = (target: unknown) =>
    typeof target === 'string' && isAllowedRedirect(target, config.siteUrl, config.additionalRedirectUrls)
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

  /** GoTrue's max_frequency: no second mail of a kind within it (`sentAt`: when the last one went). */
  function requireMailFrequency(sentAt: string | null) {
    if (!isRecent(sentAt)) return
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${secondsUntilResend(sentAt!)} seconds.`,
    )
  }

  /** Counts one e-mail against the recipient's, the asking address's and the project's hourly budgets. */
  function chargeEmail(to: string, ip: string | undefined) {
    limiter.hit(`email:to:${to.toLowerCase()}`, config.rateLimit.emailSentPerRecipient, ONE_HOUR, overEmailRateLimit)
    if (ip) limiter.hit(`email:ip:${ip}`, config.rateLimit.emailSentPerAddress, ONE_HOUR, overEmailRateLimit)
    limiter.hit('email', config.rateLimit.emailSent, ONE_HOUR, overEmailRateLimit)
  }

  /** The link a mail carries: `/verify` with the token, its type and where to go after. */
  const verifyLink = (token: string, type: VerifyType, redirectTo: string) =>
    `${issuer()}/verify?token=${encodeURIComponent(token)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`

  /** Writes a fresh token for `type` and mails its link; PKCE flows get a `pkce_` token, as GoTrue does. */
  async function sendTokenMail(
    user: UserRow,
    type: VerifyType,
    redirectTo: string,
    opts: { pkce: boolean; enforceFrequency?: boolean; ip?: string },
  ) {
    if (opts.enforceFrequency !== false) requireMailFrequency(user[SENT_AT_COLUMN[type]])
    const to = user.email!
    chargeEmail(to, opts.ip)
    const { otp, tokenHash } = newOtp(to)
    const stored = opts.pkce ? `pkce_${tokenHash}` : tokenHash
    otpGuesses.delete(`${TOKEN_COLUMN[type]}:${to.toLowerCase()}`)
    await updateUser(db, user.id, { [TOKEN_COLUMN[type]]: stored, [SENT_AT_COLUMN[type]]: NOW })
    const link = verifyLink(stored, type, redirectTo)
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

  const readVerifyType = (value: unknown): VerifyType => {
    const type = value === 'email' ? 'magiclink' : value
    if (typeof type !== 'string' || !(type in TOKEN_COLUMN))
      throw validationFailed('Verify requires a verification type')
    return type as VerifyType
  }

  return {
    db,
    keys,
    config,
    mailer,
    options,
    limiter,
    issuer,
    sessionCtx,
    ipOf,
    limit,
    mailFrequency,
    failedSignIns,
    otpGuesses,
    safeRedirect,
    redirectTarget,
    requireStrongPassword,
    readEmail,
    isRecent,
    requireMailFrequency,
    chargeEmail,
    verifyLink,
    sendTokenMail,
    startPkceFlow,
    authenticate,
    requireAdmin,
    isBanned,
    readVerifyType,
  }
}

export type AuthContext = ReturnType<typeof createAuthContext>

/** The implicit flow's answer: the session in the URL fragment of the redirect. */
export function redirectWithSession(
  res: ServerResponse,
  to: string,
  session: SessionResponse,
  extra: Record<string, string>,
) {
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
export function redirectWithCode(res: ServerResponse, to: string, code: string) {
  let target: string
  try {
    const url = new URL(to)
    url.searchParams.set('code', code)
    target = url.toString()
  } catch {
    // A relative target an allow-list glob (`/**`) admits: the code goes before its fragment.
    const [head, ...fragment] = to.split('#')
    target = `${head}${head.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}${fragment.length ? `#${fragment.join('#')}` : ''}`
  }
  redirect(res, target)
}

export async function readRequestBody(req: IncomingMessage): Promise<Record<string, unknown>> {
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

export function parseDuration(value: string): number {
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }
  let total = 0
  for (const m of value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) total += Number(m[1]) * units[m[2]]
  if (total === 0) throw validationFailed('invalid format for ban duration')
  return total
}
