import { useQueryClient } from '@tanstack/react-query'
import { useRealtimeChannel } from '@/data/realtime/use-realtime-channel'
import { notificationKeys } from './keys'

/**
 * Keeps the unread count and the lists live: a new notification for the member refreshes both (the count is of
 * groups, so a like on an already unread post adds nothing; SQL says); `onArrive` gets rows meant to alert (the
 * member's push switch is on).
 */
export function useNotificationsRealtime(
  userId: string | null,
  onArrive?: (row: { id: string; type: string }) => void,
) {
  const qc = useQueryClient()
  const filter = `recipient_id=eq.${userId}`
  useRealtimeChannel({
    name: userId && `notifications:${userId}`,
    bindings: [
      {
        type: 'postgres_changes',
        filter: { event: 'INSERT', table: 'notifications', filter },
        on: (payload) => {
          if (!userId) return
          const row = payload.new as { id: string; type: string; push: boolean; read_at: string | null }
          void qc.invalidateQueries({ queryKey: notificationKeys.unreadCount(userId) })
          void qc.invalidateQueries({ queryKey: notificationKeys.lists() })
          if (row.push) onArrive?.(row)
        },
      },
      {
        type: 'postgres_changes',
        filter: { event: 'UPDATE', table: 'notifications', filter },
        on: () => userId && void qc.invalidateQueries({ queryKey: notificationKeys.unreadCount(userId) }),
      },
    ],
  })
}
