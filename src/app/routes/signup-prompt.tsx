import { Link, useSearchParams } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { AuthLayout } from '@/features/auth/components/auth-layout'
import { NEXT_PARAM, safeNext, withNext } from '@/lib/next-path'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** Where guests land when they try something that needs an account. */
export default function SignupPromptPage() {
  usePageTitle(t('Join Campus Network'))
  // Only a path inside the app, never another site.
  const next = safeNext(useSearchParams()[0].get(NEXT_PARAM))
  return (
    <AuthLayout
      title={t('Join Campus Network to continue')}
      subtitle={t('An account lets you save and apply to opportunities, join communities and message people.')}
    >
      <ul className="mb-6 list-disc space-y-1 pl-5 text-sm text-muted">
        <li>{t('Apply to internships, jobs, hackathons and scholarships')}</li>
        <li>{t('Follow your applications to a decision')}</li>
        <li>{t('Join communities and connect with your associates')}</li>
      </ul>
      <div className="space-y-3">
        <Link to={withNext(paths.signUp, next)} className={buttonVariants({ className: 'w-full' })}>
          {t('Create a free account')}
        </Link>
        <Link
          to={withNext(paths.signIn, next)}
          className={buttonVariants({ variant: 'secondary', className: 'w-full' })}
        >
          {t('I already have an account')}
        </Link>
        <Link to={paths.guestOpportunities} className={buttonVariants({ variant: 'ghost', className: 'w-full' })}>
          {t('Keep browsing as a guest')}
        </Link>
      </div>
    </AuthLayout>
  )
}
