import type { EventFilters } from './event-types'

export const eventKeys = {
  all: ['events'] as const,
  discover: (filters: EventFilters) => [...eventKeys.all, 'discover', filters] as const,
  month: (month: string, filters: EventFilters) => [...eventKeys.all, 'month', month, filters] as const,
  mineAll: () => [...eventKeys.all, 'mine'] as const,
  mine: (userId: string) => [...eventKeys.mineAll(), userId] as const,
  forYou: (userId: string) => [...eventKeys.all, 'for-you', userId] as const,
  hosting: (userId: string) => [...eventKeys.all, 'hosting', userId] as const,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
  myRsvp: (id: string) => [...eventKeys.all, 'my-rsvp', id] as const,
  link: (id: string) => [...eventKeys.all, 'link', id] as const,
  attendees: (id: string) => [...eventKeys.all, 'attendees', id] as const,
  organizerRsvps: (id: string) => [...eventKeys.all, 'organizer-rsvps', id] as const,
  community: (communityId: string, when: 'upcoming' | 'past') =>
    [...eventKeys.all, 'community', communityId, when] as const,
  calendarToken: (userId: string) => [...eventKeys.all, 'calendar-token', userId] as const,
}
