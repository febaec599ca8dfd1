import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

/** A 44 px round button that opens a menu (a Radix trigger with `asChild`); `label` is its accessible name. */
export const RoundMenuTrigger = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { label: string }
>(function RoundMenuTrigger({ label, className, children, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      className={cn('inline-flex size-11 items-center justify-center rounded-full', className)}
      {...props}
    >
      {children}
    </button>
  )
})
