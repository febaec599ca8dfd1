import { useQuery } from '@tanstack/react-query'
import { ChevronDown, Download, Users } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ApplicationStatusBadge, statusLabel } from '@/components/shared/application-status-badge'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LabelledOptionSelect } from '@/components/shared/labelled-option-select'
import { PersonAvatar } from '@/components/shared/person-row'
import { RelativeTime } from '@/components/shared/relative-time'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { opportunityKeys } from '@/data/opportunities/keys'
import { useChangeApplicationStatus } from '@/data/opportunities/opportunity-mutations'
import { VerifiedBy } from '@/components/shared/verified-by'
import { ApplicationDetail } from './application-detail'
import { applicantsQueryOptions, resumeUrl, type Applicant } from '@/data/opportunities/opportunity-queries'
import {
  APPLICATION_STATUSES,
  POSTER_MOVES,
  type ApplicationStatus,
  type Question,
} from '@/data/opportunities/opportunity-types'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'
import { toCsv } from '@/lib/opportunity-format'
import { toggledInSet } from '@/lib/toggled'
import { notify } from '@/lib/toast'
import { fileSlug, saveFile } from '@/lib/save-file'
import { errorMessage } from '@/lib/errors'
import { StatusFilter } from './status-filter'
import { InterviewPanel } from './interview-panel'

const openResume = (path: string) =>
  void resumeUrl(path)
    .then((url) => window.open(url, '_blank', 'noopener'))
    .catch((e: Error) => notify(t('The resume could not open'), 'error', errorMessage(e)))

/** Builds the applicants' CSV: contact, status, resume file, cover letter and each answer. */
export function applicantsCsv(applicants: Applicant[], questions: Question[]): string {
  return toCsv([
    [
      t('Name'),
      t('Email'),
      t('Phone'),
      t('Status'),
      t('Applied'),
      t('Resume'),
      t('Cover letter'),
      ...questions.map((q) => q.label),
    ],
    ...applicants.map((a) => [
      a.full_name,
      a.email,
      a.phone ?? '',
      statusLabel(a.status),
      a.created_at.slice(0, 10),
      a.resume_path?.split('/').pop() ?? '',
      a.cover_letter ?? '',
      ...questions.map((q) => a.answers[q.id] ?? ''),
    ]),
  ])
}

