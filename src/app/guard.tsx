import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { RouteLoading } from '@/components/shared/route-loading'
import { useAuth } from '@/data/auth/auth-context'
import { pendingSecondFactor } from '@/features/auth/auth.utils'
import { nextFromSearch } from '@/lib/next-path'
import { guardRedirect, type RouteClass } from './route-guards.utils'

/** Applies SPEC §2's rule for a route class; the visitor's place is kept as `?next=` for after sign-in. */
export function Guard({ routeClass, children }: { routeClass: RouteClass; children: ReactNode }) {
  const { user, session, loading } = useAuth()
  const location = useLocation()
  if (loading && routeClass !== 'public') return <RouteLoading />
  const target = guardRedirect(
    routeClass,
    {
      // Signed in with the password but not yet with the second factor: not in yet (aal2 needed).
      signedIn: !!session && !!user && !pendingSecondFactor(session),
      emailConfirmed: !!user?.email_confirmed,
      hasProfileType: !!user?.profile_type,
      email: user?.email ?? null,
    },
    { path: `${location.pathname}${location.search}${location.hash}`, next: nextFromSearch(location.search) },
  )
  if (target) return <Navigate to={target} replace />
  return <>{children}</>
}
