import { useQueryClient } from '@tanstack/react-query'
import { useRealtimeChannel } from '@/data/realtime/use-realtime-channel'
import { fetchConversation } from './fetch-conversation'
import { messageKeys } from './keys'
import { patchConversation, upsertConversation } from './message-cache'
import type { Conversation } from './message-types'

export interface MemberRow {
  conversation_id: string
  user_id: string
  last_read_at: string
  unread_count: number
  muted: boolean
  archived: boolean
  last_activity_at: string
  left_at: string | null
}

/**
 * The caller's own membership rows, live (RLS and the filter send only theirs): patches unread counts,
 * mute and archive at once, then fetches the one conversation that moved for its new preview. A new
 * conversation refreshes the lists. Mounted by the /messages screen.
 */
export function useMessagesRealtime(userId: string | null) {
  const qc = useQueryClient()
  useRealtimeChannel({
    name: userId && `inbox:${userId}`,
    bindings: [
      {
        type: 'postgres_changes',
        filter: { event: '*', table: 'conversation_members', filter: `user_id=eq.${userId}` },
        on: (payload) => {
          const row = payload.new as MemberRow
          if (!row?.conversation_id) return
          void qc.invalidateQueries({ queryKey: messageKeys.requestCount(userId ?? '') })
          if (row.left_at) return void qc.invalidateQueries({ queryKey: messageKeys.lists() })
          const cached = qc.getQueryData<Conversation | null>(messageKeys.conversation(row.conversation_id))
          // A request's unread count is its own (since the recipient last looked), not the membership row's.
          if (cached?.request_status !== 'pending')
            patchConversation(qc, row.conversation_id, {
              unread_count: row.unread_count,
              muted: row.muted,
              archived: row.archived,
              last_read_at: row.last_read_at,
            })
          if (payload.eventType === 'UPDATE' && cached?.last_message_at === row.last_activity_at) return
          void fetchConversation(row.conversation_id).then((conversation) => {
            if (!conversation) return
            if (!upsertConversation(qc, conversation)) void qc.invalidateQueries({ queryKey: messageKeys.lists() })
          })
        },
      },
    ],
  })
}
