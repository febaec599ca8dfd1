import { useQuery } from '@tanstack/react-query'
import { ClipboardList, Plus } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { PageHeader } from '@/components/shared/page-header'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useMember } from '@/data/auth/auth-context'
import { myOpportunitiesQueryOptions } from '@/data/opportunities/opportunity-queries'
import { isStudent } from '@/lib/profile-types'
import { t } from '@/lib/i18n'
import { PostingRow } from './components/posting-row'

/** /my-opportunities: the member's postings with their applicants per status. */
export function MyOpportunitiesScreen() {
  const member = useMember()
  const { data, isPending, isError, error, refetch } = useQuery(myOpportunitiesQueryOptions(member.id))
  const canPost = !isStudent(member.profile_type)
  return (
    <>
      <PageHeader
        title={t('My Opportunities')}
        description={t('Opportunities you posted and their applicants.')}
        actions={
          canPost && (
            <Link to={paths.createOpportunity} className={buttonVariants()}>
              <Plus className="size-4" aria-hidden="true" /> {t('Post an Opportunity')}
            </Link>
          )
        }
      />
      {isPending ? (
        <Skeleton className="h-80" />
      ) : isError ? (
        <LoadError what={t('Your opportunities')} error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Card>
          <EmptyState
            icon={ClipboardList}
            title={t('No opportunities posted')}
            actions={
              canPost ? (
                <Link to={paths.createOpportunity} className={buttonVariants()}>
                  {t('Post your first opportunity')}
                </Link>
              ) : (
                <Link to={paths.opportunities} className={buttonVariants()}>
                  {t('Browse opportunities')}
                </Link>
              )
            }
          >
            {canPost
              ? t('Opportunities you post appear here with their applicants.')
              : t('Student accounts apply to opportunities; organisations post them.')}
          </EmptyState>
        </Card>
      ) : (
        <ul className="space-y-3">
          {data.map((o) => (
            <li key={o.id}>
              <PostingRow opportunity={o} userId={member.id} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
