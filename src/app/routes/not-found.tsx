import { Compass } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { EmptyState } from '@/components/shared/empty-state'
import { Logo } from '@/components/shared/logo'
import { PublicHeader } from '@/components/shared/public-header'
import { paths } from '@/config/paths'
import { useAuth } from '@/data/auth/auth-context'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** Any unknown path: the site's header, an <h1>, and the ways back in. */
export default function NotFoundPage() {
  usePageTitle(t('Page not found'))
  const { user } = useAuth()
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="border-b border-border bg-surface">
        {user ? (
          <header className="mx-auto flex max-w-6xl items-center px-4 py-3">
            <Link to={paths.home} aria-label={t('Campus Network home')}>
              <Logo />
            </Link>
          </header>
        ) : (
          <PublicHeader />
        )}
      </div>
      <main className="flex flex-1 items-center justify-center p-4">
        <EmptyState
          icon={Compass}
          title={t('Page not found')}
          headingLevel={1}
          actions={
            <>
              <Link to={user ? paths.home : paths.welcome} className={buttonVariants()}>
                {t('Go home')}
              </Link>
              <Link
                to={user ? paths.opportunities : paths.guestOpportunities}
                className={buttonVariants({ variant: 'secondary' })}
              >
                {t('Browse opportunities')}
              </Link>
            </>
          }
        >
          {t('The page you’re looking for doesn’t exist or has moved.')}
        </EmptyState>
      </main>
    </div>
  )
}
