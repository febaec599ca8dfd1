import { useQuery } from '@tanstack/react-query'
import { Scale } from 'lucide-react'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { PersonRow } from '@/components/shared/person-row'
import { RelativeTime } from '@/components/shared/relative-time'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { appealsQueryOptions } from '@/data/moderation/moderation-queries'
import { t } from '@/lib/i18n'
import { DONE_LABELS, KIND_LABELS } from '../moderation.utils'
import { AppealDecisionForm } from './appeal-decision-form'

/** Appeals waiting for a moderator who did not take the decision. */
export function AppealsList({ memberId }: { memberId: string }) {
  const query = useQuery(appealsQueryOptions(memberId))
  if (query.isPending) return <Skeleton className="h-64" />
  if (query.isError)
    return <LoadError what={t('the appeals')} error={query.error} onRetry={() => void query.refetch()} />
  if (!query.data.length)
    return (
      <EmptyState icon={Scale} title={t('No appeals waiting')}>
        {t('When a member appeals a decision, it waits here for a moderator who did not take it.')}
      </EmptyState>
    )
  return (
    <ul className="space-y-3" aria-label={t('Open appeals')}>
      {query.data.map((a) => (
        <li key={a.id}>
          <Card className="space-y-3 p-4">
            {a.subject && <PersonRow person={a.subject} detail={t('Appealed')} />}
            <div className="rounded-lg border border-border p-3 text-sm">
              <p className="font-medium">
                {t(DONE_LABELS[a.decision.action] ?? a.decision.action)} · {t(KIND_LABELS[a.decision.target_kind])} ·{' '}
                {t(a.decision.rule)}{' '}
                <span className="font-normal text-muted">
                  · <RelativeTime iso={a.decision.created_at} />
                </span>
              </p>
              {a.decision.excerpt && (
                <p className="mt-1 line-clamp-3 text-muted" title={a.decision.excerpt}>
                  “{a.decision.excerpt}”
                </p>
              )}
              <p className="mt-2">
                <span className="font-medium">{t('Statement of reasons:')}</span> {a.decision.statement}
              </p>
            </div>
            <div className="text-sm">
              <p className="font-medium">
                {t('The member’s appeal')}{' '}
                <span className="font-normal text-muted">
                  · <RelativeTime iso={a.created_at} />
                </span>
              </p>
              <p className="whitespace-pre-line">{a.body}</p>
            </div>
            {a.decidedByMe ? (
              <p className="text-sm text-muted" role="note">
                {t('You took this decision, so a different moderator decides the appeal.')}
              </p>
            ) : (
              <AppealDecisionForm appealId={a.id} />
            )}
          </Card>
        </li>
      ))}
    </ul>
  )
}
