import { useQuery } from '@tanstack/react-query'
import { Briefcase } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { organisationJobsQueryOptions } from '@/data/organisations/organisation-queries'
import type { OpportunityCard as Card_ } from '@/data/opportunities/opportunity-types'
import { t } from '@/lib/i18n'
import { withNext } from '@/lib/next-path'
import { useSavedOpportunities } from '../hooks/use-saved-opportunities'
import { OpportunityCard } from './opportunity-card'

/** An organisation's Jobs tab: the open opportunities its admins posted. `userId` is null for a guest. */
export function OrganisationJobs({
  organisation,
  userId,
}: {
  organisation: { id: string; name: string }
  userId: string | null
}) {
  const query = useQuery(organisationJobsQueryOptions(organisation.id))
  if (query.isPending) return <Skeleton className="h-40" />
  if (query.isError) return <LoadError what={t('Jobs')} error={query.error} onRetry={() => void query.refetch()} />
  if (query.data.length === 0)
    return (
      <Card>
        <EmptyState icon={Briefcase} title={t('No open opportunities')}>
          {t('When {name} posts an opportunity, it shows here and its followers are told.', {
            name: organisation.name,
          })}
        </EmptyState>
      </Card>
    )
  return userId ? <MemberJobs items={query.data} userId={userId} /> : <GuestJobs items={query.data} />
}

function MemberJobs({ items, userId }: { items: Card_[]; userId: string }) {
  const { savedIds, toggleSave } = useSavedOpportunities(userId)
  return (
    <ul className="space-y-3">
      {items.map((o) => (
        <li key={o.id}>
          <OpportunityCard
            opportunity={o}
            href={paths.opportunity(o.id)}
            isSaved={savedIds.has(o.id)}
            onToggleSave={() => toggleSave(o.id)}
          />
        </li>
      ))}
    </ul>
  )
}

function GuestJobs({ items }: { items: Card_[] }) {
  const navigate = useNavigate()
  return (
    <ul className="space-y-3">
      {items.map((o) => (
        <li key={o.id}>
          <OpportunityCard
            opportunity={o}
            href={paths.guestOpportunity(o.id)}
            isSaved={false}
            onToggleSave={() => navigate(withNext(paths.signupPrompt, paths.opportunity(o.id)))}
          />
        </li>
      ))}
    </ul>
  )
}
