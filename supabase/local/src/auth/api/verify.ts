import { parseTimestamp } from '../../time.ts'
import { redirect, sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER, AuthError, otpExpired, validationFailed } from '../errors.ts'
import { issueCodeForUser } from '../pkce.ts'
import { startSession } from '../sessions.ts'
import { NOW, findUserByToken, otpHash, updateUser } from '../users.ts'
import { SINGLE_CONFIRMATION_ACCEPTED, emailChangeFlow, findEmailChangeToken } from '../email-change.ts'
import {
  redirectWithSession,
  redirectWithCode,
  TOKEN_COLUMN,
  FLOW_METHOD,
  SENT_AT_COLUMN,
  hasControlChars,
  type VerifyType,
  type Route,
  type AuthContext,
} from '../context.ts'

/**
 * Where the first of two e-mail change links leads, as GoTrue's `prepRedirectURL` builds it: GoTrue's message in
 * the fragment, marked `sb` as Supabase Auth's redirects are, and for a PKCE flow in the query too (the query
 * re-encoded in key order, as Go's url.Values writes it).
 */
function withMessage(target: string, pkce: boolean) {
  const head = target.split('#')[0]
  const at = head.indexOf('?')
  const query = new URLSearchParams(at < 0 ? '' : head.slice(at + 1))
  if (pkce) query.set('message', SINGLE_CONFIRMATION_ACCEPTED)
  query.sort()
  const fragment = new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' })
  return `${at < 0 ? head : head.slice(0, at)}${query.size ? `?${query}` : ''}#${fragment}`
}

export function verifyRoutes(ctx: AuthContext) {
  const { db, config, sessionCtx, limit, otpGuesses, safeRedirect, isBanned, readVerifyType } = ctx
  const emailChange = emailChangeFlow(ctx)

  /**
   * The user holding a token of `type`, and which column held it: the token as a link carries it (`exact`), or a
   * hash that may be stored behind the `pkce_` prefix.
   */
  async function findToken(type: VerifyType, hash: string, exact: boolean) {
    const candidates = exact ? [hash] : [hash, `pkce_${hash}`]
    if (type === 'email_change') return findEmailChangeToken(db, candidates)
    const column = TOKEN_COLUMN[type]
    for (const candidate of candidates) {
      const user = await findUserByToken(db, column, candidate)
      if (user) return { user, column }
    }
    return null
  }

  /**
   * Applies a verified token to the user; returns the user after the change, or null when it was the first of
   * the two e-mail change links.
   */
  async function applyVerification(found: NonNullable<Awaited<ReturnType<typeof findToken>>>, type: VerifyType) {
    const { user } = found
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
    return emailChange.confirm(user, found.column as 'email_change_token_current' | 'email_change_token_new')
  }

  const verifyGet: Route = async (r) => {
    // GoTrue's limiter runs before the handler: over the limit, the link answers the 429 itself, no redirect.
    limit(r, 'verify')
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
      const found = await findToken(type, token, true)
      if (!found) return fail(otpExpired())
      const user = await applyVerification(found, type)
      if (!user) return redirect(r.res, withMessage(redirectTo, token.startsWith('pkce_')))
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
    if (type === 'email_change') {
      await db.query(
        `update auth.users set email_change_token_new = '', email_change_token_current = ''
         where lower(email_change) = $1 or lower(email) = $1`,
        [email],
      )
    } else await db.query(`update auth.users set ${column} = '' where lower(email) = $1`, [email])
  }

  const verifyPost: Route = async (r) => {
    limit(r, 'verify')
    const type = readVerifyType(r.body.type)
    let hash = typeof r.body.token_hash === 'string' ? r.body.token_hash : ''
    if (!hash) {
      if (typeof r.body.token !== 'string' || typeof r.body.email !== 'string') {
        throw validationFailed('Verify requires either a token or a token hash')
      }
      // As GoTrue: the code is hashed with the address it was sent to (the current or the new one for a change).
      hash = otpHash(String(r.body.email).trim().toLowerCase(), r.body.token)
    }
    const found = await findToken(type, hash, false)
    if (!found) {
      if (!r.body.token_hash && typeof r.body.email === 'string') await countWrongGuess(type, r.body.email)
      throw otpExpired()
    }
    const user = await applyVerification(found, type)
    if (!user) return sendJson(r.res, 200, { msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' }, API_VERSION_HEADER)
    sendJson(
      r.res,
      200,
      await startSession(sessionCtx(db, r), user, type === 'signup' ? 'otp' : type),
      API_VERSION_HEADER,
    )
  }

  return { verifyGet, verifyPost }
}
