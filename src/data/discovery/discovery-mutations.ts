import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ConflictError, toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { toSqlFilters, type MemberFilters } from './discovery-types'
import { discoveryKeys } from './keys'
import { t } from '@/lib/i18n'

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

export function useDeleteShortlist(me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('shortlists').delete().eq('id', id)
      if (error) throw toAppError(error)
    },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: discoveryKeys.shortlists(me) })
    },
    meta: { errorToast: t('The shortlist was not deleted') },
  })
}

export function useAddToShortlist(me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ shortlistId, memberId, note }: { shortlistId: string; memberId: string; note: string }) => {
      const supabase = await getSupabase()
      const { error } = await supabase
        .from('shortlist_members')
        .insert({ shortlist_id: shortlistId, member_id: memberId, note: note.trim() })
      if (error) {
        const e = toAppError(error)
        throw /duplicate|already/i.test(e.message)
          ? new ConflictError(t('This member is already on that shortlist.'))
          : e
      }
    },
    onSuccess: async (_, { shortlistId }) => {
      void notify(t('Added to the shortlist'), 'success')
      await Promise.all([
        qc.invalidateQueries({ queryKey: discoveryKeys.shortlists(me) }),
        qc.invalidateQueries({ queryKey: discoveryKeys.shortlist(shortlistId) }),
      ])
    },
    meta: { errorToast: t('Not added') },
  })
}

export function useUpdateShortlistEntry() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ shortlistId, memberId, note }: { shortlistId: string; memberId: string; note: string }) => {
      const supabase = await getSupabase()
      const { error } = await supabase
        .from('shortlist_members')
        .update({ note: note.trim() })
        .eq('shortlist_id', shortlistId)
        .eq('member_id', memberId)
      if (error) throw toAppError(error)
    },
    onSuccess: (_, { shortlistId }) => qc.invalidateQueries({ queryKey: discoveryKeys.shortlist(shortlistId) }),
    meta: { errorToast: t('The note was not saved') },
  })
}

export function useRemoveFromShortlist(me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ shortlistId, memberId }: { shortlistId: string; memberId: string }) => {
      const supabase = await getSupabase()
      const { error } = await supabase
        .from('shortlist_members')
        .delete()
        .eq('shortlist_id', shortlistId)
        .eq('member_id', memberId)
      if (error) throw toAppError(error)
    },
    onSuccess: async (_, { shortlistId }) => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: discoveryKeys.shortlist(shortlistId) }),
        qc.invalidateQueries({ queryKey: discoveryKeys.shortlists(me) }),
      ])
    },
    meta: { errorToast: t('Not removed') },
  })
}

/** Saves the order shown (member ids first to last); the list moves at once. */
export function useReorderShortlist() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ shortlistId, memberIds }: { shortlistId: string; memberIds: string[] }) => {
      const supabase = await getSupabase()
      const { error } = await supabase.rpc('reorder_shortlist', { list: shortlistId, member_ids: memberIds })
      if (error) throw toAppError(error)
    },
    onSettled: (_, __, { shortlistId }) => qc.invalidateQueries({ queryKey: discoveryKeys.shortlist(shortlistId) }),
    meta: { errorToast: t('The new order was not saved') },
  })
}

export function useSaveSearch(me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ name, filters }: { name: string; filters: MemberFilters }) => {
      const supabase = await getSupabase()
      const { error } = await supabase
        .from('saved_searches')
        .insert({ owner_id: me, name: name.trim(), filters: toSqlFilters(filters) as never })
      if (error) throw toAppError(error)
    },
    onSuccess: async () => {
      void notify(t('Search saved: we will tell you about new matches'), 'success')
      await qc.invalidateQueries({ queryKey: discoveryKeys.savedSearches(me) })
    },
    meta: { errorToast: t('The search was not saved') },
  })
}

export function useDeleteSavedSearch(me: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('saved_searches').delete().eq('id', id)
      if (error) throw toAppError(error)
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: discoveryKeys.savedSearches(me) }),
    meta: { errorToast: t('The saved search was not deleted') },
  })
}
