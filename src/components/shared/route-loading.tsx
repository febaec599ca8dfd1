import { Spinner } from '@/components/ui/spinner'
import { t } from '@/lib/i18n'

/** What every lazily loaded page shows while it loads (SPEC §2). */
export function RouteLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted">
      <Spinner className="size-8 text-primary" />
      <p>{t('Loading...')}</p>
    </div>
  )
}
