import { CalendarPlus, Clock, MapPin, Users, Video } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import type { Interview } from '@/data/interviews/interview-types'
import { t } from '@/lib/i18n'
import { interviewCalendarEvent, interviewTimeLabel } from '@/lib/interview-format'
import { fileSlug, saveFile } from '@/lib/save-file'
import { notify } from '@/lib/toast'

export interface InterviewAbout {
  title: string
  organization: string
  applicant: { id: string; name: string; email?: string | null }
}

/** Downloads the interview's calendar file: the booked time, or its cancellation (same UID, newer SEQUENCE). */
export function InterviewCalendarButton({ interview, about }: { interview: Interview; about: InterviewAbout }) {
  const event = interviewCalendarEvent(interview, {
    ...about,
    interviewers: interview.interviewers.flatMap((i) => (i.profile ? [i.profile.name] : [])),
  })
  if (!event) return null
  const download = async () => {
    try {
      const { invite } = await import('@/lib/ics')
      saveFile(`${fileSlug(`interview ${about.title}`)}.ics`, invite(event), 'text/calendar;charset=utf-8')
    } catch (error) {
      void notify(t('The calendar file could not be made'), 'error', (error as Error).message)
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={() => void download()}>
      <CalendarPlus className="size-4" aria-hidden="true" />{' '}
      {event.cancelled ? t('Cancellation for your calendar (.ics)') : t('Invitation (.ics)')}
    </Button>
  )
}

function Line({ icon: Icon, label, children }: { icon: typeof Clock; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
      <div className="min-w-0 break-words">
        <span className="sr-only">{label}: </span>
        {children}
      </div>
    </div>
  )
}

/** When, where and with whom; the organisation's message; the times still offered. */
export function InterviewDetails({ interview, showSlots }: { interview: Interview; showSlots: boolean }) {
  const names = interview.interviewers.flatMap((i) => (i.profile ? [i.profile.name] : []))
  const online = interview.mode === 'online'
  return (
    <div className="space-y-2 text-sm">
      {interview.status === 'booked' && interview.starts_at && interview.ends_at && (
        <Line icon={Clock} label={t('When')}>
          <span className="font-medium">{interviewTimeLabel(interview.starts_at, interview.ends_at)}</span>
        </Line>
      )}
      {showSlots && interview.slots.length > 0 && (
        <Line icon={Clock} label={t('Times offered')}>
          <ul>
            {interview.slots.map((s) => (
              <li key={s.slot_id} className={s.available ? undefined : 'text-muted line-through'}>
                {interviewTimeLabel(s.starts_at, s.ends_at)}
                {!s.available && (
                  <span className="sr-only">
                    {' '}
                    {s.unavailable_reason === 'past' ? t('Passed') : t('No longer available')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </Line>
      )}
      <Line icon={online ? Video : MapPin} label={online ? t('Online') : t('Place')}>
        {online ? (
          <a href={interview.location} target="_blank" rel="noreferrer" className="text-primary hover:underline">
            {interview.location}
          </a>
        ) : (
          interview.location
        )}
        <span className="text-muted"> · {t('{minutes} minutes', { minutes: interview.duration_minutes })}</span>
      </Line>
      {names.length > 0 && (
        <Line icon={Users} label={t('Interviewers')}>
          {names.join(', ')}
        </Line>
      )}
      {interview.message && <p className="whitespace-pre-line text-muted">{interview.message}</p>}
    </div>
  )
}
