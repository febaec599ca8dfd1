import { useInfiniteQuery } from '@tanstack/react-query'
import { ScrollText } from 'lucide-react'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { RelativeTime } from '@/components/shared/relative-time'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { auditQueryOptions } from '@/data/moderation/moderation-queries'
import { t } from '@/lib/i18n'
import { DONE_LABELS, KIND_LABELS } from '../moderation.utils'

/** Every moderation act, newest first. Nobody can change or delete an entry. */
export function AuditLog({ memberId }: { memberId: string }) {
  const query = useInfiniteQuery(auditQueryOptions(memberId))
  if (query.isPending) return <Skeleton className="h-64" />
  if (query.isError)
    return <LoadError what={t('the audit log')} error={query.error} onRetry={() => void query.refetch()} />
  const pages = query.data.pages
  const entries = pages.flatMap((p) => p.entries.map((e) => ({ ...e, people: p.people })))
  if (!entries.length)
    return (
      <EmptyState icon={ScrollText} title={t('Nothing recorded yet')}>
        {t('Every decision and appeal is recorded here, and can never be changed.')}
      </EmptyState>
    )
  return (
    <>
      <p className="mb-3 text-sm text-muted">{t('Entries are permanent: nobody can edit or delete them.')}</p>
      <Card className="divide-y divide-border">
        {entries.map((e) => {
          const actor = e.actor_id ? e.people.get(e.actor_id)?.name : null
          const subject = e.subject_id ? e.people.get(e.subject_id)?.name : null
          return (
            <article key={e.id} className="space-y-1 p-4 text-sm">
              <p className="flex flex-wrap gap-x-2 font-medium">
                <span>{t(DONE_LABELS[e.action] ?? e.action)}</span>
                {e.target_kind && (
                  <span className="text-muted">· {t(KIND_LABELS[e.target_kind as keyof typeof KIND_LABELS])}</span>
                )}
                {e.rule && <span className="text-muted">· {t(e.rule)}</span>}
                <span className="text-muted">
                  · <RelativeTime iso={e.at} />
                </span>
              </p>
              <p className="text-muted">
                {t('By {actor}, about {subject}', {
                  actor: actor ?? t('a moderator'),
                  subject: subject ?? t('a member'),
                })}
              </p>
              {e.statement && <p className="whitespace-pre-line">{e.statement}</p>}
            </article>
          )
        })}
      </Card>
      <LoadMore pages={query} doneText={t('The beginning of the log.')} />
    </>
  )
}
