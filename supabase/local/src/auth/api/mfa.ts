import { randomUUID } from 'node:crypto'
import * as OTPAuth from 'otpauth'
import QRCode from 'qrcode'
import { sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER, AuthError, validationFailed } from '../errors.ts'
import { upgradeSession } from '../sessions.ts'
import { listFactors, type UserRow } from '../users.ts'
import { parseTimestamp } from '../../time.ts'
import { UUID, type Route, type AuthContext, type Request } from '../context.ts'

/** GoTrue's default MFA challenge lifetime (`MFA_CHALLENGE_EXPIRY_DURATION`). */
const CHALLENGE_EXPIRY_SECONDS = 300
/** How many 30-second steps either side of now a TOTP code may come from (GoTrue allows one). */
const TOTP_WINDOW = 1

interface StoredFactor {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: string
  status: 'verified' | 'unverified'
  secret: string | null
}

export const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found')

/**
 * MFA with TOTP factors, as GoTrue's `internal/api/mfa.go`: enrol (`POST /factors`), challenge, verify
 * (raises the session to aal2, with `totp` in `amr`) and unenrol. Codes are checked with `otpauth`.
 */
export function mfaRoutes(ctx: AuthContext) {
  const { db, config, sessionCtx, limit, authenticate, ipOf } = ctx

  async function findFactor(user: UserRow, id: string): Promise<StoredFactor> {
    if (!UUID.test(id)) throw factorNotFound()
    const { rows } = await db.query<StoredFactor>(
      `select id, user_id, friendly_name, factor_type::text as factor_type, status::text as status, secret
       from auth.mfa_factors where id = $1 and user_id = $2`,
      [id, user.id],
    )
    if (!rows[0]) throw factorNotFound()
    return rows[0]
  }

  const factorIdOf = (r: Request) => r.url.pathname.split('/factors/')[1]?.split('/')[0] ?? ''

  const issuerName = (given: unknown) => {
    if (typeof given === 'string' && given.trim()) return given.trim()
    try {
      return new URL(config.siteUrl).host
    } catch {
      return 'localhost'
    }
  }

  const enroll: Route = async (r) => {
    const { user, claims } = await authenticate(r.req)
    const type = r.body.factor_type
    if (type === 'phone') throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
    if (type === 'webauthn')
      throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn')
    if (type !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn')
    if (!config.mfa.totpEnrollEnabled)
      throw new AuthError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP')
    const friendlyName = typeof r.body.friendly_name === 'string' ? r.body.friendly_name.trim() : ''
    const factors = await listFactors(db, user.id)
    const verified = factors.filter((f) => f.status === 'verified')
    if (verified.length > 0 && claims.aal !== 'aal2') {
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
    }
    if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
      throw new AuthError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      )
    }
    if (factors.length >= config.mfa.maxEnrolledFactors) {
      throw new AuthError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      )
    }
    const secret = new OTPAuth.Secret({ size: 20 })
    const totp = new OTPAuth.TOTP({
      issuer: issuerName(r.body.issuer),
      label: user.email ?? user.phone ?? user.id,
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      secret,
    })
    const uri = totp.toString()
    const id = randomUUID()
    await db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, user.id, friendlyName, secret.base32],
    )
    sendJson(
      r.res,
      200,
      {
        id,
        type: 'totp',
        friendly_name: friendlyName,
        totp: { qr_code: await QRCode.toString(uri, { type: 'svg', margin: 1 }), secret: secret.base32, uri },
      },
      API_VERSION_HEADER,
    )
  }

  const challenge: Route = async (r) => {
    const { user } = await authenticate(r.req)
    const factor = await findFactor(user, factorIdOf(r))
    limit(r, 'factorChallenge')
    if (!config.mfa.totpVerifyEnabled)
      throw new AuthError(422, 'mfa_verify_not_enabled', 'MFA verification is disabled for TOTP')
    const id = randomUUID()
    const { rows } = await db.query<{ at: string }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3)
       returning extract(epoch from created_at)::bigint::text as at`,
      [id, factor.id, ipOf(r) ?? '127.0.0.1'],
    )
    await db.query(`update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1`, [
      factor.id,
    ])
    sendJson(
      r.res,
      200,
      { id, type: 'totp', expires_at: Number(rows[0].at) + CHALLENGE_EXPIRY_SECONDS },
      API_VERSION_HEADER,
    )
  }

  const verify: Route = async (r) => {
    const { user, claims } = await authenticate(r.req)
    const factor = await findFactor(user, factorIdOf(r))
    // As GoTrue: after the session and the factor are found, a bucket per address for verifications.
    limit(r, 'factorVerify')
    if (!config.mfa.totpVerifyEnabled)
      throw new AuthError(422, 'mfa_verify_not_enabled', 'MFA verification is disabled for TOTP')
    const challengeId = r.body.challenge_id
    const code = r.body.code
    if (typeof challengeId !== 'string' || !challengeId) throw validationFailed('challenge_id is required')
    if (typeof code !== 'string' || !code) throw validationFailed('code is required')
    const { rows } = UUID.test(challengeId)
      ? await db.query<{ id: string; created_at: string; ip: string }>(
          `select id, created_at, host(ip_address) as ip from auth.mfa_challenges
           where id = $1 and factor_id = $2 and verified_at is null`,
          [challengeId, factor.id],
        )
      : { rows: [] }
    const found = rows[0]
    if (!found) {
      throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
    }
    const ip = ipOf(r)
    if (ip && found.ip && found.ip !== ip) {
      throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
    }
    if (Date.now() > parseTimestamp(found.created_at).getTime() + CHALLENGE_EXPIRY_SECONDS * 1000) {
      await db.query(`delete from auth.mfa_challenges where id = $1`, [found.id])
      throw new AuthError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
      )
    }
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(factor.secret ?? ''), digits: 6, period: 30 })
    if (!/^\d{6}$/.test(code.trim()) || totp.validate({ token: code.trim(), window: TOTP_WINDOW }) === null) {
      throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')
    }
    if (!claims.session_id) throw new AuthError(401, 'session_not_found', 'Session not found')
    const session = await db.transaction(async (tx) => {
      await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [found.id])
      if (factor.status !== 'verified') {
        await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id])
        // A newly protected account: sessions that only proved the password elsewhere end (GoTrue's
        // InvalidateSessionsWithAALLessThan), so a stolen aal1 session does not outlive the new factor.
        await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and coalesce(aal, 'aal1') = 'aal1'`, [
          user.id,
          claims.session_id,
        ])
      }
      return upgradeSession(sessionCtx(tx, r), user, claims.session_id as string, factor.id, 'totp')
    })
    sendJson(r.res, 200, session, API_VERSION_HEADER)
  }

  const unenroll: Route = async (r) => {
    const { user, claims } = await authenticate(r.req)
    const factor = await findFactor(user, factorIdOf(r))
    if (factor.status === 'verified' && claims.aal !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
    }
    await db.query(`delete from auth.mfa_factors where id = $1`, [factor.id])
    sendJson(r.res, 200, { id: factor.id }, API_VERSION_HEADER)
  }

  return { enroll, challenge, verify, unenroll }
}
