import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { postKeys } from '@/data/posts/keys'
import { errorMessage, toAppError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { instantToggle } from '@/lib/instant-toggle'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { socialKeys } from './keys'

/** Whether I muted `other`: their posts stay out of my feeds and nothing they do notifies me. */
export const mutedQueryOptions = (me: string, other: string) =>
  queryOptions({
    queryKey: socialKeys.mute(other),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('member_mutes')
        .select('muted_id')
        .eq('muter_id', me)
        .eq('muted_id', other)
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data.length > 0
    },
  })

/** The members I muted, newest first, for Settings. */
export const mutedMembersQueryOptions = (me: string) =>
  queryOptions({
    queryKey: socialKeys.muted(me),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('member_mutes')
        .select('created_at, member:profiles!member_mutes_muted_id_fkey(id, name, headline, profile_photo_url)')
        .eq('muter_id', me)
        .order('created_at', { ascending: false })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data.flatMap((row) => (row.member ? [row.member] : []))
    },
  })

/** Mute or unmute at once (see `instantToggle`); the feeds refetch without the muted member's posts. */
export function useToggleMute(me: string) {
  const qc = useQueryClient()
  return useCallback(
    (other: { id: string; name: string }, currentlyMuted: boolean) => {
      const key = socialKeys.mute(other.id)
      instantToggle({
        key: `mute:${other.id}`,
        shown: currentlyMuted,
        show: (muted) => qc.setQueryData<boolean>(key, muted),
        read: () => qc.getQueryData<boolean>(key) ?? !currentlyMuted,
        send: async (muted) => {
          const supabase = await getSupabase()
          const { error } = muted
            ? await supabase.from('member_mutes').insert({ muter_id: me, muted_id: other.id })
            : await supabase.from('member_mutes').delete().eq('muter_id', me).eq('muted_id', other.id)
          return error
        },
        onFailed: (muted, error) =>
          void notify(muted ? t('Could not mute') : t('Could not unmute'), 'error', errorMessage(error)),
        onSaved: async (muted) => {
          if (muted)
            void notify(t('You muted {name}. Their posts no longer appear in your feeds; they are not told.', other))
          await Promise.all([
            qc.invalidateQueries({ queryKey: postKeys.feeds() }),
            qc.invalidateQueries({ queryKey: socialKeys.muted(me) }),
          ])
        },
      })
    },
    [qc, me],
  )
}
