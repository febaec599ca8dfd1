import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Bell, CheckCheck, Settings2 } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
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
import { ScrollRow } from '@/components/shared/scroll-row'
import { ToggleChip } from '@/components/shared/toggle-chip'
import { NOTIFICATION_FILTERS, isNotificationFilter } from '@/data/notifications/notification-categories'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'

/**
 * /notifications: one line per group (grouped in SQL), newest first, unread highlighted; a filter per category
 * (`?show=mentions`); mark one group or all read; preferences.
 */
export function NotificationsScreen({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams()
  const shown = params.get('show')
  const filter = isNotificationFilter(shown) ? shown : 'all'
  const current = NOTIFICATION_FILTERS.find((f) => f.filter === filter)!
  const [showPrefs, setShowPrefs] = useState(false)
  const list = useInfiniteQuery(notificationsQueryOptions(filter))
  const { data: unread = 0 } = useQuery(unreadCountQueryOptions(userId))
  const mark = useMarkNotificationsRead(userId)
  const groups = list.data?.pages.flatMap((p) => p.groups) ?? []
  const choose = (next: typeof filter) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev)
        if (next === 'all') out.delete('show')
        else out.set('show', next)
        return out
      },
      { replace: true },
    )

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
      <ScrollRow label={t('Show')} className="mb-3 [&>*]:shrink-0 [&>*]:whitespace-nowrap">
        {NOTIFICATION_FILTERS.map((f) => (
          <ToggleChip key={f.filter} look="solid" pressed={filter === f.filter} onClick={() => choose(f.filter)}>
            {t(f.label)}
          </ToggleChip>
        ))}
      </ScrollRow>
      <Card className="overflow-hidden">
        {list.isPending ? (
          <div className="space-y-3 p-4" role="status" aria-busy="true" aria-label={t('Loading notifications')}>
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
          <EmptyState icon={Bell} title={t(current.empty)}>
            {t(current.hint)}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border">
            {groups.map((g) => (
              <li key={g.key}>
                <NotificationItem
                  group={g}
                  onOpen={(group) => group.unread && mark.mutate(group)}
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
