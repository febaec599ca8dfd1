import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { NotFoundError, isUuid, toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { universityKeys } from './keys'
import {
  MOU_PAGE_SIZE,
  PERSON_COLUMNS,
  type Cursor,
  type MouCard,
  type MouDetail,
  type MouFilters,
  type Person,
} from './university-types'
import { t } from '@/lib/i18n'

const PARTIES = `parties:mou_parties(party_id, role, signed_name, signed_title, signed_at, party:profiles!party_id(${PERSON_COLUMNS}))`
const CARD = `id, title, status, areas, starts_on, ends_on, updated_at, university_id, changes_requested_at, ${PARTIES}`

/** The MOUs the member is party to (RLS decides which), most recently active first, keyset-paged. */
export const mousQueryOptions = (userId: string, filters: MouFilters) =>
  infiniteQueryOptions({
    queryKey: universityKeys.mous(userId, filters),
    initialPageParam: null as Cursor | null,
    queryFn: async ({ pageParam, signal }) => {
      const supabase = await getSupabase()
      let query = supabase.from('mous').select(CARD)
      if (filters.status) query = query.eq('status', filters.status)
      if (filters.area) query = query.contains('areas', [filters.area])
      if (filters.q.trim()) query = query.ilike('title', `%${filters.q.trim().replace(/[%_,()"]/g, ' ')}%`)
      if (pageParam)
        query = query.or(`updated_at.lt."${pageParam.at}",and(updated_at.eq."${pageParam.at}",id.lt.${pageParam.id})`)
      const { data, error } = await query
        .order('updated_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(MOU_PAGE_SIZE)
        .abortSignal(signal)
        .overrideTypes<MouCard[], { merge: false }>()
      if (error) throw toAppError(error)
      const last = data.at(-1)
      return {
        items: data,
        nextCursor: data.length === MOU_PAGE_SIZE && last ? { at: last.updated_at, id: last.id } : null,
      }
    },
    getNextPageParam: (page) => page.nextCursor,
  })

export const mouQueryOptions = (id: string) =>
  queryOptions({
    queryKey: universityKeys.mou(id),
    queryFn: async ({ signal }) => {
      if (!isUuid(id)) throw new NotFoundError(t('We couldn’t find that MOU.'))
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('mous')
        .select(
          `*, ${PARTIES}, versions:mou_versions(*), events:mou_events(*, actor:profiles!actor_id(id, name)),
           comments:mou_comments(*, author:profiles!author_id(${PERSON_COLUMNS}))`,
        )
        .eq('id', id)
        .abortSignal(signal)
        .maybeSingle()
        .overrideTypes<MouDetail, { merge: false }>()
      if (error) throw toAppError(error)
      if (!data) throw new NotFoundError(t('We couldn’t find that MOU. It may be a draft or not shared with you.'))
      const byTime = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
        a.created_at === b.created_at ? a.id.localeCompare(b.id) : a.created_at < b.created_at ? -1 : 1
      return {
        ...data,
        versions: [...data.versions].sort((a, b) => b.version - a.version),
        events: [...data.events].sort(byTime),
        comments: [...data.comments].sort(byTime),
      }
    },
  })

/** Organisations a university can add as partners, by name. */
export const partnerSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: universityKeys.partners(q),
    enabled: q.trim().length >= 2,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('profiles')
        .select(PERSON_COLUMNS)
        .in('profile_type', ['company', 'employer', 'university', 'investor', 'philanthropist'])
        .ilike('name', `%${q.trim().replace(/[%_,()"]/g, ' ')}%`)
        .order('name')
        .limit(8)
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data as Person[]
    },
  })
