import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

const LOOKS = {
  /** Pressed: a soft primary background (search filters). */
  soft: {
    base: 'min-h-9 rounded-full border px-3 text-sm',
    on: 'border-primary bg-primary-soft text-primary',
    off: 'border-border text-muted hover:bg-background',
  },
  /** Pressed: filled with the primary colour (opportunity filters). */
  solid: {
    base: 'min-h-9 rounded-full border px-3 text-sm font-medium',
    on: 'border-primary bg-primary text-primary-foreground',
    off: 'border-border bg-surface hover:bg-background',
  },
}

/** A filter that is on or off: a rounded button with `aria-pressed`. */
export function ToggleChip({
  pressed,
  onClick,
  look = 'soft',
  children,
}: {
  pressed: boolean
  onClick: () => void
  look?: keyof typeof LOOKS
  children: ReactNode
}) {
  const { base, on, off } = LOOKS[look]
  return (
    <button type="button" aria-pressed={pressed} onClick={onClick} className={cn(base, pressed ? on : off)}>
      {children}
    </button>
  )
}
