import { useQuery } from '@tanstack/react-query'
import { ChevronDown, FileText } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ApplicationStatusBadge, statusLabel } from '@/components/shared/application-status-badge'
import { LoadError } from '@/components/shared/load-error'
import { EmptyState } from '@/components/shared/empty-state'
import { PageHeader } from '@/components/shared/page-header'
import { RelativeTime } from '@/components/shared/relative-time'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { opportunityKeys } from '@/data/opportunities/keys'
import { useChangeApplicationStatus } from '@/data/opportunities/opportunity-mutations'
import { myApplicationsQueryOptions, resumeUrl, type MyApplication } from '@/data/opportunities/opportunity-queries'
import { APPLICATION_STATUSES, WITHDRAWABLE, type ApplicationStatus } from '@/data/opportunities/opportunity-types'
import { useAuth } from '@/data/auth/auth-context'
import { ApplicationTimeline } from '@/features/applications/components/application-timeline'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/toast'
import { usePageTitle } from '@/hooks/use-page-title'
import { msg, t } from '@/lib/i18n'
import { ScrollRow } from '@/components/shared/scroll-row'
import { errorMessage } from '@/lib/errors'

/** /my-applications — every application with its status, its history, and withdraw. */
export default function MyApplicationsPage() {
  usePageTitle(t('My applications'))
  const { user } = useAuth()
  const userId = user?.id ?? ''
  const { data, isPending, isError, error, refetch } = useQuery({
    ...myApplicationsQueryOptions(userId),
    enabled: !!user,
  })
  const [filter, setFilter] = useState<ApplicationStatus | 'all'>('all')
  const list = (data ?? []).filter((a) => filter === 'all' || a.status === filter)
  const counts = new Map<string, number>()
  for (const a of data ?? []) counts.set(a.status, (counts.get(a.status) ?? 0) + 1)

  return (
    <>
      <PageHeader title={t('My Applications')} description={t('Applications you sent and where they stand.')} />
      {isPending ? (
        <Skeleton className="h-80" />
      ) : isError ? (
        <LoadError what={t('Your applications')} error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Card>
          <EmptyState
            icon={FileText}
            title={t('No applications yet')}
            actions={
              <Link to={paths.opportunities} className={buttonVariants()}>
                {t('Find opportunities')}
              </Link>
            }
          >
            {t('Applications you send appear here with their status and history.')}
          </EmptyState>
        </Card>
      ) : (
        <>
          <ScrollRow label={t('Filter by status')} className="mb-3">
            {[
              { value: 'all' as const, label: msg('All') },
              ...APPLICATION_STATUSES.filter((s) => counts.has(s.value)),
            ].map((s) => (
              <button
                key={s.value}
                type="button"
                aria-pressed={filter === s.value}
                onClick={() => setFilter(s.value)}
                className={cn(
                  'min-h-11 shrink-0 rounded-full px-4 text-sm font-medium',
                  filter === s.value
                    ? 'bg-primary text-primary-foreground'
                    : 'bg-surface text-muted hover:bg-border/50',
                )}
              >
                {t(s.label)} {s.value === 'all' ? data.length : counts.get(s.value)}
              </button>
            ))}
          </ScrollRow>
          <ul className="space-y-3">
            {list.map((a) => (
              <li key={a.id}>
                <ApplicationRow application={a} userId={userId} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}

function ApplicationRow({ application: a, userId }: { application: MyApplication; userId: string }) {
  const [open, setOpen] = useState(false)
  const change = useChangeApplicationStatus(opportunityKeys.myApplications(userId))
  const o = a.opportunity
  const canWithdraw = (WITHDRAWABLE as string[]).includes(a.status)
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold">
            {o ? (
              <Link to={`${paths.opportunities}?id=${o.id}`} className="hover:underline">
                {o.title}
              </Link>
            ) : (
              t('Removed opportunity')
            )}
          </h2>
          <p className="text-sm text-muted">
            {o?.organization} · {t('applied')} <RelativeTime iso={a.created_at} />
          </p>
        </div>
        <ApplicationStatusBadge status={a.status} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((x) => !x)}>
          <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />{' '}
          {open ? t('Hide details') : t('Timeline and answers')}
        </Button>
        {a.status === 'offered' && (
          <Button
            size="sm"
            isLoading={change.isPending && change.variables?.status === 'accepted'}
            onClick={() => change.mutate({ ids: [a.id], status: 'accepted' })}
          >
            {t('Accept offer')}
          </Button>
        )}
        {canWithdraw && (
          <Button
            variant="secondary"
            size="sm"
            isLoading={change.isPending && change.variables?.status === 'withdrawn'}
            onClick={() => {
              if (
                window.confirm(
                  o
                    ? t('Withdraw your application to {title}? This cannot be undone.', { title: o.title })
                    : t('Withdraw your application to this opportunity? This cannot be undone.'),
                )
              )
                change.mutate({ ids: [a.id], status: 'withdrawn' })
            }}
          >
            {t('Withdraw')}
          </Button>
        )}
      </div>
      {open && (
        <div className="mt-4 grid gap-6 border-t border-border pt-4 sm:grid-cols-2">
          <ApplicationTimeline events={a.events} />
          <dl className="space-y-2 text-sm">
            {a.resume_path && (
              <div>
                <dt className="font-medium text-muted">{t('Resume')}</dt>
                <dd>
                  <Button
                    variant="link"
                    onClick={() =>
                      void resumeUrl(a.resume_path!)
                        .then((url) => window.open(url, '_blank', 'noopener'))
                        .catch((e: Error) => notify(t('The resume could not open'), 'error', errorMessage(e)))
                    }
                  >
                    {a.resume_path.split('/').pop()}
                  </Button>
                </dd>
              </div>
            )}
            {a.cover_letter && (
              <div>
                <dt className="font-medium text-muted">{t('Cover letter')}</dt>
                <dd className="whitespace-pre-line">{a.cover_letter}</dd>
              </div>
            )}
            {(o?.questions ?? []).map((q) => (
              <div key={q.id}>
                <dt className="font-medium text-muted">{q.label}</dt>
                <dd>{a.answers[q.id] ?? '—'}</dd>
              </div>
            ))}
            <p className="text-xs text-muted">{t('Current status: {status}', { status: statusLabel(a.status) })}</p>
          </dl>
        </div>
      )}
    </Card>
  )
}
