import type { NotificationFilter } from './notification-categories'

export const notificationKeys = {
  all: ['notifications'] as const,
  /** Every filter's list of groups (to refresh or mark read all at once). */
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filter: NotificationFilter) => [...notificationKeys.lists(), filter] as const,
  unreadCount: (userId: string) => [...notificationKeys.all, 'unread-count', userId] as const,
  preferences: (userId: string) => [...notificationKeys.all, 'preferences', userId] as const,
}
