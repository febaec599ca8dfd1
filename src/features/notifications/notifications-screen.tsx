import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Bell, CheckCheck, Settings2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { EmptyState } from '@/components/shared/empty-state'
import { PageHeader } from '@/components/shared/page-header'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { notificationsQueryOptions, useMarkNotificationsRead } from '@/data/notifications/notification-queries'
import { unreadCountQueryOptions } from '@/data/notifications/unread-count-query'
import { NotificationItem } from './components/notification-item'
import { NotificationPreferences } from '@/components/shared/notification-preferences'
import { groupNotifications } from './notifications.utils'
import { cn } from '@/lib/cn'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'

/** /notifications: grouped, newest first, unread highlighted; mark one or all read; preferences. */
export function NotificationsScreen({ userId }: { userId: string }) {
  const [filter, setFilter] = useState<'all' | 'unread'>('all')
  const [showPrefs, setShowPrefs] = useState(false)
  const list = useInfiniteQuery(notificationsQueryOptions())
  const { data: unread = 0 } = useQuery(unreadCountQueryOptions(userId))
  const mark = useMarkNotificationsRead(userId)
  const groups = useMemo(() => {
    const all = list.data?.pages.flatMap((p) => p.items) ?? []
    return groupNotifications(filter === 'unread' ? all.filter((n) => !n.read_at) : all)
  }, [list.data, filter])

  return (
    <>
      <PageHeader
        title={t('Notifications')}
        description={unread ? t('{unread} unread', { unread }) : t('What happened while you were away.')}
        actions={
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={!unread}
              isLoading={mark.isPending && mark.variables === 'all'}
              onClick={() => mark.mutate('all')}
            >
              <CheckCheck className="size-4" aria-hidden="true" /> {t('Mark all read')}
            </Button>
            <Button variant="ghost" size="sm" aria-expanded={showPrefs} onClick={() => setShowPrefs((s) => !s)}>
              <Settings2 className="size-4" aria-hidden="true" /> {t('Preferences')}
            </Button>
          </div>
        }
      />
      {showPrefs && (
        <Card className="mb-4 p-4 sm:p-6">
          <h2 className="mb-2 text-lg font-semibold">{t('Notification preferences')}</h2>
          <NotificationPreferences userId={userId} />
        </Card>
      )}
      <div className="mb-3 flex gap-1" role="group" aria-label={t('Show')}>
        {(['all', 'unread'] as const).map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={cn(
              'min-h-11 rounded-full px-4 text-sm font-medium',
              filter === f ? 'bg-primary text-primary-foreground' : 'bg-surface text-muted hover:bg-border/50',
            )}
          >
            {f === 'all' ? t('All') : t('Unread')}
          </button>
        ))}
      </div>
      <Card className="overflow-hidden">
        {list.isPending ? (
          <div className="space-y-3 p-4" aria-busy="true" aria-label={t('Loading notifications')}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : list.isError ? (
          <div className="space-y-3 p-4">
            <Alert>
              {t('Notifications could not load:')} {errorMessage(list.error)}
            </Alert>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t('Try again')}
            </Button>
          </div>
        ) : groups.length === 0 ? (
          <EmptyState
            icon={Bell}
            title={filter === 'unread' ? t('No unread notifications') : t('You’re all caught up')}
          >
            {t('Likes, comments, mentions, reposts and new followers appear here.')}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border">
            {groups.map((g) => (
              <li key={g.key}>
                <NotificationItem
                  group={g}
                  onOpen={(group) => {
                    const ids = group.items.filter((n) => !n.read_at).map((n) => n.id)
                    if (ids.length) mark.mutate(ids)
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="flex justify-center border-t border-border p-3">
            <Button variant="secondary" isLoading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('Load older')}
            </Button>
          </div>
        )}
      </Card>
    </>
  )
}
