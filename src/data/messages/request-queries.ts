import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { STALE } from '@/lib/stale'
import { toAppError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'
import { getSupabase } from '@/lib/supabase'
import { messageKeys } from './keys'
import { patchConversation } from './message-cache'

/** How many message requests wait for the caller's answer. */
export const requestCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: messageKeys.requestCount(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('message_request_count').abortSignal(signal)
      if (error) throw toAppError(error)
      return data ?? 0
    },
  })

/**
 * How many new conversations with people who are not associates the caller may still start today, and
 * for an organisation, how many students it may still reach this season (the database enforces both).
 */
export interface MessageAllowance {
  dailyLimit: number
  dailyLeft: number
  season: { limit: number; left: number; endsAt: string } | null
}

export const allowanceQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: messageKeys.allowance(userId),
    staleTime: STALE.seconds30,
    queryFn: async ({ signal }): Promise<MessageAllowance | null> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('message_allowance').abortSignal(signal)
      if (error) throw toAppError(error)
      const row = data?.[0]
      if (!row) return null
      return {
        dailyLimit: row.daily_limit,
        dailyLeft: Math.max(row.daily_limit - row.daily_used, 0),
        season:
          row.season_limit != null && row.season_ends_at
            ? {
                limit: row.season_limit,
                left: Math.max(row.season_limit - (row.season_used ?? 0), 0),
                endsAt: row.season_ends_at,
              }
            : null,
      }
    },
  })

/** Accept a message request (it moves to the inbox) or decline it (it disappears; the sender is not told). */
export function useRespondToRequest(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ conversationId, accept }: { conversationId: string; accept: boolean }) => {
      const supabase = await getSupabase()
      const { error } = await supabase.rpc('respond_to_message_request', { conversation_id: conversationId, accept })
      if (error) throw toAppError(error)
    },
    onSuccess: (_d, { conversationId, accept }) => {
      if (accept) patchConversation(qc, conversationId, { request_status: null, unread_count: 0 })
      void notify(accept ? t('Moved to your inbox') : t('Request declined'), 'success')
    },
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: messageKeys.lists() }),
        qc.invalidateQueries({ queryKey: messageKeys.requestCount(userId) }),
        qc.invalidateQueries({ queryKey: messageKeys.unreadCount(userId) }),
      ]),
    meta: { errorToast: t('Could not answer the request') },
  })
}
