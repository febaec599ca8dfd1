import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { getSupabase } from '@/lib/supabase'
import { notificationKeys } from './keys'

/**
 * Keeps the unread count and the list live: a new notification for the member bumps the count at once
 * and refreshes the list; `onArrive` gets rows meant to alert (the member's push switch is on).
 */
export function useNotificationsRealtime(
  userId: string | null,
  onArrive?: (row: { id: string; type: string }) => void,
) {
  const qc = useQueryClient()
  const arrive = useRef(onArrive)
  useEffect(() => {
    arrive.current = onArrive
  })
  useEffect(() => {
    if (!userId) return
    let cancelled = false
    let cleanup = () => {}
    void getSupabase().then((supabase) => {
      if (cancelled) return
      const channel = supabase
        .channel(`notifications:${userId}`)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'notifications', filter: `recipient_id=eq.${userId}` },
          (payload) => {
            const row = payload.new as { id: string; type: string; push: boolean; read_at: string | null }
            if (!row.read_at) qc.setQueryData<number>(notificationKeys.unreadCount(userId), (n) => (n ?? 0) + 1)
            void qc.invalidateQueries({ queryKey: notificationKeys.list() })
            if (row.push) arrive.current?.(row)
          },
        )
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'notifications', filter: `recipient_id=eq.${userId}` },
          () => qc.invalidateQueries({ queryKey: notificationKeys.unreadCount(userId) }),
        )
        .subscribe()
      cleanup = () => void supabase.removeChannel(channel)
    })
    return () => {
      cancelled = true
      cleanup()
    }
  }, [qc, userId])
}
