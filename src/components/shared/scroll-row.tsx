import { useEffect, useRef, useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

/**
 * A row of chips that scrolls sideways on a phone (a swipe away). The side that has more fades out, so it
 * reads as "there is more this way" rather than a chip cut in half ("Acc…"). From 768 px, where a mouse has no
 * sideways swipe, the chips wrap onto more lines instead.
 */
export function ScrollRow({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [more, setMore] = useState({ start: false, end: false })
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () =>
      setMore({ start: el.scrollLeft > 2, end: el.scrollLeft + el.clientWidth < el.scrollWidth - 2 })
    measure()
    el.addEventListener('scroll', measure, { passive: true })
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => {
      el.removeEventListener('scroll', measure)
      observer.disconnect()
    }
  }, [])
  const mask =
    more.start && more.end
      ? 'linear-gradient(to right, transparent, black 2.5rem, black calc(100% - 2.5rem), transparent)'
      : more.end
        ? 'linear-gradient(to right, black calc(100% - 2.5rem), transparent)'
        : more.start
          ? 'linear-gradient(to right, transparent, black 2.5rem)'
          : undefined
  return (
    <div
      ref={ref}
      role="group"
      aria-label={label}
      data-more-start={more.start || undefined}
      data-more-end={more.end || undefined}
      style={mask ? { maskImage: mask, WebkitMaskImage: mask } : undefined}
      className={cn(
        'flex snap-x gap-2 overflow-x-auto pb-1 [scrollbar-width:thin] md:flex-wrap md:overflow-x-visible [&>*]:snap-start',
        className,
      )}
    >
      {children}
    </div>
  )
}
