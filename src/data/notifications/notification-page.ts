import { toAppError } from '@/lib/errors'
import type { AppClient } from '@/lib/supabase'
import type { FeedCursor } from '@/data/posts/post-types'
import { withOpportunities } from './unread-count-query'
import type { NotificationCategory, NotificationFilter } from './notification-categories'
import {
  NOTIFICATION_PAGE_SIZE,
  type AppNotification,
  type NotificationActor,
  type NotificationGroup,
  type NotificationType,
} from './notification-types'

export interface NotificationPage {
  groups: NotificationGroup[]
  nextCursor: FeedCursor | null
}

/**
 * A page of the member's notification groups, newest first, after `cursor` (the first page when null). Grouping
 * and paging are SQL's (`notification_groups`): a group never splits across two pages.
 */
export async function fetchNotificationPage(
  supabase: AppClient,
  filter: NotificationFilter,
  cursor: FeedCursor | null,
  signal: AbortSignal,
): Promise<NotificationPage> {
  const { data, error } = await supabase
    .rpc('notification_groups', {
      filter,
      before_at: cursor?.createdAt,
      before_id: cursor?.id,
      page_size: NOTIFICATION_PAGE_SIZE,
    })
    .abortSignal(signal)
  if (error) throw toAppError(error)
  const groups = data.map((row): NotificationGroup => {
    const actors = (row.actors ?? []) as unknown as NotificationActor[]
    const latest: AppNotification = {
      id: row.newest_id,
      type: row.type as NotificationType,
      actor_id: row.actor_id,
      entity_type: row.entity_type,
      entity_id: row.entity_id,
      post_id: row.post_id,
      comment_id: row.comment_id,
      data: (row.data ?? {}) as AppNotification['data'],
      read_at: row.read_at,
      created_at: row.newest_at,
      push: false,
      actor: actors.find((a) => a.id === row.actor_id) ?? null,
      post: row.post_id && row.post_body != null ? { id: row.post_id, body: row.post_body } : null,
    }
    return {
      key: row.group_key,
      type: latest.type,
      category: row.category as NotificationCategory,
      latest,
      latestAt: row.newest_at,
      unread: row.unread,
      count: row.item_count,
      actorCount: row.actor_count,
      actors,
    }
  })
  const withOpps = await withOpportunities(
    supabase,
    groups.map((g) => g.latest),
    signal,
  )
  const last = groups.at(-1)
  return {
    groups: groups.map((g, i) => ({ ...g, latest: withOpps[i] })),
    nextCursor: groups.length === NOTIFICATION_PAGE_SIZE && last ? { createdAt: last.latestAt, id: last.latest.id } : null,
  }
}
