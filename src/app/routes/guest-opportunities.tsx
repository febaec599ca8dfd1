import { Briefcase } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/shared/empty-state'
import { PublicHeader } from '@/components/shared/public-header'
import { paths } from '@/config/paths'

/** Opportunities open to guests, without signing in. */
export default function GuestOpportunitiesPage() {
  return (
    <div className="min-h-dvh">
      <div className="border-b border-border bg-surface">
        <PublicHeader className="max-w-4xl" />
      </div>
      <main className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-2xl font-bold tracking-tight">Opportunities</h1>
        <p className="mt-1 text-muted">
          Browse what organisations on the network are offering. Join to save and apply.
        </p>
        <Card className="mt-6">
          <EmptyState
            icon={Briefcase}
            title="No open opportunities for guests right now"
            actions={
              <Link to={paths.signUp} className={buttonVariants()}>
                Join to see every opportunity
              </Link>
            }
          >
            Organisations choose which opportunities guests can see. Members see everything that is open.
          </EmptyState>
        </Card>
      </main>
    </div>
  )
}
