import { useQueryClient } from '@tanstack/react-query'
import { useRealtimeChannel } from '@/data/realtime/use-realtime-channel'
import { associateKeys } from './keys'

/**
 * Keeps the request badge and the /associates lists live. A request arriving bumps the received count
 * at once; an answer, a withdrawal or an acceptance of one's own request refreshes what it touches.
 * Mounted once in the app shell.
 */
export function useAssociateRequestsRealtime(userId: string | null) {
  const qc = useQueryClient()
  const table = 'associate_requests'
  useRealtimeChannel({
    name: userId && `associate-requests:${userId}`,
    bindings: [
      {
        type: 'postgres_changes',
        filter: { event: 'INSERT', table, filter: `recipient_id=eq.${userId}` },
        on: (payload) => {
          if (!userId) return
          if ((payload.new as { status?: string }).status === 'pending') {
            qc.setQueryData<number>(associateKeys.receivedCount(userId), (n) => (n ?? 0) + 1)
          }
          void qc.invalidateQueries({ queryKey: associateKeys.requestList('received') })
          void qc.invalidateQueries({ queryKey: associateKeys.suggestions() })
        },
      },
      {
        type: 'postgres_changes',
        filter: { event: 'UPDATE', table, filter: `recipient_id=eq.${userId}` },
        on: () => void qc.invalidateQueries({ queryKey: associateKeys.requests('received') }),
      },
      {
        type: 'postgres_changes',
        filter: { event: '*', table, filter: `sender_id=eq.${userId}` },
        on: () => {
          if (!userId) return
          void qc.invalidateQueries({ queryKey: associateKeys.requests('sent') })
          void qc.invalidateQueries({ queryKey: associateKeys.list(userId) })
        },
      },
    ],
  })
}