/** The applicants of one opportunity: filter by status, move one or many with a note, export CSV. */
export function ApplicantPipeline({
  opportunityId,
  title,
  questions,
}: {
  opportunityId: string
  title: string
  questions: Question[]
}) {
  const { data, isPending, isError, error, refetch } = useQuery(applicantsQueryOptions(opportunityId))
  const change = useChangeApplicationStatus(opportunityKeys.all)
  const [filter, setFilter] = useState<ApplicationStatus | 'all'>('all')
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [bulkStatus, setBulkStatus] = useState<ApplicationStatus | ''>('')
  const [bulkNote, setBulkNote] = useState('')
  /** '' any, 'verified' any university, or one university's id. */
  const [verifiedFilter, setVerifiedFilter] = useState('')

  if (isPending) return <Skeleton className="h-80" />
  if (isError) {
    return <LoadError what={t('Applicants')} error={error} onRetry={() => void refetch()} />
  }
  if (data.length === 0) {
    return (
      <Card>
        <EmptyState icon={Users} title={t('No applicants yet')}>
          {t('Applications appear here as they arrive; you get a notification for each one.')}
        </EmptyState>
      </Card>
    )
  }
  const counts = new Map<string, number>()
  for (const a of data) counts.set(a.status, (counts.get(a.status) ?? 0) + 1)
  const universities = new Map<string, string>()
  for (const a of data)
    if (a.applicant?.verified_by && a.applicant.verified_by_name)
      universities.set(a.applicant.verified_by, a.applicant.verified_by_name)
  const shown = data.filter(
    (a) =>
      (filter === 'all' || a.status === filter) &&
      (!verifiedFilter ||
        (a.applicant?.verification_status === 'verified' &&
          (verifiedFilter === 'verified' || a.applicant.verified_by === verifiedFilter))),
  )
  const toggle = (id: string) => setSelected((s) => toggledInSet(s, id))
  const download = () => {
    const rows = selected.size ? data.filter((a) => selected.has(a.id)) : data
    saveFile(`${fileSlug(title)}-applicants.csv`, applicantsCsv(rows, questions), 'text/csv;charset=utf-8')
  }

  return (
    <div className="space-y-3">
      <StatusFilter
        statuses={APPLICATION_STATUSES}
        value={filter}
        onChange={setFilter}
        total={data.length}
        counts={counts}
      />
      <LabelledOptionSelect
        label={t('Verification')}
        layout="inline"
        value={verifiedFilter}
        onChange={setVerifiedFilter}
        emptyLabel={t('Any applicant')}
        options={[
          { value: 'verified', label: t('Verified by any university') },
          ...[...universities].map(([id, name]) => ({ value: id, label: t('Verified by {name}', { name }) })),
        ]}
        className="px-3"
      />
      <Card className="flex flex-wrap items-end gap-2 p-3">
        <p className="mr-auto self-center text-sm text-muted">
          {selected.size
            ? t('{count} selected', { count: selected.size })
            : t('Select applicants to move them together')}
        </p>
        {selected.size > 0 && (
          <>
            <LabelledOptionSelect
              label={t('New status for the selected applicants')}
              layout="hidden"
              labelClassName="text-sm"
              value={bulkStatus}
              onChange={setBulkStatus}
              emptyLabel={t('Move to…')}
              options={APPLICATION_STATUSES.filter((s) => !['submitted', 'withdrawn'].includes(s.value)).map((s) => ({
                value: s.value,
                label: t(s.label),
              }))}
              className="px-2"
            />
            <Input
              value={bulkNote}
              onChange={(e) => setBulkNote(e.target.value)}
              placeholder={t('Note to applicants (optional)')}
              aria-label={t('Note to the selected applicants')}
              className="w-56"
            />
            <Button
              disabled={!bulkStatus}
              isLoading={change.isPending}
              onClick={() =>
                bulkStatus &&
                change.mutate(
                  { ids: [...selected], status: bulkStatus, note: bulkNote },
                  { onSuccess: () => (setSelected(new Set()), setBulkNote(''), setBulkStatus('')) },
                )
              }
            >
              {t('Apply')}
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={download}>
          <Download className="size-4" aria-hidden="true" /> {t('Export CSV')}
        </Button>
      </Card>
      <ul className="space-y-2" aria-label={t('Applicants')}>
        {shown.map((a) => (
          <li key={a.id}>
            <ApplicantRow
              applicant={a}
              questions={questions}
              checked={selected.has(a.id)}
              onCheck={() => toggle(a.id)}
              change={change}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

function ApplicantRow({
  applicant: a,
  questions,
  checked,
  onCheck,
  change,
}: {
  applicant: Applicant
  questions: Question[]
  checked: boolean
  onCheck: () => void
  change: ReturnType<typeof useChangeApplicationStatus>
}) {
  const [open, setOpen] = useState(false)
  const moves = POSTER_MOVES[a.status as ApplicationStatus] ?? []
  const [next, setNext] = useState<ApplicationStatus | ''>('')
  const [note, setNote] = useState('')
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
          <Link to={paths.profile(a.applicant_id)} className="block truncate font-semibold hover:underline">
            {a.full_name}
          </Link>
          {a.applicant && <VerifiedBy person={a.applicant} />}
          <p className="truncate text-sm text-muted">
            {a.applicant?.headline ?? a.email} · {t('applied')} <RelativeTime iso={a.created_at} />
          </p>
        </div>
        <ApplicationStatusBadge status={a.status} />
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
            opportunityId={a.opportunity_id}
            applicant={{ id: a.applicant_id, name: a.full_name, email: a.email }}
          />
          {moves.length > 0 ? (
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault()
                if (next)
                  change.mutate({ ids: [a.id], status: next, note }, { onSuccess: () => (setNext(''), setNote('')) })
              }}
            >
              <LabelledOptionSelect
                label={t('Move to')}
                layout="stacked"
                value={next}
                onChange={setNext}
                emptyLabel={t('Choose a status')}
                options={moves.map((m) => ({ value: m, label: statusLabel(m) }))}
                className="px-2"
              />
              <label className="min-w-48 flex-1 text-sm">
                <span className="block font-medium">{t('Note to the applicant (optional)')}</span>
                <Input value={note} onChange={(e) => setNote(e.target.value)} maxLength={1000} />
              </label>
              <Button type="submit" disabled={!next} isLoading={change.isPending}>
                {t('Update status')}
              </Button>
            </form>
          ) : (
            <p className="text-muted">
              {t('This application is {status}; it cannot move further.', {
                status: statusLabel(a.status).toLowerCase(),
              })}
            </p>
          )}
        </div>
      )}
    </Card>
  )
}
