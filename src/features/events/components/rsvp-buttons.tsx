import { Check, Star, X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { EventCard, MyRsvp, RsvpStatus } from '@/data/events/event-types'
import { t } from '@/lib/i18n'
import { rsvpClosed } from '../events.utils'

/**
 * Going / Interested / Not going, shown at once. A full event offers "Join waitlist" instead of Going;
 * a member on the waitlist sees their place kept until someone leaves.
 */
export function RsvpButtons({
  event,
  rsvp,
  onAnswer,
}: {
  event: EventCard
  rsvp: MyRsvp | null
  onAnswer: (status: Exclude<RsvpStatus, 'waitlisted'>) => void
}) {
  if (event.status === 'cancelled') return <p className="font-medium text-danger">{t('This event was cancelled.')}</p>
  if (Date.parse(event.ends_at) < Date.now()) return <p className="text-muted">{t('This event has ended.')}</p>
  const status = rsvp?.status
  const closed = rsvpClosed(event)
  if (closed && status !== 'going' && status !== 'waitlisted') {
    return <p className="text-muted">{t('RSVPs are closed for this event.')}</p>
  }
  const full = event.capacity != null && (event.seats_left ?? 0) <= 0 && status !== 'going'
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('Your answer')}>
        {!closed && (
          <Button
            variant={status === 'going' || status === 'waitlisted' ? 'primary' : 'secondary'}
            aria-pressed={status === 'going' || status === 'waitlisted'}
            onClick={() => status !== 'going' && status !== 'waitlisted' && onAnswer('going')}
          >
            <Check className="size-4" aria-hidden="true" />
            {status === 'waitlisted'
              ? t('On the waitlist')
              : status === 'going'
                ? t('Going')
                : full
                  ? t('Join waitlist')
                  : t('Going')}
          </Button>
        )}
        {!closed && (
          <Button
            variant={status === 'interested' ? 'primary' : 'secondary'}
            aria-pressed={status === 'interested'}
            onClick={() => status !== 'interested' && onAnswer('interested')}
          >
            <Star className="size-4" aria-hidden="true" /> {t('Interested')}
          </Button>
        )}
        {status && status !== 'declined' && (
          <Button variant="ghost" onClick={() => onAnswer('declined')}>
            <X className="size-4" aria-hidden="true" />{' '}
            {status === 'waitlisted' ? t('Leave the waitlist') : t('Can’t go')}
          </Button>
        )}
      </div>
      {status === 'waitlisted' && (
        <p className="text-sm text-muted">{t('You will be moved up and notified as soon as a seat frees up.')}</p>
      )}
    </div>
  )
}
