import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import type { Database } from '../src/types/database.ts'
import { supabaseEnv } from './supabase-env.ts'

/** A client typed by the generated database types: tables, views and functions as migrated. */
export type TypedSupabaseClient = SupabaseClient<Database>

/** A server-side client for `key`: no session kept, and `ws` as realtime-js's transport (Node 20 has no WebSocket). */
export function clientWithKey(url: string, key: string, headers?: Record<string, string>): TypedSupabaseClient {
  return createClient<Database>(url, key, {
    ...(headers ? { global: { headers } } : {}),
    realtime: { transport: ws as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

/** A Supabase client for server code acting as the caller (their token) — RLS applies. */
export function clientForToken(token: string): TypedSupabaseClient {
  const { url, anonKey } = supabaseEnv()
  return clientWithKey(url, anonKey, { Authorization: `Bearer ${token}` })
}

/** A Supabase client with no member behind it (the anon role): for endpoints that check their own secret. */
export function anonClient(): TypedSupabaseClient {
  const { url, anonKey } = supabaseEnv()
  return clientWithKey(url, anonKey)
}

/** A Supabase client with the service role: only where a rule demands it (e.g. issuing a secret code). */
export function serviceClient(): TypedSupabaseClient {
  const { url, serviceRoleKey } = supabaseEnv()
  if (!serviceRoleKey) throw new Error('SUPABASE_SERVICE_ROLE_KEY must be set')
  return clientWithKey(url, serviceRoleKey)
}
