import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/*
 * Screen layouts, one per kind of screen. The app shell's <main> is a reading column (max-w-3xl) for feeds,
 * forms and single items; a screen that needs the width says so by using one of these (`data-wide`), and
 * <main> widens for it (app-shell.tsx: `has-[[data-wide]]`).
 */

/** Content and a side column (filters, saved items): stacked on phones, side by side from 1024 px. */
export function WithAside({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      data-wide=""
      className={cn(
        'grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_20rem] [&>*]:min-w-0',
        className,
      )}
    >
      {children}
    </div>
  )
}

/** A board, table or dashboard: the full width of the page, for columns and rows that need it. */
export function WideScreen({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div data-wide="" className={cn('min-w-0', className)}>
      {children}
    </div>
  )
}
