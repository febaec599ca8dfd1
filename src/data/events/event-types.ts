import type { Tables } from '@/types/database'

export const EVENT_CATEGORIES = [
  { value: 'career_fair', label: 'Career fair' },
  { value: 'info_session', label: 'Info session' },
  { value: 'workshop', label: 'Workshop' },
  { value: 'hackathon', label: 'Hackathon' },
  { value: 'lecture', label: 'Lecture' },
  { value: 'meetup', label: 'Meetup' },
  { value: 'other', label: 'Other' },
] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]['value']

export type RsvpStatus = 'going' | 'interested' | 'waitlisted' | 'declined'

export type EventRow = Tables<'events'>

export const EVENT_CARD_COLUMNS =
  'id, title, category, cover_url, starts_at, ends_at, timezone, is_online, venue, address, capacity, seats_left, going_count, interested_count, waitlist_count, checked_in_count, status, visibility, organizer_id, community_id, rsvp_deadline, sequence, updated_at'

export type EventCard = Pick<
  EventRow,
  | 'id'
  | 'title'
  | 'category'
  | 'cover_url'
  | 'starts_at'
  | 'ends_at'
  | 'timezone'
  | 'is_online'
  | 'venue'
  | 'address'
  | 'capacity'
  | 'seats_left'
  | 'going_count'
  | 'interested_count'
  | 'waitlist_count'
  | 'checked_in_count'
  | 'status'
  | 'visibility'
  | 'organizer_id'
  | 'community_id'
  | 'rsvp_deadline'
  | 'sequence'
  | 'updated_at'
> & {
  organizer: Pick<Tables<'profiles'>, 'id' | 'name' | 'profile_photo_url' | 'profile_type' | 'headline'> | null
}

export const ORGANIZER_EMBED = 'organizer:profiles!organizer_id(id, name, profile_photo_url, profile_type, headline)'

export const COMMUNITY_EMBED = 'community:communities(id, slug, name, visibility)'

export type EventCommunity = Pick<Tables<'communities'>, 'id' | 'slug' | 'name' | 'visibility'>

export type EventDetail = EventCard & {
  description: string
  cancel_message: string | null
  community: EventCommunity | null
}

export interface EventFilters {
  query: string
  /** yyyy-mm-dd, inclusive. */
  from: string | null
  to: string | null
  category: EventCategory | null
  mode: 'online' | 'in_person' | null
  near: string
  freeSeats: boolean
}

export const EMPTY_EVENT_FILTERS: EventFilters = {
  query: '',
  from: null,
  to: null,
  category: null,
  mode: null,
  near: '',
  freeSeats: false,
}

export interface EventCursor {
  startsAt: string
  id: string
}

export const EVENT_PAGE_SIZE = 20

export interface MyRsvp {
  status: RsvpStatus
  ticket_code: string
  checked_in_at: string | null
}

export type Attendee = {
  user_id: string
  name: string
  profile_photo_url: string | null
  profile_type: string | null
  headline: string | null
}

export type OrganizerRsvp = MyRsvp & {
  user_id: string
  created_at: string
  waitlisted_at: string | null
  member: Pick<Tables<'profiles'>, 'id' | 'name' | 'profile_photo_url' | 'email' | 'headline'> | null
}
