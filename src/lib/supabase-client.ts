import { createClient } from '@supabase/supabase-js'
import { AUTH_STORAGE, CLIENT_INFO_HEADER } from '@/config/auth-constants'
import { env } from '@/config/env'
import type { Database } from '@/types/database'
import { authStorage } from './auth-storage'

export function createAppClient() {
  return createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    auth: {
      storageKey: AUTH_STORAGE.sessionKey,
      storage: authStorage,
      persistSession: true,
      autoRefreshToken: true,
      // Our own /auth/callback and /auth/confirm screens exchange codes, so they can show progress and errors.
      detectSessionInUrl: false,
      flowType: 'pkce',
    },
    global: { headers: CLIENT_INFO_HEADER },
  })
}
