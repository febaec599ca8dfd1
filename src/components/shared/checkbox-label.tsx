import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A checkbox with its text, the whole row a 44 px tap target. `className` adds the gap and type weight. */
export function CheckboxLabel({
  checked,
  onChange,
  className,
  children,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  className?: string
  children: ReactNode
}) {
  return (
    <label className={cn('flex min-h-11 items-center text-sm', className)}>
      <input
        type="checkbox"
        className="size-5 accent-[var(--color-primary)]"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  )
}
