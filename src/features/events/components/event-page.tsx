import { useMutation, useQuery } from '@tanstack/react-query'
import { Ban, Globe, Link2, MapPin, Pencil, QrCode, Ticket as TicketIcon, Users } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { BackButton } from '@/components/shared/back-button'
import { OrganisationLink } from '@/components/shared/organisation-link'
import { NameAndHeadline } from '@/components/shared/name-and-headline'
import { ReportButton } from '@/components/shared/report-button'
import { PersonAvatar, PersonRow } from '@/components/shared/person-row'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { paths } from '@/config/paths'
import { useCancelEvent, useRsvp } from '@/data/events/event-mutations'
import {
  attendeesQueryOptions,
  eventLinkQueryOptions,
  eventQueryOptions,
  myRsvpQueryOptions,
} from '@/data/events/event-queries'
import { useEventRsvpsRealtime } from '@/data/events/events-realtime'
import { displayTimeZone } from '@/lib/display-zone'
import { t } from '@/lib/i18n'
import { mediaUrl } from '@/lib/media-url'
import { notify } from '@/lib/toast'
import { categoryLabel, localWhenLabel, placeLabel, seatsLabel, toCalendarEvent, whenLabel } from '../events.utils'
import { AddToCalendar } from './add-to-calendar'
import { RsvpButtons } from './rsvp-buttons'
import { Ticket } from './ticket'
import { errorMessage } from '@/lib/errors'

/** Attendees named on the page; the count says how many more. */
const SHOWN_ATTENDEES = 8

