import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ApplicationStatusBadge } from '@/components/shared/application-status-badge'
import { PersonAvatar } from '@/components/shared/person-row'
import { RelativeTime } from '@/components/shared/relative-time'
import { VerifiedBy } from '@/components/shared/verified-by'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { resumeUrl } from '@/data/opportunities/opportunity-queries'
import type { Question } from '@/data/opportunities/opportunity-types'
import type { useMoveToColumn } from '@/data/pipeline/pipeline-mutations'
import type { PipelineApplicant, PipelineColumn } from '@/data/pipeline/pipeline-types'
import { cn } from '@/lib/cn'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { ApplicantScorecard } from './applicant-scorecard'
import { InterviewPanel } from './interview-panel'
import { ApplicationDetail } from './application-detail'
import { AverageScore } from './average-score'
import { StageMoveForm } from './stage-move-form'

const openResume = (path: string) =>
  void resumeUrl(path)
    .then((url) => window.open(url, '_blank', 'noopener'))
    .catch((e: Error) => notify(t('The resume could not open'), 'error', errorMessage(e)))

/** One applicant in a column: who they are, their average score; opened, the application, a move and the scorecard. */
export function ApplicantRow({
  opportunityId,
  applicant: a,
  columns,
  questions,
  checked,
  onCheck,
  move,
}: {
  opportunityId: string
  applicant: PipelineApplicant
  columns: readonly PipelineColumn[]
  questions: Question[]
  checked: boolean
  onCheck: () => void
  move: ReturnType<typeof useMoveToColumn>
}) {
  const [open, setOpen] = useState(false)
  const person = a.applicant ?? { id: a.applicant_id, name: a.full_name, profile_photo_url: null }
  return (
    <Card className="p-3 sm:p-4">
      <div className="flex items-center gap-3">
        <input
          type="checkbox"
          checked={checked}
          onChange={onCheck}
          aria-label={t('Select {name}', { name: a.full_name })}
          className="size-5 shrink-0 accent-[var(--color-primary)]"
        />
        <span className="hidden shrink-0 sm:block">
          <PersonAvatar person={person} />
        </span>
        <div className="min-w-0 flex-1">
          <Link
            to={paths.profile(a.applicant_id)}
            title={a.full_name}
            className="block truncate font-semibold hover:underline"
          >
            {a.full_name}
          </Link>
          {a.applicant && <VerifiedBy person={a.applicant} />}
          <p className="truncate text-sm text-muted" title={a.applicant?.headline ?? a.email}>
            {a.applicant?.headline ?? a.email} · {t('applied')} <RelativeTime iso={a.created_at} />
          </p>
        </div>
        <AverageScore average={a.average_score} count={a.score_count} />
        {/* A column holds one status: on a phone the name gets the room instead. */}
        <span className="hidden shrink-0 sm:block">
          <ApplicationStatusBadge status={a.status} />
        </span>
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={open}
          aria-label={
            open
              ? t("Hide {name}'s application", { name: a.full_name })
              : t("Show {name}'s application", { name: a.full_name })
          }
          onClick={() => setOpen((o) => !o)}
        >
          <ChevronDown className={cn('size-5 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </Button>
      </div>
      {open && (
        <div className="mt-3 space-y-4 border-t border-border pt-3 text-sm">
          <dl className="grid gap-2 sm:grid-cols-2">
            <ApplicationDetail term={t('Email')}>
              <a href={`mailto:${a.email}`} className="text-primary hover:underline">
                {a.email}
              </a>
            </ApplicationDetail>
            {a.phone && <ApplicationDetail term={t('Phone')}>{a.phone}</ApplicationDetail>}
            {a.applicant?.university && (
              <ApplicationDetail term={t('University')}>{a.applicant.university}</ApplicationDetail>
            )}
            <ApplicationDetail term={t('Resume')}>
              {a.resume_path ? (
                <Button variant="link" onClick={() => openResume(a.resume_path!)}>
                  {t('Open {file}', { file: a.resume_path.split('/').pop() })}
                </Button>
              ) : (
                t('None')
              )}
            </ApplicationDetail>
          </dl>
          {a.cover_letter && (
            <div>
              <h4 className="font-medium text-muted">{t('Cover letter')}</h4>
              <p className="whitespace-pre-line">{a.cover_letter}</p>
            </div>
          )}
          {questions.map((q) => (
            <div key={q.id}>
              <h4 className="font-medium text-muted">{q.label}</h4>
              <p className="whitespace-pre-line">{a.answers[q.id] ?? '—'}</p>
            </div>
          ))}
          <InterviewPanel
            side="reviewer"
            applicationId={a.id}
            applicationStatus={a.status}
            opportunityId={opportunityId}
            applicant={{ id: a.applicant_id, name: a.full_name, email: a.email }}
          />
          <StageMoveForm applicant={a} columns={columns} move={move} />
          <ApplicantScorecard opportunityId={opportunityId} applicationId={a.id} name={a.full_name} />
        </div>
      )}
    </Card>
  )
}
