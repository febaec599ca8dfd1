import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query'
import type { FeedCursor } from '@/data/posts/post-types'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import { notificationKeys } from './keys'
import { fetchNotificationPage, type NotificationPage } from './notification-page'
import type { NotificationType } from './notification-types'
import { t } from '@/lib/i18n'

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    initialPageParam: null as FeedCursor | null,
    queryFn: async ({ pageParam, signal }) => fetchNotificationPage(await getSupabase(), pageParam, signal),
    getNextPageParam: (page) => page.nextCursor,
  })

type NotificationFeed = InfiniteData<NotificationPage>

function markCached(qc: ReturnType<typeof useQueryClient>, ids: Set<string> | 'all') {
  const now = new Date().toISOString()
  qc.setQueryData<NotificationFeed>(
    notificationKeys.list(),
    (feed) =>
      feed && {
        ...feed,
        pages: feed.pages.map((page) => ({
          ...page,
          items: page.items.map((n) => (!n.read_at && (ids === 'all' || ids.has(n.id)) ? { ...n, read_at: now } : n)),
        })),
      },
  )
}

const MARK_READ_BATCH = 100

export function useMarkNotificationsRead(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (ids: string[] | 'all') => {
      const supabase = await getSupabase()
      if (ids === 'all') {
        const { error } = await supabase.rpc('mark_all_notifications_read')
        if (error) throw toAppError(error)
        return
      }
      // A group (a day of new followers) can hold hundreds of ids: at most 100 per request, so the URL
      // stays under 4 KB (gateways refuse URLs past about 8 KB).
      for (let i = 0; i < ids.length; i += MARK_READ_BATCH) {
        const { error } = await supabase
          .from('notifications')
          .update({ read_at: new Date().toISOString() })
          .in('id', ids.slice(i, i + MARK_READ_BATCH))
          .is('read_at', null)
        if (error) throw toAppError(error)
      }
    },
    onMutate: (ids) => markCached(qc, ids === 'all' ? 'all' : new Set(ids)),
    onSettled: () => qc.invalidateQueries({ queryKey: notificationKeys.unreadCount(userId) }),
    meta: { errorToast: t('Could not mark as read') },
    onError: () => qc.invalidateQueries({ queryKey: notificationKeys.list() }),
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
