import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  return (
    <textarea
      ref={ref}
      className={cn(
        'block w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-foreground placeholder:text-muted',
        'aria-[invalid=true]:border-danger focus-visible:outline-2 focus-visible:outline-primary',
        className,
      )}
      {...props}
    />
  )
})
