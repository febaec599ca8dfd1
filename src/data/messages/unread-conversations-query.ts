import { queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { messageKeys } from './keys'

// Kept apart from the other queries: the shell loads it on every page.

/** Conversations with unread messages (not muted): the nav badge. */
export const unreadConversationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: messageKeys.unreadCount(userId),
    queryFn: async ({ signal }) => {
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
    },
  })
