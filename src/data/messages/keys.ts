/** Inbox and archived hold accepted conversations; requests hold conversations waiting for an answer. */
export type ConversationFolder = 'inbox' | 'archived' | 'requests'

export interface ConversationListFilters {
  search: string
  folder: ConversationFolder
}

export const messageKeys = {
  all: ['messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (f: ConversationListFilters) => [...messageKeys.lists(), f] as const,
  conversation: (id: string) => [...messageKeys.all, 'conversation', id] as const,
  thread: (id: string) => [...messageKeys.all, 'thread', id] as const,
  unreadCount: (userId: string) => [...messageKeys.all, 'unread-count', userId] as const,
  requestCount: (userId: string) => [...messageKeys.all, 'request-count', userId] as const,
  allowances: () => [...messageKeys.all, 'allowance'] as const,
  allowance: (userId: string) => [...messageKeys.allowances(), userId] as const,
  refusal: (memberId: string) => [...messageKeys.all, 'refusal', memberId] as const,
  refusalIn: (memberId: string, inConversation: boolean) => [...messageKeys.refusal(memberId), inConversation] as const,
  candidates: (search: string) => [...messageKeys.all, 'candidates', search] as const,
  blocked: (userId: string) => [...messageKeys.all, 'blocked', userId] as const,
  attachment: (path: string) => [...messageKeys.all, 'attachment', path] as const,
}
