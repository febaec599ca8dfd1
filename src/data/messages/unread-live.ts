import type { QueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { messageKeys } from './keys'

// Loaded by the shell a moment after the page is up (see use-unread-conversations.ts).

/** Conversations with unread messages (not muted): the nav badge. */
export async function fetchUnreadConversations(userId: string, signal: AbortSignal): Promise<number> {
  const supabase = await getSupabase()
  const { count, error } = await supabase
    .from('conversation_members')
    .select('conversation_id', { count: 'exact', head: true })
    .eq('user_id', userId)
    .is('left_at', null)
    .gt('unread_count', 0)
    .eq('muted', false)
    .abortSignal(signal)
  if (error) throw toAppError(error)
  return count ?? 0
}

/**
 * Any change to the member's own membership rows (a message arrived, a conversation was read, muted or
 * left) refreshes the count, at most every 300 ms. Returns the unsubscribe.
 */
export function subscribeUnread(qc: QueryClient, userId: string): () => void {
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
}
