import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import { sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER, AuthError } from '../errors.ts'
import { type AuthContext, type Request, type Route } from '../context.ts'
import {
  CEREMONY_TIMEOUT_MS,
  consumeChallenge,
  listCredentials,
  passkeyJson,
  passkeyName,
  passkeysDisabled,
  readVerifyParams,
  requireManagementAal,
  storeChallenge,
  verificationFailed,
} from '../passkeys.ts'
import { expectedOrigins, readRegistrationResponse } from '../webauthn-responses.ts'

const tooManyPasskeys = () => new AuthError(422, 'too_many_passkeys', 'Maximum number of passkeys reached')

/**
 * Adding a passkey to a signed-in account, as GoTrue's `internal/api/passkey_registration.go`: options
 * (a challenge, the account as the WebAuthn user, its passkeys excluded) then verify (the attestation checked
 * by @simplewebauthn/server, the credential stored in `auth.webauthn_credentials`).
 */
export function passkeyRegistrationRoutes(ctx: AuthContext) {
  const { db, config, authenticate } = ctx

  /** GoTrue's middleware and checks before either step: enabled, signed in, not anonymous, aal2 if MFA is on. */
  async function member(r: Request) {
    if (!config.passkey.enabled) throw passkeysDisabled()
    const { user, claims } = await authenticate(r.req)
    if (claims.is_anonymous) {
      throw new AuthError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions')
    }
    await requireManagementAal(db, user, claims)
    return user
  }

  const options: Route = async (r) => {
    const user = await member(r)
    const existing = await listCredentials(db, user.id)
    if (existing.length >= config.passkey.maxPerUser) throw tooManyPasskeys()
    const name = user.email || user.phone || ''
    const metadataName = user.raw_user_meta_data?.name
    const userHandle = new TextEncoder().encode(user.id)
    const publicKey = await generateRegistrationOptions({
      rpName: config.passkey.rpDisplayName,
      rpID: config.passkey.rpId,
      userName: name,
      userID: userHandle,
      userDisplayName: typeof metadataName === 'string' && metadataName ? metadataName : name,
      timeout: CEREMONY_TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((c) => ({ id: isoBase64URL.fromBuffer(new Uint8Array(c.credential_id)) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    })
    const { challengeId, expiresAt } = await storeChallenge(db, 'registration', user.id, {
      challenge: publicKey.challenge,
      rpId: config.passkey.rpId,
      user_id: Buffer.from(userHandle).toString('base64'),
      credParams: publicKey.pubKeyCredParams.map((p) => ({ type: 'public-key' as const, alg: p.alg })),
    })
    sendJson(r.res, 200, { challenge_id: challengeId, options: publicKey, expires_at: expiresAt }, API_VERSION_HEADER)
  }

  const verify: Route = async (r) => {
    const user = await member(r)
    const { challengeId, credential } = readVerifyParams(r.body)
    const session = await consumeChallenge(db, challengeId, 'registration', user.id)
    const { response, origin } = readRegistrationResponse(credential)
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: session.challenge,
      expectedOrigin: expectedOrigins(config.passkey, origin),
      expectedRPID: session.rpId,
      // go-webauthn checks user verification only when the options required it ("preferred" here).
      requireUserVerification: false,
      supportedAlgorithmIDs: session.credParams?.map((p) => p.alg),
    }).catch(() => null)
    if (!result?.verified) throw verificationFailed()
    const info = result.registrationInfo
    const row = await db.transaction(async (tx) => {
      const { rows: counted } = await tx.query<{ n: number }>(
        `select count(*)::int as n from auth.webauthn_credentials where user_id = $1`,
        [user.id],
      )
      if (counted[0].n >= config.passkey.maxPerUser) throw tooManyPasskeys()
      const { rows } = await tx.query<{ id: string; friendly_name: string; created_at: string }>(
        `insert into auth.webauthn_credentials (user_id, credential_id, public_key, attestation_type, aaguid,
           sign_count, transports, backup_eligible, backed_up, friendly_name)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (credential_id) do nothing
         returning id, friendly_name, created_at`,
        [
          user.id,
          Buffer.from(isoBase64URL.toBuffer(info.credential.id)),
          Buffer.from(info.credential.publicKey),
          info.fmt,
          info.aaguid,
          info.credential.counter,
          JSON.stringify(info.credential.transports ?? []),
          info.credentialDeviceType === 'multiDevice',
          info.credentialBackedUp,
          passkeyName(info.aaguid),
        ],
      )
      if (!rows[0]) {
        throw new AuthError(422, 'webauthn_credential_exists', 'This credential is already registered')
      }
      return rows[0]
    })
    const { id, friendly_name, created_at } = passkeyJson({ ...row, last_used_at: null })
    sendJson(r.res, 200, { id, friendly_name, created_at }, API_VERSION_HEADER)
  }

  return { options, verify }
}
