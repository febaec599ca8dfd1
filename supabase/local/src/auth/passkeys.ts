import { isoBase64URL } from '@simplewebauthn/server/helpers'
import type { Queryable } from '../db/driver.ts'
import type { StackConfig } from '../config.ts'
import type { Claims } from '../keys.ts'
import { parseTimestamp } from '../time.ts'
import { AAGUID_NAMES } from './aaguid-names.ts'
import { AuthError, validationFailed } from './errors.ts'
import { UUID } from './context.ts'
import { listFactors, type UserRow } from './users.ts'

/** GoTrue's GOTRUE_WEBAUTHN_CHALLENGE_EXPIRY_DURATION default (the Supabase CLI has no key for it). */
export const CHALLENGE_EXPIRY_MS = 5 * 60_000
/** What go-webauthn asks the browser to wait, with user verification "preferred". */
export const CEREMONY_TIMEOUT_MS = 300_000

export type ChallengeType = 'registration' | 'authentication'

/** A challenge's `session_data`, in the shape go-webauthn's SessionData gives it on hosted. */
export interface SessionData {
  challenge: string
  rpId: string
  /** Base64 of the WebAuthn user handle (the user id's text), null for a discoverable sign-in. */
  user_id: string | null
  expires: string
  userVerification: 'preferred'
  credParams?: { type: 'public-key'; alg: number }[]
}

export interface CredentialRow {
  id: string
  user_id: string
  credential_id: Buffer
  public_key: Buffer
  sign_count: string
  transports: string[]
  friendly_name: string
  created_at: string
  last_used_at: string | null
}

export const passkeysDisabled = () => new AuthError(404, 'passkey_disabled', 'Passkeys are disabled')
export const passkeyNotFound = () => new AuthError(404, 'validation_failed', 'Passkey not found')
export const verificationFailed = () =>
  new AuthError(400, 'webauthn_verification_failed', 'Credential verification failed')

/**
 * Whether a ceremony on `origin` belongs to this relying party. GoTrue takes exactly the origins it is
 * given; the stack also takes the relying party's own loopback host on any port, as its redirect rule does
 * (RFC 8252 §7.3), since `npm start` and the tests serve the app on whatever port they were given.
 */
export function isRelyingPartyOrigin(passkey: StackConfig['passkey'], origin: string): boolean {
  if (passkey.rpOrigins.includes(origin)) return true
  if (!URL.canParse(origin)) return false
  const url = new URL(origin)
  return (
    passkey.rpId === 'localhost' &&
    url.hostname === 'localhost' &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.origin === origin
  )
}

/** The friendly name GoTrue gives a new passkey: its provider's, from the AAGUID, or "Passkey". */
export const passkeyName = (aaguid: string) => AAGUID_NAMES[aaguid.toLowerCase()] ?? 'Passkey'

/**
 * GoTrue's `requirePasskeyManagementAAL`: a member with a verified second factor adds and removes passkeys
 * only from a session that proved it (aal2).
 */
export async function requireManagementAal(db: Queryable, user: UserRow, claims: Claims) {
  const factors = await listFactors(db, user.id)
  if (factors.some((f) => f.status === 'verified') && claims.aal !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 session is required to manage passkeys when MFA is enabled')
  }
}

/** `challenge_id` and `credential` of a verify request, checked as GoTrue checks them. */
export function readVerifyParams(body: Record<string, unknown>) {
  const challengeId = body.challenge_id
  if (typeof challengeId !== 'string' || challengeId === '') throw validationFailed('challenge_id is required')
  if (body.credential === undefined || body.credential === null) throw validationFailed('credential is required')
  if (!UUID.test(challengeId)) throw validationFailed('challenge_id must be a valid UUID')
  return { challengeId, credential: body.credential }
}

