import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { messageKeys } from './keys'

// The badge is not needed for the first paint: its code loads in its own chunk once the page is up,
// which keeps /home within its bundle budget (docs/decisions.md).
const AFTER_LOAD_MS = 1500
let live: Promise<typeof import('./unread-live')> | null = null
const loadLive = () => (live ??= import('./unread-live'))

function useAfterLoad() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), AFTER_LOAD_MS)
    return () => clearTimeout(timer)
  }, [])
  return ready
}

/** How many conversations have unread messages (0 when signed out, and until the badge has loaded). */
export function useUnreadConversations(userId: string | null | undefined): number {
  const ready = useAfterLoad()
  const { data = 0 } = useQuery({
    queryKey: messageKeys.unreadCount(userId ?? ''),
    queryFn: async ({ signal }) => (await loadLive()).fetchUnreadConversations(userId!, signal),
    enabled: !!userId && ready,
  })
  return data
}

/**
 * Keeps the count live. Mounted once, in the shell; the /messages screen patches its lists with its own
 * subscription (kept off every other page's bundle).
 */
export function useUnreadConversationsLive(userId: string | null) {
  const qc = useQueryClient()
  const ready = useAfterLoad()
  useEffect(() => {
    if (!userId || !ready) return
    let stop = () => {}
    let cancelled = false
    void loadLive().then((m) => {
      if (!cancelled) stop = m.subscribeUnread(qc, userId)
    })
    return () => {
      cancelled = true
      stop()
    }
  }, [qc, userId, ready])
}
