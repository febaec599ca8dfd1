import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A control with its visible name above it, the label wrapping both. `className` adds display and width. */
export function StackedLabel({
  label,
  className,
  children,
}: {
  label: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <label className={cn('text-sm', className)}>
      <span className="mb-1 block font-medium">{label}</span>
      {children}
    </label>
  )
}
