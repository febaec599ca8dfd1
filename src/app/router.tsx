import { lazy, Suspense, type ReactNode } from 'react'
import { Outlet, Route, Routes, useLocation } from 'react-router-dom'
import { GlobalErrorBoundary } from '@/components/shared/global-error'
import { PublicHeader } from '@/components/shared/public-header'
import { RouteLoading } from '@/components/shared/route-loading'
import { paths, routePatterns } from '@/config/paths'
import { useAuth } from '@/data/auth/auth-context'
import { Guard } from './guard'
import { lazyPage as page } from './lazy-page'
import type { RouteClass } from './route-guards.utils'

const AppShell = lazy(() => import('./layouts/app-shell'))

const Welcome = page(() => import('./routes/welcome'), paths.welcome)
const SignIn = page(() => import('./routes/sign-in'), paths.signIn)
const SignUp = page(() => import('./routes/sign-up'))
const EmailVerification = page(() => import('./routes/email-verification'))
const AuthCallback = page(() => import('./routes/auth-callback'))
const ResetPassword = page(() => import('./routes/reset-password'))
const GuestOpportunities = page(() => import('./routes/guest-opportunities'), paths.guestOpportunities)
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
const Moderation = page(() => import('./routes/moderation'))
const Author = page(() => import('./routes/author'))
const Search = page(() => import('./routes/search'))
const Opportunities = page(() => import('./routes/opportunities'))
const Apply = page(() => import('./routes/apply'))
const MyApplications = page(() => import('./routes/my-applications'))
const MyOpportunities = page(() => import('./routes/my-opportunities'))
const HiringPipeline = page(() => import('./routes/hiring-pipeline'))
const SavedOpportunities = page(() => import('./routes/saved-opportunities'))
const SavedPosts = page(() => import('./routes/saved-posts'))
const SavedAlerts = page(() => import('./routes/saved-alerts'))
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
const Organisation = page(() => import('./routes/organisation'))

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

/** A page open to everyone: members see it in the app's shell, guests under the public header. */
function MemberOrGuestShell() {
  const { user, loading } = useAuth()
  if (loading) return <RouteLoading />
  if (user) return <Shell routeClass="public" />
  return (
    <div className="min-h-dvh">
      <div className="border-b border-border bg-surface">
        <PublicHeader className="max-w-4xl" />
      </div>
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}

/** Every route of SPEC §2, lazily loaded, each behind its guard. */
export function AppRoutes() {
  const location = useLocation()
  return (
    <GlobalErrorBoundary resetKey={location.pathname}>
      <Routes>
        <Route path={paths.welcome} element={guarded('entry', Welcome)} />
        <Route path={paths.signIn} element={guarded('entry', SignIn)} />
        <Route path={paths.signUp} element={guarded('entry', SignUp)} />
        <Route path={paths.emailVerification()} element={EmailVerification} />
        <Route path={paths.authConfirm} element={EmailVerification} />
        <Route path={paths.authCallback} element={AuthCallback} />
        <Route path={paths.resetPassword} element={ResetPassword} />
        <Route path={paths.guestOpportunities} element={GuestOpportunities} />
        <Route path={paths.signupPrompt} element={SignupPrompt} />
        <Route path={paths.envTest} element={EnvTest} />
        <Route path={paths.authDebug} element={AuthDebug} />
        <Route path={paths.profileSelection} element={guarded('profile-selection', ProfileSelection)} />

        <Route element={<Shell routeClass="member" />}>
          <Route path={paths.home} element={Home} />
          <Route path={paths.opportunities} element={Opportunities} />
          <Route path={paths.discovery} element={Discovery} />
          <Route path={paths.funding} element={Funding} />
          <Route path={paths.universityMou} element={UniversityMou} />
          <Route path={paths.universityVerifications} element={UniversityVerifications} />
        </Route>
        <Route element={<Shell routeClass="confirmed" />}>
          <Route path={routePatterns.profile} element={Profile} />
          <Route path={paths.myProfile} element={MyProfile} />
          <Route path={paths.savedOpportunities} element={SavedOpportunities} />
          <Route path={paths.savedPosts} element={SavedPosts} />
          <Route path={paths.savedAlerts} element={SavedAlerts} />
          <Route path={paths.notifications} element={Notifications} />
          <Route path={paths.moderation} element={Moderation} />
          <Route path={routePatterns.apply} element={Apply} />
          <Route path={paths.settings} element={Settings} />
          <Route path={routePatterns.settingsSection} element={Settings} />
          <Route path={paths.search} element={Search} />
          <Route path={paths.messages} element={Messages} />
          <Route path={paths.associates} element={Associates} />
          <Route path={paths.myApplications} element={MyApplications} />
          <Route path={paths.myOpportunities} element={MyOpportunities} />
          <Route path={paths.hiringPipeline} element={HiringPipeline} />
          <Route path={paths.upcomingEvents} element={UpcomingEvents} />
          <Route path={paths.aiResumeBuilder} element={AiResumeBuilder} />
          <Route path={paths.careerDreamer} element={CareerDreamer} />
          <Route path={paths.aiTools} element={AiTools} />
          <Route path={paths.aiResearch} element={AiResearch} />
          <Route path={paths.aiStartup} element={AiStartup} />
          <Route path={paths.supabaseDemo} element={SupabaseDemo} />
          <Route path={paths.author} element={Author} />
          <Route path={paths.dashboard} element={Dashboard} />
        </Route>
        <Route element={<Shell routeClass="community" />}>
          <Route path={paths.community} element={Communities} />
          <Route path={routePatterns.communityDetail} element={CommunityDetail} />
        </Route>
        <Route element={<MemberOrGuestShell />}>
          <Route path={routePatterns.organisation} element={Organisation} />
        </Route>
        <Route path="*" element={NotFound} />
      </Routes>
    </GlobalErrorBoundary>
  )
}
