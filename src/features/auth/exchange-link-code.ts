import type { AuthError, Session } from '@supabase/supabase-js'
import type { AppClient } from '@/lib/supabase'

/**
 * Exchanges the code an e-mail link (or Google) brought back. supabase-js drops its code verifier whenever it saves
 * a session (updateUser for an e-mail change does), so a link opened in the very browser that asked for it cannot
 * be exchanged. What the link confirmed is done on the server by then; a member signed in here carries on with their
 * own session, refreshed so that it shows the change.
 */
export async function exchangeLinkCode(
  client: AppClient,
  code: string,
  signedIn: boolean,
): Promise<{ session: Session | null; error: AuthError | null }> {
  const exchanged = await client.auth.exchangeCodeForSession(code)
  if (exchanged.error?.code !== 'pkce_code_verifier_not_found' || !signedIn)
    return { session: exchanged.data.session, error: exchanged.error }
  const refreshed = await client.auth.refreshSession()
  return refreshed.error ? { session: null, error: exchanged.error } : { session: refreshed.data.session, error: null }
}
