import { readFileSync } from 'node:fs'
import {
  SignJWT,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  errors as joseErrors,
  type JWK,
  type JWTPayload,
} from 'jose'

/** The Supabase CLI's fixed local secret; the anon and service_role keys below are derived from it. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

// The CLI's demo keys carry exactly these claims, so signing them with the default secret reproduces them.
const DEMO_KEY_EXPIRY = 1983812996

/** An asymmetric signing key from `signing_keys_path` (a JWK with its private part). */
interface SigningKey {
  kid: string
  alg: 'ES256' | 'RS256'
  privateKey: CryptoKey | Uint8Array
  publicKey: CryptoKey | Uint8Array
  publicJwk: JWK
}

export interface Keys {
  secret: Uint8Array
  anonKey: string
  serviceRoleKey: string
  /**
   * Asymmetric keys (config.toml `[auth] signing_keys_path`), the first signs; without any, tokens are
   * HS256 with the secret, as a project on legacy JWT secrets.
   */
  signingKeys?: SigningKey[]
}

export async function deriveKeys(secret = DEFAULT_JWT_SECRET, signingKeysFile?: string | null): Promise<Keys> {
  const bytes = new TextEncoder().encode(secret)
  const sign = (role: string) =>
    new SignJWT({ iss: 'supabase-demo', role, exp: DEMO_KEY_EXPIRY })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(bytes)
  const signingKeys = signingKeysFile ? await readSigningKeys(signingKeysFile) : undefined
  return { secret: bytes, anonKey: await sign('anon'), serviceRoleKey: await sign('service_role'), signingKeys }
}

/** Reads the CLI's signing-keys file: a JSON array of private JWKs (`supabase gen signing-key`). */
export async function readSigningKeys(file: string): Promise<SigningKey[]> {
  const jwks = JSON.parse(readFileSync(file, 'utf8')) as JWK[]
  if (!Array.isArray(jwks) || jwks.length === 0) throw new Error(`${file}: expected a JSON array of JWKs`)
  return Promise.all(
    jwks.map(async (jwk) => {
      const alg = jwk.alg === 'RS256' ? 'RS256' : jwk.alg === 'ES256' ? 'ES256' : null
      if (!alg || !jwk.kid) throw new Error(`${file}: each key needs kid and alg ES256 or RS256`)
      const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, key_ops: _ops, ext: _ext, ...pub } = jwk
      const publicJwk: JWK = { ...pub, key_ops: ['verify'], ext: true }
      return {
        kid: jwk.kid,
        alg,
        privateKey: await importJWK(jwk, alg),
        publicKey: await importJWK({ ...pub, ext: true }, alg),
        publicJwk,
      }
    }),
  )
}

/** GoTrue's `/.well-known/jwks.json`: the public halves of the asymmetric keys (none for HS256 only). */
export const publicJwks = (keys: Keys) => ({ keys: (keys.signingKeys ?? []).map((k) => k.publicJwk) })

export type Claims = JWTPayload & {
  role?: string
  email?: string
  session_id?: string
  [key: string]: unknown
}

export async function signJwt(keys: Keys, claims: Claims): Promise<string> {
  const key = keys.signingKeys?.[0]
  if (key)
    return new SignJWT(claims).setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' }).sign(key.privateKey)
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keys.secret)
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid' }

// Verified tokens, so a client sending the same token on every request pays for the signature once.
const verified = new WeakMap<Keys, Map<string, Claims>>()
const CACHE_LIMIT = 5000

/** The key that checks `token`: its `kid`'s public key, or the shared secret for HS256 (the API keys). */
function verificationKey(keys: Keys, token: string): { key: CryptoKey | Uint8Array; alg: string } | null {
  const header = decodeProtectedHeader(token)
  if (header.alg === 'HS256') return { key: keys.secret, alg: 'HS256' }
  const match = keys.signingKeys?.find((k) => k.kid === header.kid && k.alg === header.alg)
  return match ? { key: match.publicKey, alg: match.alg } : null
}

export async function verifyJwt(keys: Keys, token: string): Promise<VerifyResult> {
  let cache = verified.get(keys)
  if (!cache) verified.set(keys, (cache = new Map()))
  const hit = cache.get(token)
  if (hit) {
    if (typeof hit.exp !== 'number' || hit.exp * 1000 > Date.now()) return { ok: true, claims: hit }
    cache.delete(token)
    return { ok: false, reason: 'expired' }
  }
  try {
    const found = verificationKey(keys, token)
    if (!found) return { ok: false, reason: 'invalid' }
    const { payload } = await jwtVerify(token, found.key, { algorithms: [found.alg] })
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!)
    cache.set(token, payload as Claims)
    return { ok: true, claims: payload as Claims }
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' }
  }
}
