import { useQuery } from '@tanstack/react-query'
import { BookmarkCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { LoadError } from '@/components/shared/load-error'
import { EmptyState } from '@/components/shared/empty-state'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useMember } from '@/data/auth/auth-context'
import { savedOpportunitiesQueryOptions } from '@/data/opportunities/opportunity-queries'
import { t } from '@/lib/i18n'
import { OpportunityCardList } from './components/opportunity-card'
import { useSavedOpportunities } from './hooks/use-saved-opportunities'

/** /saved-opportunities — saved for later, closing soonest first; a reminder comes 3 days before. */
export function SavedOpportunitiesScreen({ header }: { header: ReactNode }) {
  const member = useMember()
  const { data, isPending, isError, error, refetch } = useQuery(savedOpportunitiesQueryOptions(member.id))
  const { savedIds, toggleSave } = useSavedOpportunities(member.id)
  const sorted = [...(data ?? [])].sort((a, b) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999'))
  return (
    <>
      {header}
      {isPending ? (
        <Skeleton className="h-80" />
      ) : isError ? (
        <LoadError what={t('Your saved opportunities')} error={error} onRetry={() => void refetch()} />
      ) : sorted.length === 0 ? (
        <Card>
          <EmptyState
            icon={BookmarkCheck}
            title={t('Nothing saved yet')}
            actions={
              <Link to={paths.opportunities} className={buttonVariants()}>
                {t('Browse opportunities')}
              </Link>
            }
          >
            {t('Save an opportunity to find it here and get a reminder before it closes.')}
          </EmptyState>
        </Card>
      ) : (
        <OpportunityCardList
          items={sorted}
          className="grid gap-3"
          hrefFor={(o) => paths.opportunity(o.id)}
          savedIds={savedIds}
          onToggleSave={(o) => toggleSave(o.id)}
        />
      )}
    </>
  )
}
