import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, EyeOff, SearchX } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { PersonRow } from '@/components/shared/person-row'
import { RelativeTime } from '@/components/shared/relative-time'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { caseQueryOptions } from '@/data/moderation/moderation-queries'
import type { ModerationCase } from '@/data/moderation/moderation-types'
import { reasonLabel } from '@/data/moderation/report-reasons'
import { t } from '@/lib/i18n'
import { DONE_LABELS, KIND_LABELS } from '../moderation.utils'
import { DecisionForm } from './decision-form'

/** Where the reported item lives, when it has a page of its own. */
function itemHref(c: ModerationCase): string | null {
  switch (c.target_kind) {
    case 'post':
      return paths.post(c.target_id)
    case 'profile':
      return paths.profile(c.target_id)
    case 'opportunity':
      return paths.opportunity(c.target_id)
    case 'event':
      return paths.event(c.target_id)
    case 'pitch':
      return paths.fundingPitch(c.target_id)
    case 'community':
      return paths.communityDetail(c.target_id)
    default:
      return null
  }
}

/** One case: the item as reported, its author, the reports, the author's history, and the decision form. */
export function CaseDetail({ caseId, platform, onBack }: { caseId: string; platform: boolean; onBack: () => void }) {
  const query = useQuery(caseQueryOptions(caseId))
  const back = (
    <Button variant="ghost" onClick={onBack} className="mb-3">
      <ArrowLeft className="size-4" aria-hidden="true" /> {t('All reports')}
    </Button>
  )
  if (query.isPending) return <Skeleton className="h-96" />
  if (query.isError) return <LoadError what={t('this case')} error={query.error} onRetry={() => void query.refetch()} />
  if (!query.data)
    return (
      <>
        {back}
        <EmptyState icon={SearchX} title={t('Case not found')}>
          {t('It was decided already, or it is not yours to moderate.')}
        </EmptyState>
      </>
    )
  const { case: c, subject, reports, history } = query.data
  const href = itemHref(c)
  return (
    <div>
      {back}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <Card className="space-y-3 p-4">
            <p className="flex flex-wrap items-center gap-2 text-xs font-medium">
              <span className="rounded-full bg-primary-soft px-2 py-0.5 text-primary">
                {t(KIND_LABELS[c.target_kind])}
              </span>
              {c.hidden_at && (
                <span className="inline-flex items-center gap-1 rounded-full bg-danger-soft px-2 py-0.5 text-danger">
                  <EyeOff className="size-3.5" aria-hidden="true" /> {t('Hidden pending review')}
                </span>
              )}
              <span className="text-muted">
                {t('Report weight {weight} (hidden from 3)', { weight: Number(c.weight) })}
              </span>
            </p>
            <blockquote className="rounded-lg border border-border bg-background p-3 break-words whitespace-pre-line">
              {c.excerpt || t('(no text)')}
            </blockquote>
            {href && (
              <Link to={href} className="text-sm font-medium text-primary hover:underline">
                {t('Open the item')}
              </Link>
            )}
            {subject && <PersonRow person={subject} />}
          </Card>
          <Card className="p-4">
            <h2 className="mb-2 font-semibold">{t('Reports')}</h2>
            <ul className="divide-y divide-border">
              {reports.map((r) => (
                <li key={r.id} className="py-2 text-sm">
                  <p className="font-medium">
                    {t(reasonLabel(r.reason))}{' '}
                    <span className="font-normal text-muted">
                      · <RelativeTime iso={r.created_at} />
                      {Number(r.weight) < 1 && ` · ${t('low-weight reporter')}`}
                    </span>
                  </p>
                  {r.details && <p className="text-muted">{r.details}</p>}
                </li>
              ))}
            </ul>
          </Card>
          <Card className="p-4">
            <h2 className="mb-2 font-semibold">{t('Earlier decisions about this member')}</h2>
            {history.length ? (
              <ul className="divide-y divide-border">
                {history.map((d) => (
                  <li key={d.id} className="py-2 text-sm">
                    <p className="font-medium">
                      {t(DONE_LABELS[d.action] ?? d.action)} · {t(d.rule)}{' '}
                      <span className="font-normal text-muted">
                        · <RelativeTime iso={d.created_at} />
                        {d.reversed_at && ` · ${t('reversed on appeal')}`}
                      </span>
                    </p>
                    <p className="text-muted">{d.statement}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{t('None: this is the first case about them.')}</p>
            )}
          </Card>
        </div>
        <Card className="h-fit p-4">
          <h2 className="mb-3 font-semibold">{t('Decide')}</h2>
          {c.status === 'open' ? (
            <DecisionForm caseId={c.id} kind={c.target_kind} platform={platform} onDone={onBack} />
          ) : (
            <p className="text-sm text-muted">{t('This case has been decided.')}</p>
          )}
        </Card>
      </div>
    </div>
  )
}
