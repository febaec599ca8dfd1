import type { SupabaseClient } from '@supabase/supabase-js'
import { clientForToken, serviceClient } from './supabase-client.ts'

/**
 * Scheduled endpoints (/api/push/send, /api/account/purge) run for nobody in particular. Vercel Cron calls them with
 * `Authorization: Bearer $CRON_SECRET`, which gets the service role; any other bearer token acts as itself, so the
 * service role key works (a Supabase database webhook, tests) and a member's token is refused by the database
 * (the functions these endpoints call are granted to service_role only). Null: no token at all.
 */
export function schedulerClient(request: Request): SupabaseClient | null {
  const token = /^bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!token) return null
  const secret = process.env.CRON_SECRET
  if (secret && secret.length >= 16 && timingSafeEqualText(token, secret)) return serviceClient()
  return clientForToken(token)
}

/** True when the database refused the caller (not the service role). */
export const isRefusal = (error: unknown) =>
  /\b(42501|permission denied)\b/i.test(String((error as Error)?.message ?? error))

function timingSafeEqualText(a: string, b: string) {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}
