import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** The "back to …" row above an opened item: an arrow and where it leads. */
export function BackButton({
  onClick,
  className,
  children,
}: {
  onClick: () => void
  className?: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary hover:underline',
        className,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> {children}
    </button>
  )
}
