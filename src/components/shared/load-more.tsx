import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { t } from '@/lib/i18n'

/**
 * The end of an infinite list: fetches the next page as it nears the viewport (with a Load more
 * button for keyboards and old browsers), a spinner while it loads, and `doneText` at the end.
 */
export function LoadMore({
  pages,
  doneText,
  rootMargin = '800px 0px',
}: {
  /** The infinite query (or its three paging fields). */
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }
  doneText: string
  rootMargin?: string
}) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = sentinel.current
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      ([entry]) => entry.isIntersecting && !isFetchingNextPage && void fetchNextPage(),
      { rootMargin },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, rootMargin])
  return (
    <div ref={sentinel} className="flex justify-center py-6">
      {isFetchingNextPage ? (
        <Spinner className="text-primary" />
      ) : hasNextPage ? (
        <Button variant="secondary" onClick={() => void fetchNextPage()}>
          {t('Load more')}
        </Button>
      ) : (
        <p className="text-sm text-muted">{doneText}</p>
      )}
    </div>
  )
}
