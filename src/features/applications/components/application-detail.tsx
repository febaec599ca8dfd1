import type { ReactNode } from 'react'

/** One term of an application's details and its value, inside a `<dl>`. */
export function ApplicationDetail({
  term,
  className,
  children,
}: {
  term: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div>
      <dt className="font-medium text-muted">{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  )
}
