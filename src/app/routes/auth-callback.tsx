import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { buttonVariants } from '@/components/ui/button'
import { RouteLoading } from '@/components/shared/route-loading'
import { paths } from '@/config/paths'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { useRedirectResult } from '@/features/auth/use-redirect-result'

/** Where Google (and PKCE email links) return: exchange the code, then into the app. */
export default function AuthCallbackPage() {
  const result = useRedirectResult()
  const navigate = useNavigate()
  useEffect(() => {
    if (result.status === 'done') navigate(paths.home, { replace: true })
  }, [result, navigate])
  if (result.status === 'failed' || result.status === 'none') {
    return (
      <AuthLayout title="Sign-in did not complete">
        <div className="space-y-4">
          <Alert>
            {result.status === 'failed'
              ? result.message
              : 'This page needs a sign-in code. Start again from the sign-in page.'}
          </Alert>
          <Link to={paths.signIn} className={buttonVariants({ className: 'w-full' })}>
            Back to sign in
          </Link>
        </div>
      </AuthLayout>
    )
  }
  return <RouteLoading />
}
