import { useMemo, type ReactNode } from 'react'
import { AuthContext, type AuthContextValue } from '@/data/auth/auth-context'
import { getSupabase, type AppClient } from '@/lib/supabase'
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
  const { state, deps } = useAuthSession(useAuthClient(loadClient))
  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      ...signInMethods(deps),
      ...signUpMethods(deps),
      ...passwordMethods(deps),
      ...profileMethods(deps),
    }),
    [state, deps],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
