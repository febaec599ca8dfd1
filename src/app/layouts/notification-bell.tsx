import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Bell } from 'lucide-react'
import { Link, useLocation } from 'react-router-dom'
import { CountBadge } from '@/components/shared/count-badge'
import { paths } from '@/config/paths'
import { fetchNotification, unreadCountQueryOptions } from '@/data/notifications/unread-count-query'
import { useNotificationsRealtime } from '@/data/notifications/notifications-realtime'
import { remindSavedDeadlines } from '@/data/opportunities/remind-saved-deadlines'
import { useAuth } from '@/data/auth/auth-context'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/toast'
import { t } from '@/lib/i18n'

/** The header bell: a live unread count, and an alert when something new arrives. */
export function NotificationBell() {
  const { user } = useAuth()
  const { pathname } = useLocation()
  const userId = user?.id ?? null
  const { data: unread = 0 } = useQuery({ ...unreadCountQueryOptions(userId ?? ''), enabled: !!userId })
  useNotificationsRealtime(userId, async ({ id }) => {
    const [n, { groupSentence }] = await Promise.all([
      fetchNotification(id),
      import('@/features/notifications/notifications.utils'),
    ])
    if (n)
      void notify(
        groupSentence({ type: n.type, actors: n.actor ? [n.actor] : [], data: n.data, opportunity: n.opportunity }),
        'info',
      )
  })
  useEffect(() => {
    if (userId) remindSavedDeadlines()
  }, [userId])
  const active = pathname === paths.notifications
  return (
    <Link
      to={paths.notifications}
      aria-label={unread ? t('Notifications, {unread} unread', { unread }) : t('Notifications')}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'relative inline-flex size-11 items-center justify-center rounded-full hover:bg-background',
        active && 'text-primary',
      )}
    >
      <span className="relative inline-flex shrink-0">
        <Bell className="size-6" aria-hidden="true" />
        <CountBadge count={unread} label={t('unread notifications')} />
      </span>
    </Link>
  )
}
