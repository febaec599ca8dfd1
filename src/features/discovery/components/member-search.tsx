import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { SearchX } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useFollowMember } from '@/data/discovery/discovery-mutations'
import { followingIdsQueryOptions, memberSearchQueryOptions } from '@/data/discovery/discovery-queries'
import type { MemberCard as Member, MemberFilters } from '@/data/discovery/discovery-types'
import { useSendAssociateRequest } from '@/data/social/social-queries'
import { t } from '@/lib/i18n'
import { MemberCard } from './member-card'

const AddToShortlistDialog = lazy(() => import('./add-to-shortlist-dialog'))

/** The members matching the filters, with their actions. */
export function MemberSearchResults({ me, filters }: { me: string; filters: MemberFilters }) {
  const query = useInfiniteQuery(memberSearchQueryOptions(filters))
  const { data: following = new Set<string>() } = useQuery(followingIdsQueryOptions(me))
  const follow = useFollowMember(me)
  const connect = useSendAssociateRequest(me)
  const [shortlisting, setShortlisting] = useState<Member | null>(null)

  if (query.isPending) return <Skeleton className="h-64" />
  if (query.isError) return <LoadError what={t('Members')} error={query.error} onRetry={() => void query.refetch()} />
  const members = query.data.pages.flatMap((p) => p.items)
  if (members.length === 0) {
    return (
      <Card>
        <EmptyState icon={SearchX} title={t('No members match')}>
          {t('Try fewer filters or other words. Only public profiles can be found.')}
        </EmptyState>
      </Card>
    )
  }
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label={t('Members found')}>
        {members.map((m) => (
          <li key={m.id}>
            <MemberCard
              member={m}
              isFollowing={following.has(m.id)}
              onToggleFollow={() => follow.mutate({ other: m.id, follow: !following.has(m.id) })}
              onConnect={() => connect.mutate({ other: m.id, message: '' })}
              onShortlist={() => setShortlisting(m)}
            />
          </li>
        ))}
      </ul>
      <LoadMore pages={query} doneText={t('That is everyone who matches.')} />
      {shortlisting && (
        <Suspense fallback={null}>
          <AddToShortlistDialog me={me} member={shortlisting} onClose={() => setShortlisting(null)} />
        </Suspense>
      )}
    </>
  )
}
