import type { PostgrestError } from '@supabase/supabase-js'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { ConflictError, toAppError } from '@/lib/errors'
import { getSupabase, type AppClient } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { toSqlFilters, type MemberFilters } from './discovery-types'
import { discoveryKeys } from './keys'
import { t } from '@/lib/i18n'

/** Runs one write that returns no rows; a refusal throws the classified error. */
async function write(run: (supabase: AppClient) => PromiseLike<{ error: PostgrestError | null }>) {
  const { error } = await run(await getSupabase())
  if (error) throw toAppError(error)
}

/** Deletes one of the member's own rows by id (RLS lets only the owner do it), then refreshes `queryKey`. */
function useDeleteOwnRow(table: 'shortlists' | 'saved_searches', queryKey: readonly unknown[], errorToast: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => write((supabase) => supabase.from(table).delete().eq('id', id)),
    onSuccess: () => qc.invalidateQueries({ queryKey }),
    meta: { errorToast },
  })
}

/** A shortlist's entries changed: its page and the member's lists (with their counts) refresh. */
const refreshShortlist = (qc: QueryClient, me: string, shortlistId: string) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: discoveryKeys.shortlists(me) }),
    qc.invalidateQueries({ queryKey: discoveryKeys.shortlist(shortlistId) }),
  ])

/** Follow or unfollow a member found in Discovery. */
export function useFollowMember(me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ other, follow }: { other: string; follow: boolean }) => {
      const supabase = await getSupabase()
      const { error } = follow
        ? await supabase.from('follows').insert({ follower_id: me, followee_id: other })
        : await supabase.from('follows').delete().eq('follower_id', me).eq('followee_id', other)
      if (error) throw toAppError(error)
    },
    onMutate: ({ other, follow }) => {
      qc.setQueryData<Set<string>>(discoveryKeys.following(me), (ids) => {
        const next = new Set(ids)
        if (follow) next.add(other)
        else next.delete(other)
        return next
      })
    },
    onSettled: () => qc.invalidateQueries({ queryKey: discoveryKeys.following(me) }),
    meta: { errorToast: t('Could not change who you follow') },
  })
}

export function useCreateShortlist(me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (name: string) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('shortlists')
        .insert({ owner_id: me, name: name.trim() })
        .select()
        .single()
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: discoveryKeys.shortlists(me) })
    },
    meta: { errorToast: t('The shortlist was not created') },
  })
}

export const useDeleteShortlist = (me: string) =>
  useDeleteOwnRow('shortlists', discoveryKeys.shortlists(me), t('The shortlist was not deleted'))

export function useAddToShortlist(me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ shortlistId, memberId, note }: { shortlistId: string; memberId: string; note: string }) =>
      write((supabase) =>
        supabase
          .from('shortlist_members')
          .insert({ shortlist_id: shortlistId, member_id: memberId, note: note.trim() }),
      ).catch((error: Error) => {
        throw /duplicate|already/i.test(error.message)
          ? new ConflictError(t('This member is already on that shortlist.'))
          : error
      }),
    onSuccess: async (_, { shortlistId }) => {
      void notify(t('Added to the shortlist'), 'success')
      await refreshShortlist(qc, me, shortlistId)
    },
    meta: { errorToast: t('Not added') },
  })
}

/** One write to a member's entry on a shortlist; then that shortlist refreshes, and with `me` the member's lists (their counts). */
function useShortlistEntryWrite<V extends { shortlistId: string; memberId: string }>(
  run: (supabase: AppClient, v: V) => PromiseLike<{ error: PostgrestError | null }>,
  errorToast: string,
  me?: string,
) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (v: V) => write((supabase) => run(supabase, v)),
    onSuccess: (_, { shortlistId }) =>
      me
        ? refreshShortlist(qc, me, shortlistId)
        : qc.invalidateQueries({ queryKey: discoveryKeys.shortlist(shortlistId) }),
    meta: { errorToast },
  })
}

export const useUpdateShortlistEntry = () =>
  useShortlistEntryWrite(
    (supabase, { shortlistId, memberId, note }: { shortlistId: string; memberId: string; note: string }) =>
      supabase
        .from('shortlist_members')
        .update({ note: note.trim() })
        .eq('shortlist_id', shortlistId)
        .eq('member_id', memberId),
    t('The note was not saved'),
  )

export const useRemoveFromShortlist = (me: string) =>
  useShortlistEntryWrite(
    (supabase, { shortlistId, memberId }: { shortlistId: string; memberId: string }) =>
      supabase.from('shortlist_members').delete().eq('shortlist_id', shortlistId).eq('member_id', memberId),
    t('Not removed'),
    me,
  )

/** Saves the order shown (member ids first to last); the list moves at once. */
export function useReorderShortlist() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ shortlistId, memberIds }: { shortlistId: string; memberIds: string[] }) =>
      write((supabase) => supabase.rpc('reorder_shortlist', { list: shortlistId, member_ids: memberIds })),
    onSettled: (_, __, { shortlistId }) => qc.invalidateQueries({ queryKey: discoveryKeys.shortlist(shortlistId) }),
    meta: { errorToast: t('The new order was not saved') },
  })
}

export function useSaveSearch(me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ name, filters }: { name: string; filters: MemberFilters }) =>
      write((supabase) =>
        supabase
          .from('saved_searches')
          .insert({ owner_id: me, name: name.trim(), filters: toSqlFilters(filters) as never }),
      ),
    onSuccess: async () => {
      void notify(t('Search saved: we will tell you about new matches'), 'success')
      await qc.invalidateQueries({ queryKey: discoveryKeys.savedSearches(me) })
    },
    meta: { errorToast: t('The search was not saved') },
  })
}

export const useDeleteSavedSearch = (me: string) =>
  useDeleteOwnRow('saved_searches', discoveryKeys.savedSearches(me), t('The saved search was not deleted'))
