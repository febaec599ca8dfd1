import { useCallback, useRef } from 'react'
import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import type { AppClient } from '@/lib/supabase'

export type AuthEventHandler = (event: AuthChangeEvent, session: Session | null) => void

/** The client, loaded on first need; its auth events (but the initial one) go to whichever handler is current. */
export function useAuthClient(loadClient: () => Promise<AppClient>) {
  const authEventHandler = useRef<AuthEventHandler | null>(null)
  const clientPromise = useRef<Promise<AppClient> | null>(null)

  const ensureClient = useCallback(() => {
    clientPromise.current ??= loadClient().then((client) => {
      client.auth.onAuthStateChange((event, session) => {
        if (event !== 'INITIAL_SESSION') authEventHandler.current?.(event, session)
      })
      return client
    })
    return clientPromise.current
  }, [loadClient])

  return { ensureClient, clientPromise, authEventHandler }
}
