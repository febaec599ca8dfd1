import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

export function EmptyState({
  icon: Icon,
  title,
  children,
  actions,
  headingLevel = 2,
}: {
  icon: LucideIcon
  title: string
  /** 1 when the empty state is the whole page (not found), so the page has its <h1>. */
  headingLevel?: 1 | 2
  children?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      {headingLevel === 1 ? (
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      ) : (
        <h2 className="text-lg font-semibold">{title}</h2>
      )}
      {children && <div className="mt-2 max-w-md text-muted">{children}</div>}
      {actions && <div className="mt-5 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  )
}
