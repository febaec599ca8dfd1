import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { AuthLayout } from '@/features/auth/components/auth-layout'

/** Where guests land when they try something that needs an account. */
export default function SignupPromptPage() {
  const [params] = useSearchParams()
  const next = params.get('next')
  // Only a path inside the app, never another site.
  const from =
    (useLocation().state as { from?: string } | null)?.from ?? (next && /^\/(?!\/)/.test(next) ? next : undefined)
  return (
    <AuthLayout
      title="Join Campus Network to continue"
      subtitle="An account lets you save and apply to opportunities, join communities and message people."
    >
      <ul className="mb-6 list-disc space-y-1 pl-5 text-sm text-muted">
        <li>Apply to internships, jobs, hackathons and scholarships</li>
        <li>Follow your applications to a decision</li>
        <li>Join communities and connect with your associates</li>
      </ul>
      <div className="space-y-3">
        <Link to={paths.signUp} state={{ from }} className={buttonVariants({ className: 'w-full' })}>
          Create a free account
        </Link>
        <Link
          to={paths.signIn}
          state={{ from }}
          className={buttonVariants({ variant: 'secondary', className: 'w-full' })}
        >
          I already have an account
        </Link>
        <Link to={paths.guestOpportunities} className={buttonVariants({ variant: 'ghost', className: 'w-full' })}>
          Keep browsing as a guest
        </Link>
      </div>
    </AuthLayout>
  )
}
