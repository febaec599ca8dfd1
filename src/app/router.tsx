import { lazy, Suspense, type ReactNode } from 'react'
import { Outlet, Route, Routes, useLocation } from 'react-router-dom'
import { GlobalErrorBoundary } from '@/components/shared/global-error'
import { RouteLoading } from '@/components/shared/route-loading'
import { Guard } from './guard'
import { lazyPage as page } from './lazy-page'
import type { RouteClass } from './route-guards.utils'

const AppShell = lazy(() => import('./layouts/app-shell'))

const Welcome = page(() => import('./routes/welcome'), '/')
const SignIn = page(() => import('./routes/sign-in'), '/signin')
const SignUp = page(() => import('./routes/sign-up'))
const EmailVerification = page(() => import('./routes/email-verification'))
const AuthCallback = page(() => import('./routes/auth-callback'))
const ResetPassword = page(() => import('./routes/reset-password'))
const GuestOpportunities = page(() => import('./routes/guest-opportunities'), '/guest-opportunities')
const SignupPrompt = page(() => import('./routes/signup-prompt'))
const EnvTest = page(() => import('./routes/env-test'))
const AuthDebug = page(() => import('./routes/auth-debug'))
const ProfileSelection = page(() => import('./routes/profile-selection'))
const SupabaseDemo = page(() => import('./routes/supabase-demo'))
const NotFound = page(() => import('./routes/not-found'))
const Home = page(() => import('./routes/home'))
const Profile = page(() => import('./routes/profile'))
const MyProfile = page(() => import('./routes/my-profile'))
const Notifications = page(() => import('./routes/notifications'))
const Author = page(() => import('./routes/author'))
const Search = page(() => import('./routes/search'))
const Opportunities = page(() => import('./routes/opportunities'))
const Apply = page(() => import('./routes/apply'))
const MyApplications = page(() => import('./routes/my-applications'))
const MyOpportunities = page(() => import('./routes/my-opportunities'))
const SavedOpportunities = page(() => import('./routes/saved-opportunities'))
const Dashboard = page(() => import('./routes/dashboard'))
const Discovery = page(() => import('./routes/discovery'))
const Funding = page(() => import('./routes/funding'))
const Messages = page(() => import('./routes/messages'))
const Associates = page(() => import('./routes/associates'))
const Communities = page(() => import('./routes/community'))
const CommunityDetail = page(() => import('./routes/community-detail'))
const UpcomingEvents = page(() => import('./routes/upcoming-events'))
const UniversityMou = page(() => import('./routes/university-mou'))
const UniversityVerifications = page(() => import('./routes/university-verifications'))
const Settings = page(() => import('./routes/settings'))
const AiTools = page(() => import('./routes/ai-tools'))
const AiResumeBuilder = page(() => import('./routes/ai-resume-builder'))
const CareerDreamer = page(() => import('./routes/career-dreamer'))
const AiResearch = page(() => import('./routes/ai-research'))
const AiStartup = page(() => import('./routes/ai-startup'))

const guarded = (routeClass: RouteClass, element: ReactNode) => <Guard routeClass={routeClass}>{element}</Guard>

function Shell({ routeClass }: { routeClass: RouteClass }) {
  return guarded(
    routeClass,
    <Suspense fallback={<RouteLoading />}>
      <AppShell>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </AppShell>
    </Suspense>,
  )
}

/** Every route of SPEC §2, lazily loaded, each behind its guard. */
export function AppRoutes() {
  const location = useLocation()
  return (
    <GlobalErrorBoundary resetKey={location.pathname}>
      <Routes>
        <Route path="/" element={guarded('entry', Welcome)} />
        <Route path="/signin" element={guarded('entry', SignIn)} />
        <Route path="/signup" element={guarded('entry', SignUp)} />
        <Route path="/email-verification" element={EmailVerification} />
        <Route path="/auth/confirm" element={EmailVerification} />
        <Route path="/auth/callback" element={AuthCallback} />
        <Route path="/reset-password" element={ResetPassword} />
        <Route path="/guest-opportunities" element={GuestOpportunities} />
        <Route path="/signup-prompt" element={SignupPrompt} />
        <Route path="/env-test" element={EnvTest} />
        <Route path="/auth-debug" element={AuthDebug} />
        <Route path="/profile-selection" element={guarded('profile-selection', ProfileSelection)} />

        <Route element={<Shell routeClass="member" />}>
          <Route path="/home" element={Home} />
          <Route path="/opportunities" element={Opportunities} />
          <Route path="/discovery" element={Discovery} />
          <Route path="/funding" element={Funding} />
          <Route path="/university/mou" element={UniversityMou} />
          <Route path="/university/verifications" element={UniversityVerifications} />
        </Route>
        <Route element={<Shell routeClass="confirmed" />}>
          <Route path="/profile/:userId" element={Profile} />
          <Route path="/my-profile" element={MyProfile} />
          <Route path="/saved-opportunities" element={SavedOpportunities} />
          <Route path="/notifications" element={Notifications} />
          <Route path="/apply/:opportunityId" element={Apply} />
          <Route path="/settings" element={Settings} />
          <Route path="/settings/:section" element={Settings} />
          <Route path="/search" element={Search} />
          <Route path="/messages" element={Messages} />
          <Route path="/associates" element={Associates} />
          <Route path="/my-applications" element={MyApplications} />
          <Route path="/my-opportunities" element={MyOpportunities} />
          <Route path="/upcoming-events" element={UpcomingEvents} />
          <Route path="/ai-resume-builder" element={AiResumeBuilder} />
          <Route path="/career-dreamer" element={CareerDreamer} />
          <Route path="/ai-tools" element={AiTools} />
          <Route path="/ai-research" element={AiResearch} />
          <Route path="/ai-startup" element={AiStartup} />
          <Route path="/supabase-demo" element={SupabaseDemo} />
          <Route path="/author" element={Author} />
          <Route path="/dashboard" element={Dashboard} />
        </Route>
        <Route element={<Shell routeClass="community" />}>
          <Route path="/community" element={Communities} />
          <Route path="/community/:id" element={CommunityDetail} />
        </Route>
        <Route path="*" element={NotFound} />
      </Routes>
    </GlobalErrorBoundary>
  )
}
