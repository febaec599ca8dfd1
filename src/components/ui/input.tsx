import { forwardRef, type InputHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      className={cn(
        'block w-full min-h-11 rounded-lg border border-border bg-surface px-3 text-base text-foreground placeholder:text-muted',
        'aria-[invalid=true]:border-danger focus-visible:outline-2 focus-visible:outline-primary',
        className,
      )}
      {...props}
    />
  )
})
