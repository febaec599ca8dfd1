import { toAppError } from '@/lib/errors'
import type { AppClient } from '@/lib/supabase'
import { olderThan } from '@/data/posts/feed-query'
import type { FeedCursor } from '@/data/posts/post-types'
import { NOTIFICATION_SELECT, withOpportunities } from './unread-count-query'
import { NOTIFICATION_PAGE_SIZE, type AppNotification } from './notification-types'

export interface NotificationPage {
  items: AppNotification[]
  nextCursor: FeedCursor | null
}

/** A page of the member's notifications, newest first, after `cursor` (the first page when null). */
export async function fetchNotificationPage(
  supabase: AppClient,
  cursor: FeedCursor | null,
  signal: AbortSignal,
): Promise<NotificationPage> {
  let query = supabase
    .from('notifications')
    .select(NOTIFICATION_SELECT)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(NOTIFICATION_PAGE_SIZE)
    .abortSignal(signal)
  if (cursor) query = query.or(olderThan(cursor))
  const { data, error } = await query.overrideTypes<AppNotification[], { merge: false }>()
  if (error) throw toAppError(error)
  const last = data.at(-1)
  return {
    items: await withOpportunities(supabase, data, signal),
    nextCursor: data.length === NOTIFICATION_PAGE_SIZE && last ? { createdAt: last.created_at, id: last.id } : null,
  }
}
