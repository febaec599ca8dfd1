import { paths } from '@/config/paths'

/**
 * The route classes of SPEC §2:
 * - entry: /, /signin, /signup — a member with a profile type goes to /home
 * - public: open to everyone
 * - profile-selection: needs sign-in; a member who has a type goes to /home
 * - member: needs sign-in, a confirmed email and a profile type
 * - confirmed: needs sign-in and a confirmed email
 * - community: needs sign-in only; a guest goes to /signup-prompt
 */
export type RouteClass = 'entry' | 'public' | 'profile-selection' | 'member' | 'confirmed' | 'community'

export interface GuardState {
  signedIn: boolean
  emailConfirmed: boolean
  hasProfileType: boolean
  email: string | null
}

/** Where a visitor must go instead, or null to let them in. */
export function guardRedirect(routeClass: RouteClass, s: GuardState): string | null {
  switch (routeClass) {
    case 'public':
      return null
    case 'entry':
      return s.signedIn && s.hasProfileType ? paths.home : null
    case 'profile-selection':
      if (!s.signedIn) return paths.signIn
      return s.hasProfileType ? paths.home : null
    case 'community':
      return s.signedIn ? null : paths.signupPrompt
    case 'confirmed':
      if (!s.signedIn) return paths.signIn
      return s.emailConfirmed ? null : paths.emailVerification(s.email ?? undefined)
    case 'member':
      if (!s.signedIn) return paths.signIn
      if (!s.emailConfirmed) return paths.emailVerification(s.email ?? undefined)
      return s.hasProfileType ? null : paths.profileSelection
  }
}