/** One event: what, when (in the organiser's zone and the viewer's), where, who is going, and the actions the viewer may take. */
export function EventPage({
  id,
  userId,
  userName,
  hrefs,
  onBack,
}: {
  id: string
  userId: string
  userName: string
  hrefs: { edit: string; manage: string; event: string }
  onBack: () => void
}) {
  const event = useQuery(eventQueryOptions(id))
  const isOrganizer = event.data?.organizer_id === userId
  const rsvp = useQuery({ ...myRsvpQueryOptions(userId, id), enabled: !!event.data && !isOrganizer })
  const going = rsvp.data?.status === 'going'
  const link = useQuery({ ...eventLinkQueryOptions(id), enabled: !!event.data?.is_online && (going || isOrganizer) })
  const attendees = useQuery({ ...attendeesQueryOptions(id), enabled: !!event.data })
  const answer = useRsvp(id)
  const [ticketOpen, setTicketOpen] = useState(false)
  const [cancelOpen, setCancelOpen] = useState(false)
  useEventRsvpsRealtime(event.data ? id : null, userId, isOrganizer)

  const back = <BackButton onClick={onBack}>{t('Back to events')}</BackButton>
  if (event.isPending) {
    return (
      <div className="space-y-3">
        {back}
        <Skeleton className="h-96" />
      </div>
    )
  }
  if (event.error || !event.data) {
    return (
      <div className="space-y-3">
        {back}
        <Card className="p-6">
          <h1 className="text-lg font-semibold">
            {event.error ? t('This event could not load') : t('Event not found')}
          </h1>
          <p className="mt-1 text-muted">
            {event.error
              ? errorMessage(event.error)
              : t('It may have been deleted, or it is shared only with the organiser’s associates.')}
          </p>
          {event.error && (
            <Button variant="secondary" className="mt-3" onClick={() => void event.refetch()}>
              {t('Try again')}
            </Button>
          )}
        </Card>
      </div>
    )
  }
  const e = event.data
  const local = localWhenLabel(e, displayTimeZone())
  const seats = seatsLabel(e)
  const shareUrl = `${window.location.origin}${hrefs.event}`
  const when = whenLabel(e.starts_at, e.ends_at, e.timezone)

  return (
    <div className="space-y-3">
      {back}
      <Card className="overflow-hidden">
        {e.cover_url && (
          <img src={mediaUrl('event-covers', e.cover_url, 1200)} alt="" className="aspect-[3/1] w-full object-cover" />
        )}
        <div className="space-y-4 p-4 sm:p-6">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-full bg-primary-soft px-2 py-0.5 font-semibold text-primary">
              {categoryLabel(e.category)}
            </span>
            {e.visibility === 'associates' && (
              <span className="rounded-full bg-background px-2 py-0.5 text-muted">
                {t('Organiser’s associates only')}
              </span>
            )}
            {e.community && (
              <Link
                to={`${paths.communityDetail(e.community.slug)}?tab=events`}
                className="rounded-full bg-background px-2 py-0.5 text-muted hover:text-foreground hover:underline"
              >
                {e.visibility === 'community'
                  ? t('Members of {community} only', { community: e.community.name })
                  : t('In {community}', { community: e.community.name })}
              </Link>
            )}
            {e.status === 'cancelled' && (
              <span className="rounded-full bg-danger-soft px-2 py-0.5 font-semibold text-danger">
                {t('Cancelled')}
              </span>
            )}
          </div>
          <h1 className="text-2xl font-bold tracking-tight">{e.title}</h1>
          {e.status === 'cancelled' && e.cancel_message && (
            <p className="rounded-lg bg-danger-soft p-3 text-sm text-danger">
              {t('Organiser’s note: {note}', { note: e.cancel_message })}
            </p>
          )}
          <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-medium">{t('When')}</dt>
              <dd className="text-muted">{when}</dd>
              {local && <dd className="text-muted">{t('Your time: {when}', { when: local })}</dd>}
              {e.rsvp_deadline && (
                <dd className="text-muted">
                  {t('RSVP by {when}', {
                    when: whenLabel(e.rsvp_deadline, e.rsvp_deadline, e.timezone).split(' – ')[0],
                  })}
                </dd>
              )}
            </div>
            <div>
              <dt className="font-medium">{t('Where')}</dt>
              <dd className="flex items-start gap-1.5 text-muted">
                {e.is_online ? (
                  <Globe className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                ) : (
                  <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                )}
                {e.is_online ? (
                  link.data ? (
                    <a
                      href={link.data}
                      target="_blank"
                      rel="noreferrer"
                      className="break-all text-primary hover:underline"
                    >
                      {link.data}
                    </a>
                  ) : (
                    t('Online — the link appears here once you are going')
                  )
                ) : (
                  placeLabel(e)
                )}
              </dd>
            </div>
          </dl>
          {!isOrganizer && (
            <RsvpButtons event={e} rsvp={rsvp.data ?? null} onAnswer={(status) => answer.mutate(status)} />
          )}
          <div className="flex flex-wrap items-center gap-2">
            {going && rsvp.data && (
              <Button onClick={() => setTicketOpen(true)}>
                <TicketIcon className="size-4" aria-hidden="true" /> {t('Your ticket')}
              </Button>
            )}
            {e.status !== 'cancelled' && <AddToCalendar event={toCalendarEvent(e, window.location.origin)} />}
            {!isOrganizer && <ReportButton kind="event" targetId={e.id} memberId={userId} />}
            <Button
              variant="ghost"
              onClick={() =>
                void navigator.clipboard
                  .writeText(shareUrl)
                  .then(() => notify(t('Link copied'), 'success'))
                  .catch(() => notify(t('Copy this link'), 'info', shareUrl))
              }
            >
              <Link2 className="size-4" aria-hidden="true" /> {t('Copy link')}
            </Button>
          </div>
          {isOrganizer && (
            <div className="flex flex-wrap gap-2 border-t border-border pt-4">
              <Link to={hrefs.manage} className={buttonVariants()}>
                <QrCode className="size-4" aria-hidden="true" /> {t('Check-in and attendees')}
              </Link>
              {e.status !== 'cancelled' && (
                <>
                  <Link to={hrefs.edit} className={buttonVariants({ variant: 'secondary' })}>
                    <Pencil className="size-4" aria-hidden="true" /> {t('Edit')}
                  </Link>
                  <Button variant="ghost" className="text-danger" onClick={() => setCancelOpen(true)}>
                    <Ban className="size-4" aria-hidden="true" /> {t('Cancel event')}
                  </Button>
                </>
              )}
            </div>
          )}
          {e.description && <p className="whitespace-pre-line">{e.description}</p>}
        </div>
      </Card>

      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {e.organizer && (
          <Card className="p-4">
            <h3 className="text-sm font-semibold text-muted">{t('Organiser')}</h3>
            <PersonRow person={e.organizer} />
            <OrganisationLink memberId={e.organizer.id} />
          </Card>
        )}
        <Card className="p-4">
          <h3 className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-muted">
            <Users className="size-4" aria-hidden="true" />
            {t('{count, plural, one {# going} other {# going}}', { count: e.going_count })}
            {e.interested_count > 0 &&
              ` · ${t('{count, plural, one {# interested} other {# interested}}', { count: e.interested_count })}`}
            {seats && ` · ${seats}`}
          </h3>
          {attendees.data && attendees.data.length > 0 ? (
            <>
              <ul className="space-y-1">
                {attendees.data.slice(0, SHOWN_ATTENDEES).map((a) => (
                  <li key={a.user_id}>
                    <Link
                      to={paths.profile(a.user_id)}
                      className="flex min-h-11 items-center gap-2 rounded-md px-1 hover:bg-background"
                    >
                      <PersonAvatar
                        person={{ id: a.user_id, name: a.name, profile_photo_url: a.profile_photo_url }}
                        className="size-8 shrink-0"
                      />
                      <NameAndHeadline name={a.name} headline={a.headline} />
                    </Link>
                  </li>
                ))}
              </ul>
              {attendees.data.length > SHOWN_ATTENDEES && (
                <p className="mt-1 text-sm text-muted">
                  {t('and {count} more', { count: Math.max(e.going_count, attendees.data.length) - SHOWN_ATTENDEES })}
                </p>
              )}
            </>
          ) : (
            <p className="text-sm text-muted">
              {attendees.isPending ? t('Loading…') : t('Nobody has said they are going yet.')}
            </p>
          )}
        </Card>
      </div>

      {going && rsvp.data && (
        <Dialog open={ticketOpen} onOpenChange={setTicketOpen} title={t('Your ticket')}>
          <Ticket code={rsvp.data.ticket_code} title={e.title} when={when} name={userName} />
        </Dialog>
      )}
      {isOrganizer && <CancelDialog open={cancelOpen} onOpenChange={setCancelOpen} eventId={id} />}
    </div>
  )
}

function CancelDialog({
  open,
  onOpenChange,
  eventId,
}: {
  open: boolean
  onOpenChange: (o: boolean) => void
  eventId: string
}) {
  const [message, setMessage] = useState('')
  const cancel = useCancelEvent(eventId)
  const run = useMutation({ mutationFn: () => cancel.mutateAsync(message), onSuccess: () => onOpenChange(false) })
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('Cancel this event?')}
      description={t('Everyone who answered is notified, and their calendars remove it. This cannot be undone.')}
    >
      <label className="block space-y-1.5 text-sm font-medium">
        {t('Message to attendees (optional)')}
        <Textarea value={message} onChange={(ev) => setMessage(ev.target.value)} maxLength={500} rows={3} />
      </label>
      {run.error && <p className="mt-2 text-sm text-danger">{errorMessage(run.error)}</p>}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('Keep the event')}
        </Button>
        <Button variant="danger" isLoading={run.isPending} onClick={() => run.mutate()}>
          {t('Cancel event')}
        </Button>
      </div>
    </Dialog>
  )
}
