import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { LoadError } from '@/components/shared/load-error'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

/**
 * A titled block of the home page's side column: a skeleton, an error with retry, a sentence when empty, and
 * under the rows a link to the whole list.
 */
export function HomeBlock<T>({
  title,
  query,
  empty,
  more,
  children,
}: {
  title: string
  query: UseQueryResult<T[]>
  empty: ReactNode
  more?: { to: string; label: string }
  children: (rows: T[]) => ReactNode
}) {
  if (query.isError) return <LoadError what={title} error={query.error} onRetry={() => void query.refetch()} />
  return (
    <Card className="p-4" role="region" aria-label={title}>
      <h2 className="font-semibold">{title}</h2>
      {query.isPending ? (
        <div className="mt-3 space-y-3" aria-busy="true">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : query.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <>
          <div className="mt-1">{children(query.data)}</div>
          {more && (
            <div className="mt-2">
              <Link to={more.to} className="text-sm font-medium text-primary hover:underline">
                {more.label}
              </Link>
            </div>
          )}
        </>
      )}
    </Card>
  )
}
