import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { filledTab, solidTab } from './tab-bar'

/** The two looks of a switch: buttons inside one bordered box (a view or range), or separate pills (folders). */
const LOOKS = {
  segmented: {
    group: 'inline-flex shrink-0 rounded-lg border border-border bg-surface p-0.5',
    button: (on: boolean) =>
      cn('inline-flex min-h-10 items-center gap-1.5 rounded-md px-3 text-sm font-medium', solidTab(on)),
  },
  pills: {
    group: 'flex gap-1',
    button: (on: boolean) =>
      cn('inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium', filledTab(on)),
  },
} as const

/** A row of buttons of which one is on (`aria-pressed`): a view, range or folder switch. */
export function PressedButtonGroup<V extends string | number | boolean>({
  label,
  options,
  selected,
  onSelect,
  look = 'segmented',
  className,
}: {
  label: string
  options: readonly { value: V; label: ReactNode }[]
  selected: V
  onSelect: (value: V) => void
  look?: keyof typeof LOOKS
  /** Placement only (margins); the look comes from `look`. */
  className?: string
}) {
  const { group, button } = LOOKS[look]
  return (
    <div role="group" aria-label={label} className={cn(group, className)}>
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          aria-pressed={selected === option.value}
          onClick={() => onSelect(option.value)}
          className={button(selected === option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
