import { queryOptions } from '@tanstack/react-query'
import { EVENT_CARD_COLUMNS, ORGANIZER_EMBED, type EventCard } from '@/data/events/event-types'
import { CARD_COLUMNS, type OpportunityCard } from '@/data/opportunities/opportunity-types'
import { toAppError } from '@/lib/errors'
import { STALE } from '@/lib/stale'
import { getSupabase } from '@/lib/supabase'
import { organisationKeys } from './keys'
import type { Organisation, OrganisationLink, Representative } from './organisation-types'

const LIST_LIMIT = 30

export const organisationQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: organisationKeys.detail(slug),
    staleTime: STALE.minutes1,
    queryFn: async ({ signal }): Promise<Organisation | null> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('organisations')
        .select('*')
        .eq('slug', slug)
        .abortSignal(signal)
        .maybeSingle()
      if (error) throw toAppError(error)
      return data
    },
  })

/** Its admins' ids (a few): what they post is the organisation's. Guests may read them too. */
export async function fetchAdminIds(organisationId: string): Promise<string[]> {
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('organisation_admin_ids', { organisation: organisationId })
  if (error) throw toAppError(error)
  return data ?? []
}

export const adminIdsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: organisationKeys.admins(organisationId),
    staleTime: STALE.minutes1,
    queryFn: () => fetchAdminIds(organisationId),
  })

/** Admins, and (to admins and the asker) pending requests, oldest first. */
export const representativesQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: organisationKeys.representatives(organisationId),
    staleTime: STALE.seconds30,
    queryFn: async ({ signal }): Promise<Representative[]> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('organisation_members')
        .select('member_id, role, title, created_at, member:profiles(id, name, headline, profile_photo_url)')
        .eq('organisation_id', organisationId)
        .order('created_at')
        .abortSignal(signal)
        .overrideTypes<Representative[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

export const isFollowingQueryOptions = (organisationId: string, userId: string) =>
  queryOptions({
    queryKey: organisationKeys.following(organisationId, userId),
    staleTime: STALE.minutes1,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('organisation_follows')
        .select('organisation_id')
        .eq('organisation_id', organisationId)
        .eq('member_id', userId)
        .abortSignal(signal)
        .maybeSingle()
      if (error) throw toAppError(error)
      return data !== null
    },
  })

/** Open opportunities posted by its admins, newest first. */
export const organisationJobsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: organisationKeys.jobs(organisationId),
    staleTime: STALE.minutes1,
    queryFn: async ({ signal }): Promise<OpportunityCard[]> => {
      const admins = await fetchAdminIds(organisationId)
      if (!admins.length) return []
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('opportunities')
        .select(CARD_COLUMNS)
        .in('posted_by', admins)
        .eq('status', 'open')
        .order('published_at', { ascending: false, nullsFirst: false })
        .limit(LIST_LIMIT)
        .abortSignal(signal)
        .overrideTypes<OpportunityCard[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

/** Upcoming events its admins organise, soonest first (what RLS shows the reader). */
export const organisationEventsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: organisationKeys.events(organisationId),
    staleTime: STALE.minutes1,
    queryFn: async ({ signal }): Promise<EventCard[]> => {
      const admins = await fetchAdminIds(organisationId)
      if (!admins.length) return []
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('events')
        .select(`${EVENT_CARD_COLUMNS}, ${ORGANIZER_EMBED}`)
        .in('organizer_id', admins)
        .eq('status', 'scheduled')
        .gte('ends_at', new Date().toISOString())
        .order('starts_at')
        .limit(LIST_LIMIT)
        .abortSignal(signal)
        .overrideTypes<EventCard[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

/** The organisation a member runs (its first, as admin), for a link from their profile or their posting. */
export const memberOrganisationQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: organisationKeys.ofMember(memberId),
    staleTime: STALE.minutes5,
    queryFn: async ({ signal }): Promise<OrganisationLink | null> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('organisation_members')
        .select('organisation:organisations(id, slug, name, kind, logo_url)')
        .eq('member_id', memberId)
        .eq('role', 'admin')
        .order('created_at')
        .limit(1)
        .abortSignal(signal)
        .overrideTypes<Array<{ organisation: OrganisationLink | null }>, { merge: false }>()
      if (error) throw toAppError(error)
      return data[0]?.organisation ?? null
    },
  })
