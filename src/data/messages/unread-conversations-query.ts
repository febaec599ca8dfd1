import { queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { messageKeys } from './keys'

// Kept apart from the other queries: the shell loads it on every page.

/** Conversations with unread messages (not muted, not message requests): the nav badge. */
export const unreadConversationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: messageKeys.unreadCount(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('unread_conversation_count').abortSignal(signal)
      if (error) throw toAppError(error)
      return data ?? 0
    },
  })
