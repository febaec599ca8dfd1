import type { User } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { jsonError } from './http.ts'
import { clientForToken, type TypedSupabaseClient } from './supabase-client.ts'

export type Caller = { supabase: TypedSupabaseClient; user: User }

/**
 * Checks the bearer token and returns a Supabase client that acts as the caller, so Row Level
 * Security applies to everything the function reads or writes. A Response means: refuse with it.
 * A member with two-step verification on needs a session that proved it (aal2), as the database's
 * policies require (supabase/migrations/20261202080000_two_step_verification_enforced.sql).
 */
export async function requireUser(request: Request): Promise<Caller | Response> {
  const token = /^bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!token) return jsonError(401, 'unauthorized', 'Sign in to continue: this endpoint needs a bearer token.')
  const supabase = clientForToken(token)
  const { data, error } = await supabase.auth.getUser(token)
  if (error || !data.user) return jsonError(401, 'invalid_token', 'Your session has expired. Sign in again.')
  if (!meetsTwoStep(data.user, token))
    return jsonError(
      401,
      'insufficient_aal',
      'Two-step verification is on for this account: confirm the code from your authenticator app first.',
    )
  return { supabase, user: data.user }
}

/** aal2, or no verified factor to prove: what `private.session_meets_two_step()` asks of a session. */
function meetsTwoStep(user: User, token: string): boolean {
  if (!user.factors?.some((f) => f.status === 'verified')) return true
  return decodeJwt(token).aal === 'aal2'
}
