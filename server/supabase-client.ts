import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import { supabaseEnv } from './supabase-env.ts'

/** A Supabase client for server code acting as the caller (their token) — RLS applies. */
export function clientForToken(token: string): SupabaseClient {
  const { url, anonKey } = supabaseEnv()
  return createClient(url, anonKey, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    // Node 20 has no WebSocket of its own; realtime-js needs one even when unused.
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

/** A Supabase client with no member behind it (the anon role): for endpoints that check their own secret. */
export function anonClient(): SupabaseClient {
  const { url, anonKey } = supabaseEnv()
  return createClient(url, anonKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

/** A Supabase client with the service role: only where a rule demands it (e.g. issuing a secret code). */
export function serviceClient(): SupabaseClient {
  const { url, serviceRoleKey } = supabaseEnv()
  if (!serviceRoleKey) throw new Error('SUPABASE_SERVICE_ROLE_KEY must be set')
  return createClient(url, serviceRoleKey, {
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}
