import { useInfiniteQuery } from '@tanstack/react-query'
import { EyeOff, Flag, Inbox } from 'lucide-react'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { PersonAvatar } from '@/components/shared/person-row'
import { RelativeTime } from '@/components/shared/relative-time'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { queueQueryOptions } from '@/data/moderation/moderation-queries'
import { t } from '@/lib/i18n'
import { KIND_LABELS } from '../moderation.utils'

/** Open cases, the longest-waiting first: one card per reported item. */
export function QueueList({ memberId, onOpen }: { memberId: string; onOpen: (caseId: string) => void }) {
  const queue = useInfiniteQuery(queueQueryOptions(memberId))
  if (queue.isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    )
  if (queue.isError)
    return <LoadError what={t('the reports')} error={queue.error} onRetry={() => void queue.refetch()} />
  const cases = queue.data.pages.flatMap((p) => p.cases)
  if (!cases.length)
    return (
      <EmptyState icon={Inbox} title={t('No open reports')}>
        {t('Every report has been handled. New ones appear here, the oldest first.')}
      </EmptyState>
    )
  return (
    <>
      <ul className="space-y-3" aria-label={t('Open reports')}>
        {cases.map((c) => (
          <li key={c.id}>
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1 space-y-2">
                <p className="flex flex-wrap items-center gap-2 text-xs font-medium">
                  <span className="rounded-full bg-primary-soft px-2 py-0.5 text-primary">
                    {t(KIND_LABELS[c.target_kind])}
                  </span>
                  {c.hidden_at && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-danger-soft px-2 py-0.5 text-danger">
                      <EyeOff className="size-3.5" aria-hidden="true" /> {t('Hidden pending review')}
                    </span>
                  )}
                  <span className="inline-flex items-center gap-1 text-muted">
                    <Flag className="size-3.5" aria-hidden="true" />
                    {t('{count, plural, one {# report} other {# reports}}', { count: c.report_count })}
                  </span>
                  <span className="text-muted">
                    · {t('first')} <RelativeTime iso={c.first_reported_at} />
                  </span>
                </p>
                <p className="line-clamp-3 break-words" title={c.excerpt}>
                  {c.excerpt || t('(no text)')}
                </p>
                {c.subject && (
                  <p className="flex items-center gap-2 text-sm text-muted">
                    <PersonAvatar person={c.subject} className="size-6" />
                    {c.subject.name}
                  </p>
                )}
              </div>
              <Button variant="secondary" className="self-start" onClick={() => onOpen(c.id)}>
                {t('Review')}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      <LoadMore pages={queue} doneText={t('That is every open report.')} />
    </>
  )
}
