import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/types/database'

export type AppClient = SupabaseClient<Database>

let client: Promise<AppClient> | null = null

/**
 * The one Supabase client, loaded on first use: a guest who has never signed in does not download
 * supabase-js (about 55 KB gzip) to read the welcome page.
 */
export function getSupabase(): Promise<AppClient> {
  client ??= import('./supabase-client').then((m) => m.createAppClient())
  return client
}

/** A client of its own that keeps no session (`createDetachedClient`), made on each call. */
export const getDetachedSupabase = (): Promise<AppClient> =>
  import('./supabase-client').then((m) => m.createDetachedClient())
