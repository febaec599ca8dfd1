import { createContext, useContext } from 'react'
import type { AuthError, Session } from '@supabase/supabase-js'
import type { ProfileType } from '@/lib/profile-types'
import type { Tables } from '@/types/database'

/** The signed-in member as the app sees them (SPEC §3, in-app user object). */
export interface AppUser {
  id: string
  name: string
  email: string
  firstName: string
  lastName: string
  profile_type: ProfileType | null
  date_of_birth: string | null
  university: string | null
  college_email: string | null
  bio: string | null
  location: string | null
  phone: string | null
  linkedin_url: string | null
  github_url: string | null
  portfolio_url: string | null
  skills: string[]
  avatar_url: string | null
  email_confirmed: boolean
}

export interface AuthState {
  user: AppUser | null
  session: Session | null
  loading: boolean
  error: string | null
  /** Signed in but no profile yet: profile selection comes next. */
  isNewUser: boolean
}

export type ActionResult = { error: AuthError | Error | null }

export interface AuthContextValue extends AuthState {
  signIn(email: string, password: string, rememberMe: boolean): Promise<ActionResult>
  signUp(input: {
    name: string
    email: string
    password: string
    /** Where to go once the confirmation link is opened (a same-site path). */
    next?: string | null
  }): Promise<ActionResult & { needsConfirmation: boolean }>
  /** `next`: where to go after Google brings the member back (a same-site path). */
  signInWithGoogle(next?: string | null): Promise<ActionResult>
  /** The browser's passkey prompt, then a session (aal1: a member with two-step verification still owes a code). */
  signInWithPasskey(rememberMe: boolean): Promise<ActionResult>
  /**
   * Logs out and clears the stored session, mirror and flag. `thenGo` runs in the same update as the
   * user becoming null, so route guards never see a signed-out member on a members' page.
   */
  signOut(thenGo?: () => void): Promise<void>
  resendConfirmation(email: string, next?: string | null): Promise<ActionResult>
  requestPasswordReset(email: string): Promise<ActionResult>
  updatePassword(password: string): Promise<ActionResult>
  /** Checks the signed-in member's current password (before a change not made from a recovery link). */
  verifyPassword(password: string): Promise<ActionResult>
  /** The one-time choice of profile type; a student gives their date of birth with it (under 18: safe defaults). */
  selectProfileType(type: ProfileType, details?: { dateOfBirth?: string | null }): Promise<ActionResult>
  updateProfile(fields: Partial<Tables<'user_profiles'>>): Promise<ActionResult>
  /** Completes a PKCE redirect (email link or Google) with the code it carried. */
  exchangeCode(code: string): Promise<ActionResult>
  /** Reads the profile again (after an edit elsewhere). */
  reloadUser(): Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}

/**
 * The signed-in member, for screens behind a members' guard (the guard renders them only once a member is in).
 * Use it instead of `useAuth().user` with an `if (!user) return null`.
 */
export function useMember(): AppUser {
  const { user } = useAuth()
  if (!user) throw new Error('useMember is for members-only screens: the route guard lets none render without a member')
  return user
}
