import { paths } from '@/config/paths'
import { withNext } from '@/lib/next-path'

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

/**
 * Where the visitor is and where they wanted to go: `path` is kept as `?next=` on the way to sign-in
 * (and on through confirmation and profile selection); an entry page sends a member on to `next`.
 */
export interface GuardPlace {
  path: string
  next: string | null
}

/** Where a visitor must go instead, or null to let them in. */
export function guardRedirect(routeClass: RouteClass, s: GuardState, at?: GuardPlace): string | null {
  const here = at?.path
  const onward = at?.next ?? null
  switch (routeClass) {
    case 'public':
      return null
    case 'entry':
      return s.signedIn && s.hasProfileType ? (onward ?? paths.home) : null
    case 'profile-selection':
      if (!s.signedIn) return withNext(paths.signIn, onward)
      return s.hasProfileType ? (onward ?? paths.home) : null
    case 'community':
      return s.signedIn ? null : withNext(paths.signupPrompt, here)
    case 'confirmed':
      if (!s.signedIn) return withNext(paths.signIn, here)
      return s.emailConfirmed ? null : withNext(paths.emailVerification(s.email ?? undefined), here)
    case 'member':
      if (!s.signedIn) return withNext(paths.signIn, here)
      if (!s.emailConfirmed) return withNext(paths.emailVerification(s.email ?? undefined), here)
      return s.hasProfileType ? null : withNext(paths.profileSelection, here)
  }
}
