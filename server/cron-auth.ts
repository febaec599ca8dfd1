import { decodeJwt } from 'jose'
import { jsonError } from './http.ts'
import { clientForToken, serviceClient, type TypedSupabaseClient } from './supabase-client.ts'

/**
 * Scheduled endpoints (/api/push/send, /api/account/purge) run for nobody in particular. Vercel Cron calls them with
 * `Authorization: Bearer $CRON_SECRET`, which gets the service role; a token whose claims say `service_role` acts as
 * itself (a Supabase database webhook, tests) and the database checks its signature. Anything else is answered here,
 * before any work: no token or one that is not a JWT is 401, a member's (or a guest's) token is 403.
 */
export function authorizeScheduler(request: Request, action: string): TypedSupabaseClient | Response {
  const token = /^bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim()
  if (!token) return jsonError(401, 'unauthorized', `Only the scheduler may ${action}.`)
  const secret = process.env.CRON_SECRET
  if (secret && secret.length >= 16 && timingSafeEqualText(token, secret)) return serviceClient()
  let role: unknown
  try {
    role = decodeJwt(token).role
  } catch {
    return jsonError(401, 'unauthorized', `Only the scheduler may ${action}.`)
  }
  if (role !== 'service_role') return jsonError(403, 'forbidden', `Only the scheduler may ${action}.`)
  return clientForToken(token)
}

/**
 * What the database's refusal of a scheduler's token means for the caller: a token it could not verify (a forged
 * or expired service role claim) is 401, a role without the grant is 403; anything else is not a refusal (null).
 */
export function schedulerRefusal(error: unknown, action: string): Response | null {
  const text = `${(error as { code?: string })?.code ?? ''} ${String((error as Error)?.message ?? error)}`
  if (/\bPGRST30\d\b|\bJW[ST]\b|JWSError|JWTExpired|invalid (signature|token)/i.test(text))
    return jsonError(401, 'unauthorized', `Only the scheduler may ${action}.`)
  if (/\b(42501|permission denied)\b/i.test(text))
    return jsonError(403, 'forbidden', `Only the scheduler may ${action}.`)
  return null
}

/** The scheduled job's result as JSON; the database refusing the scheduler's token as `schedulerRefusal` says. */
export async function runScheduledJob(action: string, job: () => Promise<unknown>): Promise<Response> {
  try {
    return Response.json(await job())
  } catch (error) {
    const refused = schedulerRefusal(error, action)
    if (refused) return refused
    throw error
  }
}

function timingSafeEqualText(a: string, b: string) {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}
