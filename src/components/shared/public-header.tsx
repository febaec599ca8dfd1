import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { Logo } from './logo'

/** The header of pages guests see: the brand, sign in, join. */
export function PublicHeader({ className = 'max-w-6xl' }: { className?: string }) {
  return (
    <header className={`mx-auto flex items-center justify-between px-4 py-3 ${className}`}>
      <Link to={paths.welcome} aria-label="Campus Network home">
        <Logo />
      </Link>
      <nav aria-label="Account" className="flex items-center gap-2">
        <Link to={paths.signIn} className={buttonVariants({ variant: 'ghost' })}>
          Sign in
        </Link>
        <Link to={paths.signUp} className={buttonVariants()}>
          Join now
        </Link>
      </nav>
    </header>
  )
}
