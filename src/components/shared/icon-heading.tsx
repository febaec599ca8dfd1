import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

/** A card's h2 led by a small icon. `iconClassName` sets the icon's size and colour; `className` adds margins. */
export function IconHeading({
  icon: Icon,
  title,
  iconClassName = 'size-4',
  className,
}: {
  icon: LucideIcon
  title: string
  iconClassName?: string
  className?: string
}) {
  return (
    <h2 className={cn('flex items-center gap-2 font-semibold', className)}>
      <Icon className={iconClassName} aria-hidden="true" /> {title}
    </h2>
  )
}
