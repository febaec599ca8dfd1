import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getSupabase } from '@/lib/supabase'
import { associateKeys } from './keys'

/**
 * Keeps the request badge and the /associates lists live. A request arriving bumps the received count
 * at once; an answer, a withdrawal or an acceptance of one's own request refreshes what it touches.
 * Mounted once in the app shell.
 */
export function useAssociateRequestsRealtime(userId: string | null) {
  const qc = useQueryClient()
  useEffect(() => {
    if (!userId) return
    let cancelled = false
    let cleanup = () => {}
    const countKey = [...associateKeys.requests('received'), 'count', userId] as const
    void getSupabase().then((supabase) => {
      if (cancelled) return
      const channel = supabase
        .channel(`associate-requests:${userId}`)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'associate_requests', filter: `recipient_id=eq.${userId}` },
          (payload) => {
            if ((payload.new as { status?: string }).status === 'pending') {
              qc.setQueryData<number>(countKey, (n) => (n ?? 0) + 1)
            }
            void qc.invalidateQueries({ queryKey: associateKeys.requestList('received') })
            void qc.invalidateQueries({ queryKey: associateKeys.suggestions() })
          },
        )
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'associate_requests', filter: `recipient_id=eq.${userId}` },
          () => void qc.invalidateQueries({ queryKey: associateKeys.requests('received') }),
        )
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'associate_requests', filter: `sender_id=eq.${userId}` },
          () => {
            void qc.invalidateQueries({ queryKey: associateKeys.requests('sent') })
            void qc.invalidateQueries({ queryKey: associateKeys.list(userId) })
          },
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
