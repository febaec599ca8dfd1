import { useQuery } from '@tanstack/react-query'
import { unreadConversationsQueryOptions } from './unread-conversations-query'

/** How many conversations have unread messages (0 when signed out); kept live by useMessagesRealtime. */
export function useUnreadConversations(userId: string | null | undefined): number {
  const { data = 0 } = useQuery({ ...unreadConversationsQueryOptions(userId ?? ''), enabled: !!userId })
  return data
}
