import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose'

/** The Supabase CLI's fixed local secret; the anon and service_role keys below are derived from it. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

// The CLI's demo keys carry exactly these claims, so signing them with the default secret reproduces them.
const DEMO_KEY_EXPIRY = 1983812996

export interface Keys {
  secret: Uint8Array
  anonKey: string
  serviceRoleKey: string
}

export async function deriveKeys(secret = DEFAULT_JWT_SECRET): Promise<Keys> {
  const bytes = new TextEncoder().encode(secret)
  const sign = (role: string) =>
    new SignJWT({ iss: 'supabase-demo', role, exp: DEMO_KEY_EXPIRY })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(bytes)
  return { secret: bytes, anonKey: await sign('anon'), serviceRoleKey: await sign('service_role') }
}

export type Claims = JWTPayload & {
  role?: string
  email?: string
  session_id?: string
  [key: string]: unknown
}

export async function signJwt(keys: Keys, claims: Claims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keys.secret)
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid' }

// Verified tokens, so a client sending the same token on every request pays for HMAC once.
const verified = new WeakMap<Keys, Map<string, Claims>>()
const CACHE_LIMIT = 5000

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
    const { payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'] })
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!)
    cache.set(token, payload as Claims)
    return { ok: true, claims: payload as Claims }
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' }
  }
}
