import { sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER, AuthError, validationFailed } from '../errors.ts'
import { readPkceParams } from '../pkce.ts'
import {
  NOW,
  checkPassword,
  findUserByEmail,
  hashPassword,
  listFactors,
  newOtp,
  otpHash,
  updateUser,
  userJson,
  type UserRow,
} from '../users.ts'
import { endSessions, sessionCreatedAt } from '../sessions.ts'
import { emailChangeFlow } from '../email-change.ts'
import { renderReauthenticationMail } from '../mail-templates.ts'
import type { Claims } from '../../keys.ts'
import { parseTimestamp } from '../../time.ts'
import { type Route, type AuthContext } from '../context.ts'

const ONE_DAY = 24 * 60 * 60 * 1000

export function userRoutes(ctx: AuthContext) {
  const {
    db,
    config,
    mailer,
    ipOf,
    requireMailFrequency,
    chargeEmail,
    redirectTarget,
    requireStrongPassword,
    readEmail,
    startPkceFlow,
    authenticate,
    limit,
  } = ctx
  const emailChange = emailChangeFlow(ctx)

  /**
   * With `secure_password_change`, GoTrue asks for the nonce `reauthenticate()` mailed once the session
   * is a day old (`reauthentication_needed`). A nonce that is sent is always checked here, so a wrong
   * code never changes the password.
   */
  async function requireReauthentication(user: UserRow, claims: Claims, nonce: unknown) {
    if (typeof nonce === 'string' && nonce !== '') return verifyNonce(user, nonce)
    if (!config.securePasswordChange) return
    const startedAt = claims.session_id ? await sessionCreatedAt(db, claims.session_id) : null
    if (!startedAt || Date.now() - startedAt.getTime() > ONE_DAY) {
      throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication.')
    }
  }

  async function verifyNonce(user: UserRow, nonce: string) {
    if (!user.reauthentication_token || !user.reauthentication_sent_at) {
      throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid')
    }
    const age = (Date.now() - parseTimestamp(user.reauthentication_sent_at).getTime()) / 1000
    const expected = otpHash(user.email ?? '', nonce.trim())
    if (age > config.otpExpiry || expected !== user.reauthentication_token) {
      await countWrongNonce(user)
      throw new AuthError(403, 'reauthentication_not_valid', 'Nonce has expired or is invalid')
    }
  }

  /** Wrong nonces per member; at the limit the nonce is void, as with e-mailed codes. */
  const wrongNonces = new Map<string, number>()
  async function countWrongNonce(user: UserRow) {
    const n = (wrongNonces.get(user.id) ?? 0) + 1
    if (wrongNonces.size > 50_000) wrongNonces.clear()
    wrongNonces.set(user.id, n)
    if (n < config.rateLimit.otpAttemptsPerCode) return
    wrongNonces.delete(user.id)
    await updateUser(db, user.id, { reauthentication_token: '' })
  }

  /** `reauthenticate()`: mails a six-digit nonce to the signed-in member. */
  const reauthenticate: Route = async (r) => {
    const { user } = await authenticate(r.req)
    if (!user.email)
      throw new AuthError(422, 'reauthentication_not_valid', 'Reauthentication requires an email address')
    requireMailFrequency(user.reauthentication_sent_at)
    chargeEmail(user.email, ipOf(r))
    const { otp, tokenHash } = newOtp(user.email)
    wrongNonces.delete(user.id)
    await updateUser(db, user.id, { reauthentication_token: tokenHash, reauthentication_sent_at: NOW })
    await mailer.send({ to: user.email, ...renderReauthenticationMail(otp) })
    sendJson(r.res, 200, {}, API_VERSION_HEADER)
  }

  const getUser: Route = async (r) => {
    const { user } = await authenticate(r.req)
    sendJson(r.res, 200, await userJson(db, user), API_VERSION_HEADER)
  }

  /**
   * GoTrue's `UserUpdate`: every check comes before anything is written, so a refused request changes
   * nothing (metadata included).
   */
  const putUser: Route = async (r) => {
    const auth = await authenticate(r.req)
    // GoTrue limits updates per address after authentication, at the sign-in/sign-up rate.
    limit(r, 'user')
    const { claims } = auth
    let { user } = auth
    const { data } = r.body
    if (data !== undefined && (typeof data !== 'object' || data === null)) {
      throw validationFailed('data must be an object')
    }
    const email = r.body.email === undefined ? null : readEmail(r.body.email)
    const password = r.body.password === undefined ? null : requireStrongPassword(r.body.password)
    const changesEmail = email !== null && email !== user.email
    if ((password || changesEmail) && claims.aal !== 'aal2' && (await hasVerifiedFactor(user))) {
      throw new AuthError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      )
    }
    if (changesEmail && (await findUserByEmail(db, email))) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered')
    }
    if (password !== null) {
      await requireReauthentication(user, claims, r.body.nonce)
      if (await checkPassword(password, user.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.')
      }
    }

    if (data !== undefined) {
      user = await updateUser(db, user.id, { raw_user_meta_data: { ...user.raw_user_meta_data, ...data } })
    }
    if (password !== null) {
      user = await updateUser(db, user.id, {
        encrypted_password: await hashPassword(password),
        reauthentication_token: '',
      })
      // As GoTrue: a new password ends the member's other sessions.
      if (claims.session_id) await endSessions(db, user.id, claims.session_id, 'others')
    }
    if (changesEmail) {
      const pkce = readPkceParams(r.body)
      await startPkceFlow(pkce, user.id, 'email_change')
      user = await emailChange.send(user, email, redirectTarget(r), { pkce: !!pkce, ip: ipOf(r) })
    }
    sendJson(r.res, 200, await userJson(db, user), API_VERSION_HEADER)
  }

  const hasVerifiedFactor = async (user: UserRow) =>
    (await listFactors(db, user.id)).some((factor) => factor.status === 'verified')

  return { getUser, putUser, reauthenticate }
}
