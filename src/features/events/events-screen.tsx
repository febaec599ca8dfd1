import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useCallback } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/shared/page-header'
import { buttonVariants } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { LoadError } from '@/components/shared/load-error'
import { communityQueryOptions, membershipQueryOptions } from '@/data/communities/community-queries'
import { useSaveEvent } from '@/data/events/event-mutations'
import { eventLinkQueryOptions, eventQueryOptions } from '@/data/events/event-queries'
import type { EventCard, EventFilters } from '@/data/events/event-types'
import { cn } from '@/lib/cn'
import { msg, t } from '@/lib/i18n'
import { CalendarFeed } from './components/calendar-feed'
import { DiscoverList, MonthCalendar } from './components/discover-events'
import { EventForm } from './components/event-form'
import { EventFiltersPanel } from './components/event-filters'
import { EventPage } from './components/event-page'
import { HostingEvents, MyEvents } from './components/my-events'
import { OrganizerPanel } from './components/organizer-panel'
import { applyFilters, filtersFromParams } from './events.utils'
import { errorMessage } from '@/lib/errors'
import { WithAside } from '@/components/shared/page-layouts'

const TABS = [
  { value: 'mine', label: msg('My events') },
  { value: 'discover', label: msg('Discover') },
  { value: 'hosting', label: msg('Hosting') },
] as const
type Tab = (typeof TABS)[number]['value']

export interface EventsViewer {
  id: string
  name: string
  organizer: EventCard['organizer']
}

/**
 * /upcoming-events. The URL says what is open: `?tab=`, Discover's filters and `view=month&month=`,
 * `?event=<id>` (and `&manage=1` for the organiser's check-in), `?create=event`, `?edit=<id>`.
 */
export function EventsScreen({ viewer }: { viewer: EventsViewer }) {
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const tab: Tab = (TABS.find((item) => item.value === params.get('tab'))?.value ?? 'mine') as Tab
  const openId = params.get('event')
  const editId = params.get('edit')
  const filters = filtersFromParams(params)
  const view = params.get('view') === 'month' ? 'month' : 'list'
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '')
    ? params.get('month')!
    : new Date().toISOString().slice(0, 7)
  const save = useSaveEvent(viewer.id)
  const hrefFor = useCallback((id: string) => paths.event(id), [])
  const setFilters = useCallback(
    (f: EventFilters) => {
      // A search that settles after the member has opened an event must not take them back to the list.
      const live = new URLSearchParams(window.location.search)
      if (live.get('tab') !== 'discover' || live.has('event')) return
      setParams(applyFilters(live, f), { replace: true })
    },
    [setParams],
  )

  if (params.get('create') === 'event' || editId) {
    return (
      <>
        <PageHeader
          title={editId ? t('Edit event') : t('Host an event')}
          description={t('Members RSVP, get reminders and a ticket for the door.')}
        />
        {editId ? (
          <EditEvent id={editId} viewer={viewer} onSave={save.mutateAsync} onDone={(id) => navigate(paths.event(id))} />
        ) : (
          <NewEvent
            communityId={params.get('community')}
            viewer={viewer}
            onCancel={() => navigate(-1)}
            onSave={save.mutateAsync}
            onDone={(id) => navigate(paths.event(id))}
          />
        )}
      </>
    )
  }

  if (openId && params.get('manage') === '1') {
    return <OrganizerPanel eventId={openId} userId={viewer.id} onBack={() => navigate(paths.event(openId))} />
  }
  if (openId) {
    return (
      <EventPage
        id={openId}
        userId={viewer.id}
        userName={viewer.name}
        hrefs={{ edit: paths.editEvent(openId), manage: paths.manageEvent(openId), event: paths.event(openId) }}
        onBack={() => (window.history.length > 1 ? navigate(-1) : navigate(paths.upcomingEvents))}
      />
    )
  }

  return (
    <>
      <PageHeader
        title={t('Upcoming Events')}
        description={t('Career fairs, info sessions, workshops and talks across the network.')}
        actions={
          <Link to={paths.createEvent} className={buttonVariants()}>
            <Plus className="size-4" aria-hidden="true" /> {t('Host an event')}
          </Link>
        }
      />
      <div className="mb-4 flex gap-1 overflow-x-auto border-b border-border" role="tablist" aria-label={t('Events')}>
        {TABS.map((item) => (
          <Link
            key={item.value}
            role="tab"
            aria-selected={tab === item.value}
            to={`${paths.upcomingEvents}?tab=${item.value}`}
            className={cn(
              '-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 px-4 text-sm font-medium',
              tab === item.value
                ? 'border-primary text-primary'
                : 'border-transparent text-muted hover:text-foreground',
            )}
          >
            {t(item.label)}
          </Link>
        ))}
      </div>
      <WithAside>
        <div className="min-w-0 space-y-4">
          {tab === 'discover' && (
            <>
              <EventFiltersPanel
                value={filters}
                onChange={setFilters}
                view={view}
                onViewChange={(v) =>
                  setParams((p) => (v === 'month' ? p.set('view', 'month') : p.delete('view'), p), { replace: true })
                }
              />
              {view === 'month' ? (
                <MonthCalendar
                  month={month}
                  onMonthChange={(m) => setParams((p) => (p.set('month', m), p), { replace: true })}
                  filters={filters}
                  hrefFor={hrefFor}
                />
              ) : (
                <DiscoverList filters={filters} hrefFor={hrefFor} />
              )}
            </>
          )}
          {tab === 'mine' && (
            <MyEvents userId={viewer.id} hrefFor={hrefFor} discoverHref={`${paths.upcomingEvents}?tab=discover`} />
          )}
          {tab === 'hosting' && <HostingEvents userId={viewer.id} hrefFor={hrefFor} createHref={paths.createEvent} />}
        </div>
        <aside>
          <CalendarFeed userId={viewer.id} />
        </aside>
      </WithAside>
    </>
  )
}

