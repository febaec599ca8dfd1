import { useQuery } from '@tanstack/react-query'
import { UsersRound } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { myCommunitiesQueryOptions } from '@/data/communities/community-queries'
import { memberCountLabel, ROLE_LABELS } from '../communities.utils'
import { CommunityIcon } from './community-avatar'

/** The member's communities with their role, pending requests and invitations, and unread activity. */
export function MyCommunities({ onDiscover }: { onDiscover: () => void }) {
  const query = useQuery(myCommunitiesQueryOptions())
  if (query.isPending) return <Skeleton className="h-48" />
  if (query.isError)
    return <LoadError what="Your communities" error={query.error} onRetry={() => void query.refetch()} />
  if (query.data.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={UsersRound}
          title="You have not joined a community yet"
          actions={<Button onClick={onDiscover}>Discover communities</Button>}
        >
          Communities are groups around a course, a club, a field or a cause.
        </EmptyState>
      </Card>
    )
  }
  return (
    <ul className="space-y-3" aria-label="Your communities">
      {query.data.map((c) => (
        <li key={c.id}>
          <Link
            to={paths.communityDetail(c.slug)}
            className="flex items-center gap-3 rounded-[var(--radius-card)] border border-border bg-surface p-4 shadow-sm hover:bg-background"
          >
            <CommunityIcon community={c} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">{c.name}</p>
              <p className="text-sm text-muted">
                {c.status === 'pending'
                  ? 'Request pending'
                  : c.status === 'invited'
                    ? 'You are invited'
                    : `${ROLE_LABELS[c.role]} · ${memberCountLabel(c.member_count)}`}
              </p>
            </div>
            {c.unread_count > 0 && (
              <span className="rounded-full bg-primary px-2 text-xs leading-6 font-semibold text-primary-foreground">
                {c.unread_count >= 99 ? '99+' : c.unread_count} new
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  )
}
