import type { SelectHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

export type OptionSelectProps<T extends string> = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> & {
  value: T | ''
  onChange: (value: T) => void
  options: readonly { value: T; label: string }[]
  emptyLabel?: string
}

/**
 * A native select over a list of options, with an optional first "" option (a placeholder or "any").
 * `className` adds padding and width: the box itself sets neither.
 */
export function OptionSelect<T extends string>({
  value,
  onChange,
  options,
  emptyLabel,
  className,
  ...props
}: OptionSelectProps<T>) {
  return (
    <select
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      className={cn('min-h-11 rounded-lg border border-border bg-surface', className)}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
}
