import { useMember } from '@/data/auth/auth-context'
import { EventsScreen } from '@/features/events/events-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /upcoming-events: the member's events, discovery, hosting, one event, check-in. */
export default function UpcomingEventsPage() {
  const user = useMember()
  usePageTitle(t('Upcoming Events'))
  return (
    <EventsScreen
      viewer={{
        id: user.id,
        name: user.name,
        organizer: {
          id: user.id,
          name: user.name,
          profile_photo_url: user.avatar_url ?? null,
          profile_type: user.profile_type ?? null,
          headline: null,
        },
      }}
    />
  )
}
