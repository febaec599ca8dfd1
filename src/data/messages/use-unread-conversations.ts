import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getSupabase } from '@/lib/supabase'
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
  useEffect(() => {
    if (!userId) return
    let cancelled = false
    let cleanup = () => {}
    let timer: ReturnType<typeof setTimeout> | undefined
    void getSupabase().then((supabase) => {
      if (cancelled) return
      const channel = supabase
        .channel(`unread:${userId}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'conversation_members', filter: `user_id=eq.${userId}` },
          () => {
            clearTimeout(timer)
            timer = setTimeout(() => void qc.invalidateQueries({ queryKey: messageKeys.unreadCount(userId) }), 300)
          },
        )
        .subscribe()
      cleanup = () => void supabase.removeChannel(channel)
    })
    return () => {
      cancelled = true
      clearTimeout(timer)
      cleanup()
    }
  }, [qc, userId])
}
