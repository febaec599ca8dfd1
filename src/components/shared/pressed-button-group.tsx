import type { ReactNode } from 'react'

/** A row of buttons of which one is on (`aria-pressed`): a view or range switch. The look stays with each screen. */
export function PressedButtonGroup<V extends string | number | boolean>({
  label,
  options,
  selected,
  onSelect,
  className,
  buttonClassName,
}: {
  label: string
  options: readonly { value: V; label: ReactNode }[]
  selected: V
  onSelect: (value: V) => void
  className?: string
  buttonClassName: (isSelected: boolean) => string
}) {
  return (
    <div role="group" aria-label={label} className={className}>
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          aria-pressed={selected === option.value}
          onClick={() => onSelect(option.value)}
          className={buttonClassName(selected === option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
