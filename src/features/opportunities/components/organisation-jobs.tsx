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
import { OpportunityCardList } from './opportunity-card'

const NOTHING_SAVED: ReadonlySet<string> = new Set()

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
    <OpportunityCardList
      items={items}
      className="space-y-3"
      hrefFor={(o) => paths.opportunity(o.id)}
      savedIds={savedIds}
      onToggleSave={(o) => toggleSave(o.id)}
    />
  )
}

function GuestJobs({ items }: { items: Card_[] }) {
  const navigate = useNavigate()
  return (
    <OpportunityCardList
      items={items}
      className="space-y-3"
      hrefFor={(o) => paths.guestOpportunity(o.id)}
      savedIds={NOTHING_SAVED}
      onToggleSave={(o) => navigate(withNext(paths.signupPrompt, paths.opportunity(o.id)))}
    />
  )
}
