import { useQuery } from '@tanstack/react-query'
import { Download, Send } from 'lucide-react'
import { useState } from 'react'
import { BackButton } from '@/components/shared/back-button'
import { LoadError } from '@/components/shared/load-error'
import { PersonRow } from '@/components/shared/person-row'
import { filledTab, TabBar } from '@/components/shared/tab-bar'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { useCheckIn, useMessageAttendees } from '@/data/events/event-mutations'
import { eventQueryOptions, organizerRsvpsQueryOptions } from '@/data/events/event-queries'
import type { OrganizerRsvp, RsvpStatus } from '@/data/events/event-types'
import { useEventRsvpsRealtime } from '@/data/events/events-realtime'
import { cn } from '@/lib/cn'
import { msg, t } from '@/lib/i18n'
import { toCsv } from '@/lib/opportunity-format'
import { CheckIn } from './check-in'
import { fileSlug, saveFile } from '@/lib/save-file'
import { errorMessage } from '@/lib/errors'

const TABS: Array<{ value: RsvpStatus; label: string }> = [
  { value: 'going', label: msg('Going') },
  { value: 'waitlisted', label: msg('Waitlist') },
  { value: 'interested', label: msg('Interested') },
  { value: 'declined', label: msg('Not going') },
]

/** The organiser's view of an event: door check-in with a live count, everyone who answered, CSV, a message to all. */
export function OrganizerPanel({ eventId, userId, onBack }: { eventId: string; userId: string; onBack: () => void }) {
  const event = useQuery(eventQueryOptions(eventId))
  const rsvps = useQuery({ ...organizerRsvpsQueryOptions(eventId), enabled: event.data?.organizer_id === userId })
  const checkIn = useCheckIn(eventId)
  const [tab, setTab] = useState<RsvpStatus>('going')
  useEventRsvpsRealtime(eventId, userId, true)

  const back = <BackButton onClick={onBack}>{t('Back to the event')}</BackButton>
  if (event.isPending) return <Skeleton className="h-96" />
  if (event.error) return <LoadError what={t('The event')} error={event.error} onRetry={() => void event.refetch()} />
  if (!event.data || event.data.organizer_id !== userId) {
    return (
      <div className="space-y-3">
        {back}
        <Card className="p-6">{t('Only the organiser sees attendees and checks them in.')}</Card>
      </div>
    )
  }
  const e = event.data
  const rows = rsvps.data ?? []
  const counts = Object.fromEntries(
    TABS.map((item) => [item.value, rows.filter((r) => r.status === item.value).length]),
  )
  const shown = rows.filter((r) => r.status === tab)

  return (
    <div className="space-y-3">
      {back}
      <h2 className="text-xl font-bold">{e.title}</h2>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        <Card className="p-4 sm:p-6">
          <h3 className="mb-3 font-semibold">{t('Check-in at the door')}</h3>
          <CheckIn
            onCheckIn={(code) => checkIn.mutateAsync(code)}
            checkedIn={e.checked_in_count}
            going={e.going_count}
          />
        </Card>
        <MessageAttendees eventId={eventId} going={e.going_count} />
      </div>
      <Card className="p-4 sm:p-6">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <TabBar
            label={t('Answers')}
            tabs={TABS.map((item) => ({ value: item.value, label: `${t(item.label)} (${counts[item.value]})` }))}
            selected={tab}
            onSelect={setTab}
            className="-mx-1 flex gap-1 overflow-x-auto px-1"
            tabClassName={(on) => cn('min-h-11 shrink-0 rounded-lg px-3 text-sm font-medium', filledTab(on))}
          />
          <Button variant="secondary" size="sm" disabled={rows.length === 0} onClick={() => downloadCsv(e.title, rows)}>
            <Download className="size-4" aria-hidden="true" /> {t('Export CSV')}
          </Button>
        </div>
        {rsvps.isPending ? (
          <Skeleton className="h-40" />
        ) : rsvps.error ? (
          <LoadError what={t('Attendees')} error={rsvps.error} onRetry={() => void rsvps.refetch()} />
        ) : shown.length === 0 ? (
          <p className="py-6 text-center text-muted">{t('Nobody here yet.')}</p>
        ) : (
          <ol className="divide-y divide-border">
            {shown.map((r, i) => (
              <li key={r.user_id}>
                {r.member ? (
                  <PersonRow
                    person={r.member}
                    detail={
                      tab === 'waitlisted'
                        ? t('#{place} on the waitlist', { place: i + 1 })
                        : r.checked_in_at
                          ? t('Checked in {time}', {
                              time: new Date(r.checked_in_at).toLocaleTimeString(undefined, {
                                hour: '2-digit',
                                minute: '2-digit',
                              }),
                            })
                          : r.member.headline
                    }
                  />
                ) : (
                  <p className="py-2 text-muted">{t('A member whose profile is private')}</p>
                )}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  )
}

function MessageAttendees({ eventId, going }: { eventId: string; going: number }) {
  const [message, setMessage] = useState('')
  const [includeInterested, setIncludeInterested] = useState(false)
  const send = useMessageAttendees(eventId)
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h3 className="font-semibold">{t('Message attendees')}</h3>
      <p className="text-sm text-muted">
        {t('Sent as a notification to the {count, plural, one {# member} other {# members}} going.', { count: going })}
      </p>
      <label className="block">
        <span className="sr-only">{t('Message')}</span>
        <Textarea
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          rows={3}
          maxLength={1000}
          placeholder={t('Doors open at 17:30 — bring your student card.')}
        />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5"
          checked={includeInterested}
          onChange={(e) => setIncludeInterested(e.target.checked)}
        />
        {t('Also tell members who are interested')}
      </label>
      {send.error && <p className="text-sm text-danger">{errorMessage(send.error)}</p>}
      <Button
        disabled={!message.trim()}
        isLoading={send.isPending}
        onClick={() => send.mutate({ message, includeInterested }, { onSuccess: () => setMessage('') })}
      >
        <Send className="size-4" aria-hidden="true" /> {t('Send')}
      </Button>
    </Card>
  )
}

function downloadCsv(title: string, rows: OrganizerRsvp[]) {
  const csv = toCsv([
    ['Name', 'Email', 'Answer', 'Ticket code', 'Checked in', 'Answered'],
    ...rows.map((r) => [
      r.member?.name ?? '',
      r.member?.email ?? '',
      r.status,
      r.ticket_code,
      r.checked_in_at ?? '',
      r.created_at,
    ]),
  ])
  saveFile(`${fileSlug(title)}-attendees.csv`, csv, 'text/csv;charset=utf-8')
}
