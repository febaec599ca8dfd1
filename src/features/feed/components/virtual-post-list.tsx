import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useRef, type ReactNode } from 'react'
import type { FeedPost } from '@/data/posts/post-types'

/** Long feeds keep only the posts near the viewport in the page (loaded once a feed grows long). */
export default function VirtualPostList({
  posts,
  renderPost,
}: {
  posts: FeedPost[]
  renderPost: (post: FeedPost) => ReactNode
}) {
  const list = useRef<HTMLDivElement>(null)
  const virtualizer = useWindowVirtualizer({
    count: posts.length,
    estimateSize: () => 320,
    overscan: 6,
    scrollMargin: list.current?.offsetTop ?? 0,
    getItemKey: (i) => posts[i].id,
  })
  const items = virtualizer.getVirtualItems()
  return (
    <div ref={list} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {items.map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          className="absolute inset-x-0 pb-4"
          style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
        >
          {renderPost(posts[item.index])}
        </div>
      ))}
    </div>
  )
}
