import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

const PRESSED = {
  solid: 'font-medium border-primary bg-primary text-primary-foreground',
  soft: 'border-primary bg-primary-soft text-primary',
}
const UNPRESSED = {
  solid: 'font-medium border-border bg-surface hover:bg-background',
  soft: 'border-border text-muted hover:bg-background',
}

/** A filter chip that stays pressed while its value is chosen; `solid` fills it, `soft` tints it. */
export function ToggleChip({
  pressed,
  onClick,
  tone = 'solid',
  children,
}: {
  pressed: boolean
  onClick: () => void
  tone?: 'solid' | 'soft'
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn('min-h-9 rounded-full border px-3 text-sm', pressed ? PRESSED[tone] : UNPRESSED[tone])}
    >
      {children}
    </button>
  )
}
