import type { ReactNode } from 'react'
import { LoadError } from '@/components/shared/load-error'
import { Skeleton } from '@/components/ui/skeleton'

/** Pending → error → content, for a section that reads from the server. */
export function SectionState({
  what,
  isPending,
  error,
  onRetry,
  children,
}: {
  what: string
  isPending: boolean
  error: Error | null
  onRetry: () => void
  children: ReactNode
}) {
  if (isPending) return <Skeleton className="h-64" />
  if (error) return <LoadError what={what} error={error} onRetry={onRetry} />
  return <>{children}</>
}
