import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export function Alert({
  tone = 'danger',
  children,
  className,
}: {
  tone?: 'danger' | 'info' | 'success'
  children: ReactNode
  className?: string
}) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg px-3 py-2 text-sm',
        tone === 'danger' && 'bg-danger-soft text-danger',
        tone === 'info' && 'bg-primary-soft text-primary',
        tone === 'success' && 'bg-success-soft text-success',
        className,
      )}
    >
      {children}
    </div>
  )
}
