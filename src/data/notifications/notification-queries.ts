import { queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import type { FeedCursor } from '@/data/posts/post-types'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import { notificationKeys } from './keys'
import { keysetQueryOptions } from '@/data/keyset-query'
import { fetchNotificationPage, type NotificationPage } from './notification-page'
import type { NotificationGroup, NotificationType } from './notification-types'
import type { NotificationFilter } from './notification-categories'
import { t } from '@/lib/i18n'

export const notificationsQueryOptions = (filter: NotificationFilter) =>
  keysetQueryOptions(notificationKeys.list(filter), async (cursor: FeedCursor | null, signal) =>
    fetchNotificationPage(await getSupabase(), filter, cursor, signal),
  )

type NotificationFeed = InfiniteData<NotificationPage>

/** Shows groups read at once in every filter's list (a group is in All and in its category). */
function markCached(qc: ReturnType<typeof useQueryClient>, keys: Set<string> | 'all') {
  qc.setQueriesData<NotificationFeed>(
    { queryKey: notificationKeys.lists() },
    (feed) =>
      feed && {
        ...feed,
        pages: feed.pages.map((page) => ({
          ...page,
          groups: page.groups.map((g) =>
            g.unread && (keys === 'all' || keys.has(g.key)) ? { ...g, unread: false } : g,
          ),
        })),
      },
  )
}

/** Marks one group read (every notification in it, up to the newest the member saw), or all of them. */
export function useMarkNotificationsRead(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (group: NotificationGroup | 'all') => {
      const supabase = await getSupabase()
      const { error } =
        group === 'all'
          ? await supabase.rpc('mark_all_notifications_read')
          : await supabase.rpc('mark_notification_group_read', { newest: group.latest.id })
      if (error) throw toAppError(error)
    },
    onMutate: (group) => markCached(qc, group === 'all' ? 'all' : new Set([group.key])),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: notificationKeys.list('unread') })
      return qc.invalidateQueries({ queryKey: notificationKeys.unreadCount(userId) })
    },
    meta: { errorToast: t('Could not mark as read') },
    onError: () => qc.invalidateQueries({ queryKey: notificationKeys.lists() }),
  })
}

export type NotificationPreference = Pick<Tables<'notification_preferences'>, 'type' | 'in_app' | 'email'>

export const notificationPreferencesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.preferences(userId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('notification_preferences')
        .select('type, in_app, email')
        .eq('user_id', userId)
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return new Map(data.map((p) => [p.type as NotificationType, p]))
    },
  })

export function useSetNotificationPreference(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (pref: NotificationPreference) => {
      const supabase = await getSupabase()
      const { error } = await supabase
        .from('notification_preferences')
        .upsert({ user_id: userId, ...pref, updated_at: new Date().toISOString() }, { onConflict: 'user_id,type' })
      if (error) throw toAppError(error)
    },
    onMutate: (pref) =>
      qc.setQueryData<Map<NotificationType, NotificationPreference>>(notificationKeys.preferences(userId), (map) =>
        new Map(map).set(pref.type as NotificationType, pref),
      ),
    meta: { errorToast: t('Your preference was not saved') },
    onError: () => qc.invalidateQueries({ queryKey: notificationKeys.preferences(userId) }),
  })
}
