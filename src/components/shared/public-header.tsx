import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { Logo } from './logo'
import { t } from '@/lib/i18n'

/** The header of pages guests see: the brand, sign in, join. */
export function PublicHeader({ className = 'max-w-6xl' }: { className?: string }) {
  return (
    // One line at 360 px: "Sign in" and "Join now" never wrap; under 380 px the brand is its mark.
    <header className={`mx-auto flex items-center justify-between gap-2 px-3 py-3 sm:px-4 ${className}`}>
      <Link to={paths.welcome} aria-label={t('Campus Network home')}>
        <Logo narrow />
      </Link>
      <nav aria-label={t('Account')} className="flex shrink-0 items-center gap-1 sm:gap-2">
        <Link
          to={paths.signIn}
          className={buttonVariants({ variant: 'ghost', className: 'px-3 whitespace-nowrap sm:px-4' })}
        >
          {t('Sign in')}
        </Link>
        <Link to={paths.signUp} className={buttonVariants({ className: 'px-3 whitespace-nowrap sm:px-4' })}>
          {t('Join now')}
        </Link>
      </nav>
    </header>
  )
}
