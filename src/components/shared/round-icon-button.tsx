import type { LucideIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

/** A 44 px round button showing only an icon; `label` is its accessible name. `className` adds hover and margins. */
export function RoundIconButton({
  icon: Icon,
  label,
  onClick,
  className,
}: {
  icon: LucideIcon
  label: string
  onClick?: () => void
  className?: string
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn('inline-flex size-11 items-center justify-center rounded-full', className)}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  )
}
