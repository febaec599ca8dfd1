import { useQuery } from '@tanstack/react-query'
import { CalendarClock } from 'lucide-react'
import { useState } from 'react'
import { LoadError } from '@/components/shared/load-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { applicationInterviewQueryOptions } from '@/data/interviews/interview-queries'
import { opportunityQueryOptions } from '@/data/opportunities/opportunity-queries'
import type { Interview, InterviewSide } from '@/data/interviews/interview-types'
import { t } from '@/lib/i18n'
import { displayZoneName } from '@/lib/interview-format'
import { InterviewCancelDialog } from './interview-cancel-dialog'
import { InterviewCalendarButton, InterviewDetails, type InterviewAbout } from './interview-details'
import { InterviewOfferForm } from './interview-offer-form'
import { InterviewSlotPicker } from './interview-slot-picker'

/** Statuses from which the organisation may still invite to an interview. */
const INVITABLE = ['submitted', 'under_review', 'shortlisted', 'interview']

/**
 * An application's interview, for either side: the organisation offers times, moves or cancels them; the
 * applicant books one, moves to another or cancels; both download the calendar file. Times in the member's zone.
 */
export function InterviewPanel({
  applicationId,
  applicationStatus,
  opportunityId,
  side,
  applicant,
  opportunity,
}: {
  applicationId: string
  applicationStatus: string
  opportunityId: string
  side: InterviewSide
  applicant: InterviewAbout['applicant']
  /** Its title and organisation when the caller has them; else read from the opportunity (cached on its screen). */
  opportunity?: { title: string; organization: string } | null
}) {
  const { data, isPending, isError, error, refetch } = useQuery(applicationInterviewQueryOptions(applicationId))
  const posting = useQuery({ ...opportunityQueryOptions(opportunityId), enabled: !opportunity })
  const named = opportunity ?? posting.data
  const about: InterviewAbout = {
    title: named?.title ?? '',
    organization: named?.organization ?? '',
    applicant,
  }
  const [dialog, setDialog] = useState<'offer' | 'cancel' | null>(null)
  const [moving, setMoving] = useState(false)

  if (isPending) return <Skeleton className="h-24" />
  if (isError) return <LoadError what={t('The interview')} error={error} onRetry={() => void refetch()} />
  const open = data && data.status !== 'cancelled' ? data : null
  const canOffer = side === 'reviewer' && INVITABLE.includes(applicationStatus)
  if (!data && !canOffer) return null

  return (
    <section
      aria-label={t('Interview')}
      className="space-y-3 rounded-lg border border-border bg-background/60 p-3"
      data-interview-status={data?.status ?? 'none'}
    >
      <div className="flex flex-wrap items-center gap-2">
        <CalendarClock className="size-5 text-primary" aria-hidden="true" />
        <h3 className="mr-auto font-semibold">{headline(data, side, about)}</h3>
        <span className="text-xs text-muted">{t('Times in {zone}', { zone: displayZoneName() })}</span>
      </div>
      {data?.status === 'cancelled' && (
        <p className="text-sm">
          {data.cancelled_by === about.applicant.id
            ? t('{name} cancelled: {reason}', { name: about.applicant.name, reason: data.cancel_reason ?? '' })
            : t('{name} cancelled: {reason}', { name: about.organization, reason: data.cancel_reason ?? '' })}
        </p>
      )}
      {open && <InterviewDetails interview={open} showSlots={side === 'reviewer' && open.status === 'offered'} />}
      {side === 'applicant' && open && (open.status === 'offered' || moving) && (
        <InterviewSlotPicker applicationId={applicationId} interview={open} onDone={() => setMoving(false)} />
      )}
      <div className="flex flex-wrap gap-2">
        {data && <InterviewCalendarButton interview={data} about={about} />}
        {side === 'reviewer' && canOffer && (
          <Button size="sm" variant={open ? 'secondary' : 'primary'} onClick={() => setDialog('offer')}>
            {open ? t('Offer new times') : t('Offer interview times')}
          </Button>
        )}
        {side === 'applicant' && open?.status === 'booked' && !moving && open.slots.length > 1 && (
          <Button size="sm" variant="secondary" onClick={() => setMoving(true)}>
            {t('Choose another time')}
          </Button>
        )}
        {moving && (
          <Button size="sm" variant="secondary" onClick={() => setMoving(false)}>
            {t('Keep this time')}
          </Button>
        )}
        {open && (
          <Button size="sm" variant="ghost" onClick={() => setDialog('cancel')}>
            {t('Cancel interview')}
          </Button>
        )}
      </div>
      {dialog === 'offer' && (
        <InterviewOfferForm
          applicationId={applicationId}
          opportunityId={opportunityId}
          applicantName={about.applicant.name}
          current={open}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'cancel' && open && (
        <InterviewCancelDialog
          applicationId={applicationId}
          interviewId={open.id}
          otherSide={side === 'applicant' ? about.organization : about.applicant.name}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  )
}

function headline(interview: Interview | null, side: InterviewSide, about: InterviewAbout): string {
  if (!interview) return t('No interview yet')
  if (interview.status === 'cancelled') return t('Interview cancelled')
  if (interview.status === 'booked') return t('Interview booked')
  return side === 'applicant'
    ? t('{organization} invites you to an interview', { organization: about.organization })
    : t('Waiting for {name} to pick a time', { name: about.applicant.name })
}
