import type { RefObject } from 'react'
import type { Session } from '@supabase/supabase-js'
import type { ActionResult, AuthState } from '@/data/auth/auth-context'
import type { AppClient } from '@/lib/supabase'

/** What the provider's methods work with: the client and the auth state's reads and writes. */
export interface AuthActionDeps {
  ensureClient: () => Promise<AppClient>
  /** The client if it has been loaded (signing out does not load it). */
  clientPromise: RefObject<Promise<AppClient> | null>
  stateRef: RefObject<AuthState>
  publish: (next: Partial<AuthState>) => void
  readSession: { clear(): void }
  applySession: (session: Session | null) => Promise<void>
  waitForUser: (userId: string) => Promise<void>
}

/** Runs an auth call; a throw (network, client failing to load) becomes `fallbackMessage`. */
export async function runAction(action: () => Promise<ActionResult>, fallbackMessage: string): Promise<ActionResult> {
  try {
    return await action()
  } catch {
    return { error: new Error(fallbackMessage) }
  }
}

/** This site's origin, which the links in auth emails and OAuth redirects come back to. */
export const origin = () => window.location.origin
