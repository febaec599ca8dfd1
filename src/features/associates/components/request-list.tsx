import { useInfiniteQuery } from '@tanstack/react-query'
import { Inbox, Send } from 'lucide-react'
import { useMemo } from 'react'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useAnswerRequest, useWithdrawRequest } from '@/data/associates/associate-mutations'
import { requestsQueryOptions } from '@/data/associates/associate-requests-query'
import { RequestCard } from './request-card'
import { t } from '@/lib/i18n'

/** Received (accept, decline) or sent (withdraw) pending requests. */
export function RequestList({ direction, userId }: { direction: 'received' | 'sent'; userId: string }) {
  const query = useInfiniteQuery(requestsQueryOptions(direction))
  const answer = useAnswerRequest(userId)
  const withdraw = useWithdrawRequest()
  const requests = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data])

  if (query.isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label={t('Loading requests')}>
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    )
  }
  if (query.isError) return <LoadError what={t('Requests')} error={query.error} onRetry={() => void query.refetch()} />
  if (requests.length === 0) {
    return (
      <Card>
        {direction === 'received' ? (
          <EmptyState icon={Inbox} title={t('No requests waiting')}>
            {t('When someone asks to become your associate, their request appears here.')}
          </EmptyState>
        ) : (
          <EmptyState icon={Send} title={t('No requests sent')}>
            {t('Requests you send wait here until they are answered. Find people under Suggestions.')}
          </EmptyState>
        )}
      </Card>
    )
  }
  return (
    <div>
      <ul className="space-y-3" aria-label={direction === 'received' ? t('Received requests') : t('Sent requests')}>
        {requests.map((r) => (
          <li key={r.id}>
            <RequestCard
              request={r}
              direction={direction}
              isBusy={
                (answer.isPending && answer.variables?.requestId === r.id) ||
                (withdraw.isPending && withdraw.variables?.requestId === r.id)
              }
              onAccept={() => answer.mutate({ requestId: r.id, accept: true, other: r.sender.id })}
              onDecline={() => answer.mutate({ requestId: r.id, accept: false, other: r.sender.id })}
              onWithdraw={() => withdraw.mutate({ requestId: r.id, other: r.recipient.id })}
            />
          </li>
        ))}
      </ul>
      <LoadMore pages={query} doneText="" />
    </div>
  )
}