function EditEvent({
  id,
  viewer,
  onSave,
  onDone,
}: {
  id: string
  viewer: EventsViewer
  onSave: ReturnType<typeof useSaveEvent>['mutateAsync']
  onDone: (id: string) => void
}) {
  const event = useQuery(eventQueryOptions(id))
  const link = useQuery({ ...eventLinkQueryOptions(id), enabled: !!event.data?.is_online })
  if (event.isPending || (event.data?.is_online && link.isPending)) return <Skeleton className="h-96" />
  if (!event.data || event.data.organizer_id !== viewer.id) {
    return (
      <p className="text-muted">
        {event.error ? errorMessage(event.error) : t('Only the organiser can edit this event.')}
      </p>
    )
  }
  return (
    <EventForm
      event={event.data}
      link={link.data ?? null}
      organizer={viewer.organizer}
      community={event.data.community}
      onCancel={() => onDone(id)}
      onSubmit={async (input) => {
        await onSave({ id, ...input })
        onDone(id)
      }}
    />
  )
}

/** A new event, on its own or in a community the member moderates (`&community=<id>`). */
function NewEvent({
  communityId,
  viewer,
  onCancel,
  onSave,
  onDone,
}: {
  communityId: string | null
  viewer: EventsViewer
  onCancel: () => void
  onSave: ReturnType<typeof useSaveEvent>['mutateAsync']
  onDone: (id: string) => void
}) {
  const community = useQuery({ ...communityQueryOptions(communityId ?? ''), enabled: !!communityId })
  const membership = useQuery({
    ...membershipQueryOptions(community.data?.id ?? '', viewer.id),
    enabled: !!community.data,
  })
  if (communityId && (community.isPending || (community.data && membership.isPending))) {
    return <Skeleton className="h-96" />
  }
  if (communityId && community.isError) {
    return <LoadError what={t('The community')} error={community.error} onRetry={() => void community.refetch()} />
  }
  if (communityId && !community.data) {
    return <p className="text-muted">{t('This community no longer exists, so no event can be hosted in it.')}</p>
  }
  const moderates =
    membership.data?.status === 'active' && (membership.data.role === 'owner' || membership.data.role === 'moderator')
  if (community.data && !moderates) {
    return (
      <p className="text-muted">
        {t('Only the owners and moderators of {community} host events in it.', { community: community.data.name })}{' '}
        <Link to={paths.createEvent} className="font-medium text-primary hover:underline">
          {t('Host an event of your own')}
        </Link>
      </p>
    )
  }
  return (
    <EventForm
      event={null}
      link={null}
      organizer={viewer.organizer}
      community={community.data ?? null}
      onCancel={onCancel}
      onSubmit={async (input) => {
        const created = await onSave({ id: null, ...input })
        onDone(created.id)
      }}
    />
  )
}
