import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useRealtimeChannel } from '@/data/realtime/use-realtime-channel'
import { messageKeys } from './keys'
import { unreadConversationsQueryOptions } from './unread-conversations-query'

/** How many conversations have unread messages (0 when signed out). */
export function useUnreadConversations(userId: string | null | undefined): number {
  const { data = 0 } = useQuery({ ...unreadConversationsQueryOptions(userId ?? ''), enabled: !!userId })
  return data
}

/**
 * Keeps the count live: any change to the member's own membership rows (a message arrived, a
 * conversation was read, muted or left) refreshes it, at most every 300 ms. Mounted once, in the shell;
 * the /messages screen patches its lists with its own subscription (kept off every other page's bundle).
 */
export function useUnreadConversationsLive(userId: string | null) {
  const qc = useQueryClient()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [userId])
  useRealtimeChannel({
    name: userId && `unread:${userId}`,
    bindings: [
      {
        type: 'postgres_changes',
        filter: { event: '*', table: 'conversation_members', filter: `user_id=eq.${userId}` },
        on: () => {
          if (!userId) return
          clearTimeout(timer.current)
          timer.current = setTimeout(
            () => void qc.invalidateQueries({ queryKey: messageKeys.unreadCount(userId) }),
            300,
          )
        },
      },
    ],
  })
}
