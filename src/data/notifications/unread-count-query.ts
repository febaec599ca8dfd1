import { queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { notificationKeys } from './keys'
import type { AppNotification } from './notification-types'

// Kept apart from the list and its mutations: the shell loads this on every page.

export const NOTIFICATION_SELECT =
  'id, type, actor_id, entity_type, entity_id, post_id, comment_id, data, read_at, created_at, push, actor:profiles!actor_id(id, name, profile_photo_url), post:posts(id, body)'

export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { count, error } = await supabase
        .from('notifications')
        .select('id', { count: 'exact', head: true })
        .is('read_at', null)
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return count ?? 0
    },
  })

/** One notification with its actor, for a live alert. */
export async function fetchNotification(id: string): Promise<AppNotification | null> {
  const supabase = await getSupabase()
  const { data } = await supabase
    .from('notifications')
    .select(NOTIFICATION_SELECT)
    .eq('id', id)
    .maybeSingle()
    .overrideTypes<AppNotification | null, { merge: false }>()
  return data
}
