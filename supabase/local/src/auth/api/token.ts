import { sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER, AuthError, invalidCredentials, userNotFound, validationFailed } from '../errors.ts'
import { renderFailedSignInsMail } from '../mail-templates.ts'
import { consumeAuthCode } from '../pkce.ts'
import { overRequestRateLimit } from '../rate-limit.ts'
import { RefreshTokenReusedError, endSession, refreshSession, startSession } from '../sessions.ts'
import { checkPasswordEvenIfUnknown, findUserByEmail, findUserById } from '../users.ts'
import { type Route, type AuthContext } from '../context.ts'

export function tokenRoutes(ctx: AuthContext) {
  const { db, config, mailer, sessionCtx, limit, ipOf, chargeEmail, failedSignIns, readEmail, isBanned } = ctx

  /**
   * Tells the member their account is seeing many wrong passwords. Sent without waiting for the relay, and
   * never failing the sign-in, so the answer to a guess is the same for every address, known or not.
   */
  function warnOfFailedSignIns(account: string, to: string) {
    try {
      chargeEmail(to, undefined)
    } catch {
      return // over the e-mail budget: the next failure tries again
    }
    failedSignIns.warned(account)
    const mail = renderFailedSignInsMail({
      email: to,
      attempts: config.rateLimit.failedSignInsBeforeWarning,
      settingsUrl: `${config.siteUrl.replace(/\/$/, '')}/settings/account`,
    })
    mailer.send({ to, ...mail }).catch((error: unknown) => console.error('failed sign-in warning not sent', error))
  }

  const token: Route = async (r) => {
    const grant = r.url.searchParams.get('grant_type')
    if (grant === 'password') {
      limit(r, 'token')
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
      const address = ipOf(r)
      if (failedSignIns.isCoolingDown(email, address)) throw overRequestRateLimit()
      const user = await findUserByEmail(db, email)
      // Unknown addresses hash a dummy password, so both answers take as long.
      if (!(await checkPasswordEvenIfUnknown(r.body.password, user?.encrypted_password ?? null)) || !user) {
        if (failedSignIns.recordFailure(email, address) && user?.email) warnOfFailedSignIns(email, user.email)
        throw invalidCredentials()
      }
      failedSignIns.recordSuccess(email, address)
      if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed')
      if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned')
      return sendJson(r.res, 200, await startSession(sessionCtx(db, r), user, 'password'), API_VERSION_HEADER)
    }
    if (grant === 'refresh_token') {
      limit(r, 'token')
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
      limit(r, 'token')
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

  return { token }
}