/** Stores a challenge for `CHALLENGE_EXPIRY_MS`; expired ones are swept a hundred at a time, as GoTrue does. */
export async function storeChallenge(
  db: Queryable,
  type: ChallengeType,
  userId: string | null,
  data: Omit<SessionData, 'expires' | 'userVerification'>,
) {
  const expires = new Date(Date.now() + CHALLENGE_EXPIRY_MS)
  await db.query(
    `delete from auth.webauthn_challenges where id in
       (select id from auth.webauthn_challenges where expires_at < now() limit 100 for update skip locked)`,
  )
  const sessionData: SessionData = { ...data, expires: expires.toISOString(), userVerification: 'preferred' }
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.webauthn_challenges (user_id, challenge_type, session_data, expires_at)
     values ($1, $2, $3, $4) returning id`,
    [userId, type, JSON.stringify(sessionData), expires.toISOString()],
  )
  return { challengeId: rows[0].id, expiresAt: Math.floor(expires.getTime() / 1000) }
}

/**
 * Takes a challenge out of the table (so it is never used twice, whatever the outcome), as GoTrue's
 * `ConsumeWebAuthnChallengeByID`: it must be of `type` and belong to `userId` (none for a sign-in).
 */
export async function consumeChallenge(
  db: Queryable,
  id: string,
  type: ChallengeType,
  userId: string | null,
): Promise<SessionData> {
  const { rows } = await db.query<{ session_data: SessionData; expires_at: string }>(
    `delete from auth.webauthn_challenges
     where id = $1 and challenge_type = $2 and user_id is not distinct from $3
     returning session_data, expires_at`,
    [id, type, userId],
  )
  if (!rows[0]) throw new AuthError(400, 'webauthn_challenge_not_found', 'Challenge not found or already used')
  if (parseTimestamp(rows[0].expires_at).getTime() < Date.now()) {
    throw new AuthError(400, 'webauthn_challenge_expired', 'Challenge has expired')
  }
  return rows[0].session_data
}

const CREDENTIAL_COLUMNS = `id, user_id, credential_id, public_key, sign_count::text, transports, friendly_name,
  created_at, last_used_at`

export async function listCredentials(db: Queryable, userId: string): Promise<CredentialRow[]> {
  const { rows } = await db.query<CredentialRow>(
    `select ${CREDENTIAL_COLUMNS} from auth.webauthn_credentials where user_id = $1 order by created_at`,
    [userId],
  )
  return rows
}

/** The member's passkey `id` (a bad id is "not found", as GoTrue answers it). */
export async function findCredential(db: Queryable, userId: string, id: string): Promise<CredentialRow> {
  if (!UUID.test(id)) throw passkeyNotFound()
  const { rows } = await db.query<CredentialRow>(
    `select ${CREDENTIAL_COLUMNS} from auth.webauthn_credentials where id = $1 and user_id = $2`,
    [id, userId],
  )
  if (!rows[0]) throw passkeyNotFound()
  return rows[0]
}

/** The member's passkey whose WebAuthn credential id is `credentialId` (base64url), if any. */
export async function findByCredentialId(db: Queryable, userId: string, credentialId: string) {
  const { rows } = await db.query<CredentialRow>(
    `select ${CREDENTIAL_COLUMNS} from auth.webauthn_credentials where credential_id = $1 and user_id = $2`,
    [Buffer.from(isoBase64URL.toBuffer(credentialId)), userId],
  )
  return rows[0] ?? null
}

/** A passkey as GoTrue lists it: empty names and a passkey never used leave their keys out. */
export const passkeyJson = (row: Pick<CredentialRow, 'id' | 'friendly_name' | 'created_at' | 'last_used_at'>) => ({
  id: row.id,
  ...(row.friendly_name ? { friendly_name: row.friendly_name } : {}),
  created_at: parseTimestamp(row.created_at).toISOString(),
  ...(row.last_used_at ? { last_used_at: parseTimestamp(row.last_used_at).toISOString() } : {}),
})
