import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import { verifyJwt, type Claims, type Keys } from '../keys.ts'
import { bearerToken, header } from './http.ts'

export interface Caller {
  role: 'anon' | 'authenticated' | 'service_role'
  claims: Claims
}

export type CallerResult = { ok: true; caller: Caller } | { ok: false; reason: 'expired' | 'invalid' | 'bad_role' }

/** Who is calling: the bearer token's role and claims, else the apikey's, as PostgREST and Storage decide. */
export async function resolveCaller(keys: Keys, req: IncomingMessage): Promise<CallerResult> {
  const token = bearerToken(req) ?? header(req, 'apikey') ?? null
  if (!token) return { ok: true, caller: { role: 'anon', claims: { role: 'anon' } } }
  const result = await verifyJwt(keys, token)
  if (!result.ok) return { ok: false, reason: result.reason }
  const role = typeof result.claims.role === 'string' && result.claims.role ? result.claims.role : 'anon'
  if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') return { ok: false, reason: 'bad_role' }
  return { ok: true, caller: { role, claims: result.claims } }
}

/**
 * Statement timeouts per role, as hosted Supabase sets them (`alter role anon set statement_timeout = '3s'`,
 * authenticated 8s). A role's own settings apply only at login, and requests switch role inside a
 * transaction, so the timeout travels with the role as a transaction-local setting. service_role has none.
 */
export const STATEMENT_TIMEOUTS: Record<Caller['role'], string | null> = {
  anon: '3s',
  authenticated: '8s',
  service_role: null,
}

/** Claims as JSON, once per claims object (verified tokens are cached, so a token's claims are one object). */
const claimsJson = new WeakMap<Claims, string>()
function claimsText(claims: Claims): string {
  let text = claimsJson.get(claims)
  if (text === undefined) claimsJson.set(claims, (text = JSON.stringify(claims)))
  return text
}

/** The transaction-local settings that make Row Level Security see this caller. */
export function callerSettings(
  caller: Caller,
  request: { method?: string; headers: IncomingHttpHeaders },
  path: string,
): Record<string, string> {
  const timeout = STATEMENT_TIMEOUTS[caller.role]
  return {
    ...(timeout ? { statement_timeout: timeout } : {}),
    role: caller.role,
    'request.jwt.claims': claimsText(caller.claims),
    'request.method': request.method ?? 'GET',
    'request.path': path,
    'request.headers': JSON.stringify(request.headers),
  }
}
