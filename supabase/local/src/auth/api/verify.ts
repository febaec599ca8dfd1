import { parseTimestamp } from '../../time.ts'
import { redirect, sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER, AuthError, otpExpired, validationFailed } from '../errors.ts'
import { issueCodeForUser } from '../pkce.ts'
import { startSession } from '../sessions.ts'
import { NOW, findUserByEmail, findUserByToken, otpHash, updateUser, type UserRow } from '../users.ts'
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

export function verifyRoutes(ctx: AuthContext) {
  const { db, config, sessionCtx, limit, otpGuesses, safeRedirect, isBanned, readVerifyType } = ctx

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
    limit(r, 'verify')
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

  return { verifyGet, verifyPost }
}
