import { Compass } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { EmptyState } from '@/components/shared/empty-state'
import { paths } from '@/config/paths'
import { usePageTitle } from '@/hooks/use-page-title'

export default function NotFoundPage() {
  usePageTitle('Page not found')
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <EmptyState
        icon={Compass}
        title="Page not found"
        actions={
          <>
            <Link to={paths.home} className={buttonVariants()}>
              Go home
            </Link>
            <Link to={paths.guestOpportunities} className={buttonVariants({ variant: 'secondary' })}>
              Browse opportunities
            </Link>
          </>
        }
      >
        The page you’re looking for doesn’t exist or has moved.
      </EmptyState>
    </main>
  )
}
