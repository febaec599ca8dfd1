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

/** The transaction-local settings that make Row Level Security see this caller. */
export function callerSettings(
  caller: Caller,
  request: { method?: string; headers: IncomingHttpHeaders },
  path: string,
): Record<string, string> {
  return {
    role: caller.role,
    'request.jwt.claims': JSON.stringify(caller.claims),
    'request.method': request.method ?? 'GET',
    'request.path': path,
    'request.headers': JSON.stringify(request.headers),
  }
}
