import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import { sendJson } from '../../http/http.ts'
import { API_VERSION_HEADER, AuthError } from '../errors.ts'
import { UUID, type AuthContext, type Route } from '../context.ts'
import { startSession } from '../sessions.ts'
import { findUserById } from '../users.ts'
import {
  CEREMONY_TIMEOUT_MS,
  consumeChallenge,
  findByCredentialId,
  passkeysDisabled,
  readVerifyParams,
  storeChallenge,
  verificationFailed,
} from '../passkeys.ts'
import { expectedOrigins, readAuthenticationResponse } from '../webauthn-responses.ts'

/**
 * Signing in with a passkey, as GoTrue's `internal/api/passkey_authentication.go`: a discoverable
 * ceremony (no account named up front; the passkey's user handle says whose it is), checked by
 * @simplewebauthn/server, ending in a session like any other sign-in, with `passkey` in `amr` at aal1.
 */
export function passkeyAuthenticationRoutes(ctx: AuthContext) {
  const { db, config, sessionCtx, limit, isBanned } = ctx

  const options: Route = async (r) => {
    if (!config.passkey.enabled) throw passkeysDisabled()
    limit(r, 'passkeyAuthentication')
    const publicKey = await generateAuthenticationOptions({
      rpID: config.passkey.rpId,
      timeout: CEREMONY_TIMEOUT_MS,
      userVerification: 'preferred',
    })
    const { challengeId, expiresAt } = await storeChallenge(db, 'authentication', null, {
      challenge: publicKey.challenge,
      rpId: config.passkey.rpId,
      user_id: null,
    })
    sendJson(r.res, 200, { challenge_id: challengeId, options: publicKey, expires_at: expiresAt }, API_VERSION_HEADER)
  }

  /** The account and passkey the assertion names, or GoTrue's one answer for every mismatch. */
  async function passkeyOf(userHandle: string | undefined, rawId: string) {
    const userId = userHandle && isoBase64URL.isBase64URL(userHandle) ? isoBase64URL.toUTF8String(userHandle) : ''
    if (!UUID.test(userId)) throw verificationFailed()
    const user = await findUserById(db, userId)
    const credential = user && isoBase64URL.isBase64URL(rawId) && (await findByCredentialId(db, user.id, rawId))
    if (!user || !credential) throw verificationFailed()
    return { user, credential }
  }

  const verify: Route = async (r) => {
    if (!config.passkey.enabled) throw passkeysDisabled()
    const { challengeId, credential: json } = readVerifyParams(r.body)
    const session = await consumeChallenge(db, challengeId, 'authentication', null)
    const { response, origin, userHandle } = readAuthenticationResponse(json)
    const { user, credential } = await passkeyOf(userHandle, response.rawId)
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: session.challenge,
      expectedOrigin: expectedOrigins(config.passkey, origin),
      expectedRPID: session.rpId,
      credential: {
        id: response.rawId,
        publicKey: new Uint8Array(credential.public_key),
        counter: Number(credential.sign_count),
        transports: credential.transports,
      },
      requireUserVerification: false,
    }).catch(() => null)
    if (!result?.verified) throw verificationFailed()

    if (user.email && !user.email_confirmed_at) throw new AuthError(403, 'email_not_confirmed', 'Email not confirmed')
    if (user.phone && !user.phone_confirmed_at) throw new AuthError(403, 'phone_not_confirmed', 'Phone not confirmed')
    if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned')

    const signedIn = await db.transaction(async (tx) => {
      await tx.query(
        `update auth.webauthn_credentials set sign_count = $2, last_used_at = now(), updated_at = now() where id = $1`,
        [credential.id, result.authenticationInfo.newCounter],
      )
      return startSession(sessionCtx(tx, r), user, 'passkey')
    })
    sendJson(r.res, 200, signedIn, API_VERSION_HEADER)
  }

  return { options, verify }
}
