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
import { memberCountLabel, roleLabel } from '../communities.utils'
import { CommunityIcon } from './community-avatar'
import { t } from '@/lib/i18n'

/** The member's communities with their role, pending requests and invitations, and unread activity. */
export function MyCommunities({ onDiscover }: { onDiscover: () => void }) {
  const query = useQuery(myCommunitiesQueryOptions())
  if (query.isPending) return <Skeleton className="h-48" />
  if (query.isError)
    return <LoadError what={t('Your communities')} error={query.error} onRetry={() => void query.refetch()} />
  if (query.data.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={UsersRound}
          title={t('You have not joined a community yet')}
          actions={<Button onClick={onDiscover}>{t('Discover communities')}</Button>}
        >
          {t('Communities are groups around a course, a club, a field or a cause.')}
        </EmptyState>
      </Card>
    )
  }
  return (
    <ul className="space-y-3" aria-label={t('Your communities')}>
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
                  ? t('Request pending')
                  : c.status === 'invited'
                    ? t('You are invited')
                    : `${roleLabel(c.role)} · ${memberCountLabel(c.member_count)}`}
              </p>
            </div>
            {c.unread_count > 0 && (
              <span className="rounded-full bg-primary px-2 text-xs leading-6 font-semibold text-primary-foreground">
                {t('{count} new', { count: c.unread_count >= 99 ? '99+' : c.unread_count })}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  )
}
