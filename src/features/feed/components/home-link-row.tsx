import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { cn } from '@/lib/cn'

/** One linked row of a home block: a small badge, the title on up to two lines, then one-line details. */
export function HomeLinkRow({
  to,
  badge,
  title,
  details,
}: {
  to: string
  badge: ReactNode
  title: string
  /** Each on its own truncated line; `accent` colours it like a link. */
  details: Array<{ text: string; accent?: boolean }>
}) {
  return (
    <li className="py-2">
      <Link to={to} className="group flex gap-3">
        {badge}
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 text-sm font-medium group-hover:underline" title={title}>
            {title}
          </span>
          {details.map(({ text, accent }, i) => (
            <span key={i} className={cn('block truncate text-xs', accent ? 'text-primary' : 'text-muted')} title={text}>
              {text}
            </span>
          ))}
        </span>
      </Link>
    </li>
  )
}
