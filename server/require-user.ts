import type { SupabaseClient, User } from '@supabase/supabase-js'
import { jsonError } from './http.ts'
import { clientForToken } from './supabase-client.ts'

export type Caller = { supabase: SupabaseClient; user: User }

/**
 * Checks the bearer token and returns a Supabase client that acts as the caller, so Row Level
 * Security applies to everything the function reads or writes. A Response means: refuse with it.
 */
export async function requireUser(request: Request): Promise<Caller | Response> {
  const token = /^bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!token) return jsonError(401, 'unauthorized', 'Sign in to continue: this endpoint needs a bearer token.')
  const supabase = clientForToken(token)
  const { data, error } = await supabase.auth.getUser(token)
  if (error || !data.user) return jsonError(401, 'invalid_token', 'Your session has expired. Sign in again.')
  return { supabase, user: data.user }
}
