/**
 * The local stack's anon key (the Supabase CLI's fixed demo key). It is public by design, like every
 * anon key; hosted projects set VITE_SUPABASE_ANON_KEY instead.
 */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

const origin = typeof window === 'undefined' ? 'http://localhost:5173' : window.location.origin

export const env = {
  /** The local stack serves the Supabase API on the app's own origin. */
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL || origin,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
  /** Where OAuth returns to when not on localhost. */
  siteUrl: import.meta.env.VITE_SITE_URL || origin,
  mode: (import.meta.env.VITE_SUPABASE_URL ? 'hosted' : 'local') as 'hosted' | 'local',
  /**
   * Passkeys: Supabase Auth marks them experimental, so a hosted project has them only once they are turned
   * on in its Dashboard and VITE_PASSKEYS=true is set (docs/deploy.md). The local stack has them on.
   */
  passkeys: import.meta.env.VITE_PASSKEYS
    ? import.meta.env.VITE_PASSKEYS === 'true'
    : !import.meta.env.VITE_SUPABASE_URL,
}
