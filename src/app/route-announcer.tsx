import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { unreadCountQueryOptions } from '@/data/notifications/unread-count-query'
import { useAuth } from '@/data/auth/auth-context'
import { usePageTitleCount, useScreenTitle } from '@/hooks/use-page-title'

/**
 * Puts the unread count first in the tab's title, and tells screen readers where a navigation led:
 * a client-side route change reads nothing aloud by itself. The first page load is left to the
 * browser, which reads the document title.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation()
  const { user } = useAuth()
  const unread = useQuery({ ...unreadCountQueryOptions(user?.id ?? ''), enabled: !!user })
  usePageTitleCount(user ? (unread.data ?? 0) : 0)

  const { title, path } = useScreenTitle()
  const [message, setMessage] = useState('')
  const announced = useRef<string | null>(null)
  useEffect(() => {
    if (announced.current === null) {
      announced.current = pathname
      return
    }
    // Once the new screen has set its own title (lazy screens set it a moment after the path changes).
    if (!title || path !== pathname || announced.current === pathname) return
    announced.current = pathname
    setMessage(title)
  }, [pathname, title, path])

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-route-announcer="">
      {message}
    </div>
  )
}
