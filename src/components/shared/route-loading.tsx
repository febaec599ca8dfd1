import { Spinner } from '@/components/ui/spinner'

/** What every lazily loaded page shows while it loads (SPEC §2). */
export function RouteLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted">
      <Spinner className="size-8 text-primary" />
      <p>Loading...</p>
    </div>
  )
}
