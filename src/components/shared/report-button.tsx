import { useQuery } from '@tanstack/react-query'
import { Flag } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { myReportQueryOptions } from '@/data/moderation/report-mutations'
import type { ReportTargetKind } from '@/data/moderation/report-reasons'
import { t } from '@/lib/i18n'

const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })))

/**
 * "Report" on a page that stays readable after a report (a profile, an opportunity, a community, an event, a pitch):
 * once the member reported it, the button becomes the state "You reported this".
 */
export function ReportButton({
  kind,
  targetId,
  memberId,
  label,
}: {
  kind: ReportTargetKind
  targetId: string
  memberId: string
  label?: string
}) {
  const mine = useQuery(myReportQueryOptions(memberId, kind, targetId))
  const [open, setOpen] = useState(false)
  if (mine.data)
    return (
      <p className="inline-flex min-h-11 items-center gap-2 text-sm text-muted" role="status">
        <Flag className="size-4" aria-hidden="true" /> {t('You reported this')}
      </p>
    )
  return (
    <>
      <Button variant="ghost" size="sm" disabled={!mine.isSuccess} onClick={() => setOpen(true)}>
        <Flag className="size-4" aria-hidden="true" /> {label ?? t('Report')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog kind={kind} targetId={targetId} memberId={memberId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
