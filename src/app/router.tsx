import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { createBrowserRouter, Outlet, useRouteError, type RouteObject } from 'react-router-dom'
import { GlobalErrorScreen } from '@/components/shared/global-error'
import { RouteLoading } from '@/components/shared/route-loading'
import { Guard } from './guard'
import type { RouteClass } from './route-guards.utils'
import { AREAS, type AreaKey } from './routes/areas'

const AppShell = lazy(() => import('./layouts/app-shell'))
const AreaPage = lazy(() => import('./routes/area-page'))

const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load)
  return (
    <Suspense fallback={<RouteLoading />}>
      <Page />
    </Suspense>
  )
}

const guarded = (routeClass: RouteClass, element: ReactNode) => <Guard routeClass={routeClass}>{element}</Guard>

const area = (key: AreaKey) => (
  <Suspense fallback={<RouteLoading />}>
    <AreaPage area={AREAS[key]} />
  </Suspense>
)

const withShell = (routeClass: RouteClass, children: RouteObject[]): RouteObject => ({
  element: guarded(
    routeClass,
    <Suspense fallback={<RouteLoading />}>
      <AppShell>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </AppShell>
    </Suspense>,
  ),
  children,
})

const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: guarded('entry', page(() => import('./routes/welcome'))) },
      { path: '/signin', element: guarded('entry', page(() => import('./routes/sign-in'))) },
      { path: '/signup', element: guarded('entry', page(() => import('./routes/sign-up'))) },
      { path: '/email-verification', element: page(() => import('./routes/email-verification')) },
      { path: '/auth/confirm', element: page(() => import('./routes/email-verification')) },
      { path: '/auth/callback', element: page(() => import('./routes/auth-callback')) },
      { path: '/reset-password', element: page(() => import('./routes/reset-password')) },
      { path: '/guest-opportunities', element: page(() => import('./routes/guest-opportunities')) },
      { path: '/signup-prompt', element: page(() => import('./routes/signup-prompt')) },
      { path: '/env-test', element: page(() => import('./routes/env-test')) },
      { path: '/auth-debug', element: page(() => import('./routes/auth-debug')) },
      { path: '/profile-selection', element: guarded('profile-selection', page(() => import('./routes/profile-selection'))) },

      withShell('member', [
        { path: '/home', element: area('home') },
        { path: '/opportunities', element: area('opportunities') },
        { path: '/discovery', element: area('discovery') },
        { path: '/funding', element: area('funding') },
        { path: '/university/mou', element: area('universityMou') },
        { path: '/university/verifications', element: area('universityVerifications') },
      ]),
      withShell('confirmed', [
        { path: '/profile/:userId', element: area('profile') },
        { path: '/my-profile', element: area('myProfile') },
        { path: '/saved-opportunities', element: area('savedOpportunities') },
        { path: '/notifications', element: area('notifications') },
        { path: '/apply/:opportunityId', element: area('apply') },
        { path: '/settings', element: area('settings') },
        { path: '/search', element: area('search') },
        { path: '/messages', element: area('messages') },
        { path: '/associates', element: area('associates') },
        { path: '/my-applications', element: area('myApplications') },
        { path: '/my-opportunities', element: area('myOpportunities') },
        { path: '/upcoming-events', element: area('upcomingEvents') },
        { path: '/ai-resume-builder', element: area('aiResumeBuilder') },
        { path: '/career-dreamer', element: area('careerDreamer') },
        { path: '/ai-tools', element: area('aiTools') },
        { path: '/ai-research', element: area('aiResearch') },
        { path: '/ai-startup', element: area('aiStartup') },
        { path: '/supabase-demo', element: page(() => import('./routes/supabase-demo')) },
        { path: '/author', element: area('author') },
        { path: '/dashboard', element: area('dashboard') },
      ]),
      withShell('community', [
        { path: '/community', element: area('community') },
        { path: '/community/:id', element: area('communityDetail') },
      ]),
      { path: '*', element: page(() => import('./routes/not-found')) },
    ],
  },
]

function RouteError() {
  return <GlobalErrorScreen error={useRouteError()} />
}

export const router = createBrowserRouter(routes)
