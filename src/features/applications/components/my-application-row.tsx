import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ApplicationStatusBadge, statusLabel } from '@/components/shared/application-status-badge'
import { ConfirmButton } from '@/components/shared/confirm-button'
import { RelativeTime } from '@/components/shared/relative-time'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { opportunityKeys } from '@/data/opportunities/keys'
import { useChangeApplicationStatus } from '@/data/opportunities/opportunity-mutations'
import { resumeUrl, type MyApplication } from '@/data/opportunities/opportunity-queries'
import { WITHDRAWABLE } from '@/data/opportunities/opportunity-types'
import { cn } from '@/lib/cn'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { ApplicationDetail } from './application-detail'
import { ApplicationTimeline } from './application-timeline'
import { InterviewPanel } from './interview-panel'

/** One application the member sent: its status, accept an offer or withdraw, and its timeline and answers. */
export function MyApplicationRow({ application: a, userId }: { application: MyApplication; userId: string }) {
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
              <Link to={paths.opportunity(o.id)} className="hover:underline">
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
          <ConfirmButton
            variant="secondary"
            size="sm"
            isLoading={change.isPending && change.variables?.status === 'withdrawn'}
            confirm={
              o
                ? t('Withdraw your application to {title}? This cannot be undone.', { title: o.title })
                : t('Withdraw your application to this opportunity? This cannot be undone.')
            }
            onConfirm={() => change.mutate({ ids: [a.id], status: 'withdrawn' })}
          >
            {t('Withdraw')}
          </ConfirmButton>
        )}
      </div>
      {a.status === 'interview' && (
        <div className="mt-3">
          <InterviewPanel
            side="applicant"
            applicationId={a.id}
            applicationStatus={a.status}
            opportunityId={a.opportunity_id}
            opportunity={o}
            applicant={{ id: a.applicant_id, name: a.full_name, email: a.email }}
          />
        </div>
      )}
      {open && (
        <div className="mt-4 grid gap-6 border-t border-border pt-4 sm:grid-cols-2">
          <ApplicationTimeline events={a.events} />
          <dl className="space-y-2 text-sm">
            {a.resume_path && (
              <ApplicationDetail term={t('Resume')}>
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
              </ApplicationDetail>
            )}
            {a.cover_letter && (
              <ApplicationDetail term={t('Cover letter')} className="whitespace-pre-line">
                {a.cover_letter}
              </ApplicationDetail>
            )}
            {(o?.questions ?? []).map((q) => (
              <ApplicationDetail key={q.id} term={q.label}>
                {a.answers[q.id] ?? '—'}
              </ApplicationDetail>
            ))}
            <p className="text-xs text-muted">{t('Current status: {status}', { status: statusLabel(a.status) })}</p>
          </dl>
        </div>
      )}
    </Card>
  )
}
