import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { STALE } from '@/lib/stale'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { settingsKeys } from './keys'
import { t } from '@/lib/i18n'

/** The member's pending deletion request (read by the banner on every page), or null. */
export const accountDeletionQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: settingsKeys.deletion(userId),
    staleTime: STALE.minutes5,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('account_deletions')
        .select('requested_at, purge_after')
        .eq('user_id', userId)
        .abortSignal(signal)
        .maybeSingle()
      if (error) throw toAppError(error)
      return data
    },
  })

export function useCancelAccountDeletion(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const supabase = await getSupabase()
      const { error } = await supabase.rpc('cancel_account_deletion')
      if (error) throw toAppError(error)
    },
    onSuccess: async () => {
      qc.setQueryData(settingsKeys.deletion(userId), null)
      await notify(t('Your account will not be deleted'), 'success')
    },
    meta: { errorToast: t('Could not cancel the deletion') },
  })
}
