import { cn } from '@/lib/cn'

/**
 * A red count badge, hidden at 0. `corner` (default) sits on the top-right corner of the icon it is
 * placed beside (its parent is `relative`), outside the glyph so the icon stays readable; `inline`
 * sits in the flow, beside a label.
 */
export function CountBadge({
  count,
  label,
  placement = 'corner',
}: {
  count: number
  label: string
  placement?: 'corner' | 'inline'
}) {
  if (count <= 0) return null
  return (
    <span
      className={cn(
        'min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white tabular-nums',
        placement === 'corner'
          ? 'absolute -top-1.5 -right-2.5 ring-2 ring-surface'
          : 'inline-block min-w-5 text-[11px] leading-5',
      )}
      aria-label={`${count} ${label}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}
