import { queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase, type AppClient } from '@/lib/supabase'
import { notificationKeys } from './keys'
import type { AppNotification, NotificationOpportunity } from './notification-types'

// Kept apart from the list and its mutations: the shell loads this on every page.

export const NOTIFICATION_SELECT =
  'id, type, actor_id, entity_type, entity_id, post_id, comment_id, data, read_at, created_at, push, actor:profiles!actor_id(id, name, profile_photo_url), post:posts(id, body)'

export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      // Lines, not rows: "Maya Chen and 4 others liked your post" is one unread notification, as the list shows it.
      const { data, error } = await supabase.rpc('unread_notification_groups').abortSignal(signal)
      if (error) throw toAppError(error)
      return data ?? 0
    },
  })

/**
 * Notifications about an opportunity name it, its organisation and its logo: they are read in one
 * more query for the page (at most a page of ids, never a long list in the URL).
 */
export async function withOpportunities(
  supabase: AppClient,
  items: AppNotification[],
  signal?: AbortSignal,
): Promise<AppNotification[]> {
  const ids = [...new Set(items.flatMap((n) => (n.entity_type === 'opportunity' && n.entity_id ? [n.entity_id] : [])))]
  if (!ids.length) return items
  let query = supabase
    .from('opportunities')
    .select('id, title, organization, poster:profiles!posted_by(id, name, profile_photo_url)')
    .in('id', ids)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.overrideTypes<NotificationOpportunity[], { merge: false }>()
  if (error) throw toAppError(error)
  const byId = new Map(data.map((o) => [o.id, o]))
  return items.map((n) =>
    n.entity_type === 'opportunity' && n.entity_id ? { ...n, opportunity: byId.get(n.entity_id) ?? null } : n,
  )
}

/** One notification with its actor, for a live alert. */
export async function fetchNotification(id: string): Promise<AppNotification | null> {
  const supabase = await getSupabase()
  const { data } = await supabase
    .from('notifications')
    .select(NOTIFICATION_SELECT)
    .eq('id', id)
    .maybeSingle()
    .overrideTypes<AppNotification | null, { merge: false }>()
  if (!data) return null
  return (await withOpportunities(supabase, [data]).catch(() => [data]))[0]
}
