import { useMemo, type ReactNode } from 'react'
import { AuthContext, type AuthContextValue } from '@/data/auth/auth-context'
import { getSupabase, type AppClient } from '@/lib/supabase'
import type { AuthActionDeps } from './auth-actions'
import { useAuthClient } from './auth-client'
import { passwordMethods } from './password-methods'
import { profileMethods } from './profile-methods'
import { signInMethods } from './sign-in-methods'
import { signUpMethods } from './sign-up-methods'
import { useAuthSession } from './use-auth-session'

export function AuthProvider({
  children,
  loadClient = getSupabase,
}: {
  children: ReactNode
  loadClient?: () => Promise<AppClient>
}) {
  const client = useAuthClient(loadClient)
  const { ensureClient, clientPromise } = client
  const { state, stateRef, publish, readSession, applySession, waitForUser } = useAuthSession(client)

  const value = useMemo<AuthContextValue>(() => {
    const deps: AuthActionDeps = {
      ensureClient,
      clientPromise,
      stateRef,
      publish,
      readSession,
      applySession,
      waitForUser,
    }
    return {
      ...state,
      ...signInMethods(deps),
      ...signUpMethods(deps),
      ...passwordMethods(deps),
      ...profileMethods(deps),
    }
  }, [state, ensureClient, clientPromise, stateRef, publish, readSession, applySession, waitForUser])

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
