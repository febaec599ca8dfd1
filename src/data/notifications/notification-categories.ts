import { msg } from '@/lib/i18n'

/**
 * The filters of /notifications. Which kind belongs to which category is decided in one place, in SQL
 * (`private.notification_category`, migration 20261203090400): likes, comments, replies and reposts are "My posts",
 * follows and associate requests "Associates", applications, their status and saved opportunities' deadlines
 * "Applications", anything about an event "Events", the rest of communities "Communities"; university verifications,
 * MOUs and pitch interest show under All only. A kind added later lands by its name, else under All only.
 */
export const NOTIFICATION_CATEGORIES = [
  'mentions',
  'posts',
  'associates',
  'applications',
  'messages',
  'events',
  'communities',
] as const

export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number] | 'other'
export type NotificationFilter = 'all' | 'unread' | NotificationCategory

/** Each filter's chip, and what its list says when empty (wrapped in t() where shown). */
export const NOTIFICATION_FILTERS: Array<{ filter: NotificationFilter; label: string; empty: string; hint: string }> = [
  {
    filter: 'all',
    label: msg('All'),
    empty: msg('No notifications yet'),
    hint: msg('Likes, comments, mentions, reposts and new followers appear here.'),
  },
  { filter: 'unread', label: msg('Unread'), empty: msg('No unread notifications'), hint: msg('You’re all caught up') },
  {
    filter: 'mentions',
    label: msg('Mentions'),
    empty: msg('No mentions yet'),
    hint: msg('When someone mentions you in a post or a comment, it appears here.'),
  },
  {
    filter: 'posts',
    label: msg('My posts'),
    empty: msg('No reactions to your posts yet'),
    hint: msg('Likes, comments, replies and reposts of your posts appear here.'),
  },
  {
    filter: 'associates',
    label: msg('Associates'),
    empty: msg('No associate news yet'),
    hint: msg('Associate requests, accepted requests and new followers appear here.'),
  },
  {
    filter: 'applications',
    label: msg('Applications'),
    empty: msg('No application updates yet'),
    hint: msg('New applicants, changes to your applications and closing deadlines appear here.'),
  },
  {
    filter: 'messages',
    label: msg('Messages'),
    empty: msg('No message notifications yet'),
    hint: msg('New messages from your conversations appear here.'),
  },
  {
    filter: 'events',
    label: msg('Events'),
    empty: msg('No event notifications yet'),
    hint: msg('Reminders, changes and new events in your communities appear here.'),
  },
  {
    filter: 'communities',
    label: msg('Communities'),
    empty: msg('No community notifications yet'),
    hint: msg('Invitations, join requests and new posts in your communities appear here.'),
  },
]

export const isNotificationFilter = (value: string | null): value is NotificationFilter =>
  NOTIFICATION_FILTERS.some((f) => f.filter === value)
