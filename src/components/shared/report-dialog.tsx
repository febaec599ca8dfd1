import { useState } from 'react'
import { CancelAndConfirm } from '@/components/shared/cancel-and-confirm'
import { LabelledTextarea } from '@/components/shared/labelled-textarea'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useReport } from '@/data/moderation/report-mutations'
import { REPORT_REASONS, type ReportReason, type ReportTargetKind } from '@/data/moderation/report-reasons'
import { t } from '@/lib/i18n'

const TITLES: Record<ReportTargetKind, () => string> = {
  post: () => t('Report this post'),
  comment: () => t('Report this comment'),
  message: () => t('Report this message'),
  profile: () => t('Report this member'),
  community: () => t('Report this community'),
  opportunity: () => t('Report this opportunity'),
  event: () => t('Report this event'),
  pitch: () => t('Report this pitch'),
}

/** What happens after a report, said before it is sent. */
const hides = (kind: ReportTargetKind) => kind === 'post' || kind === 'comment' || kind === 'message'

/** The one report dialog: a reason from the list (words required for "Something else"), sent to the moderators. */
export function ReportDialog({
  kind,
  targetId,
  memberId,
  onClose,
}: {
  kind: ReportTargetKind
  targetId: string
  memberId: string
  onClose: () => void
}) {
  const report = useReport(memberId)
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [details, setDetails] = useState('')
  const needsWords = reason === 'other' && !details.trim()
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={TITLES[kind]()}
      description={
        hides(kind)
          ? t('Moderators review every report and nobody is told who reported. You will no longer see it.')
          : t('Moderators review every report and nobody is told who reported.')
      }
    >
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault()
          if (reason && !needsWords) report.mutate({ kind, targetId, reason, details }, { onSuccess: onClose })
        }}
      >
        <fieldset className="space-y-1">
          <legend className="mb-1 text-sm font-medium">{t('Reason')}</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r.value} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-background">
              <input
                type="radio"
                name="reason"
                value={r.value}
                checked={reason === r.value}
                onChange={() => setReason(r.value)}
              />
              {t(r.label)}
            </label>
          ))}
        </fieldset>
        <LabelledTextarea
          label={reason === 'other' ? t('What is wrong? (required)') : t('Details (optional)')}
          value={details}
          maxLength={1000}
          rows={3}
          required={reason === 'other'}
          onChange={(e) => setDetails(e.target.value)}
        />
        <CancelAndConfirm onCancel={onClose}>
          <Button type="submit" variant="danger" disabled={!reason || needsWords} isLoading={report.isPending}>
            {t('Send report')}
          </Button>
        </CancelAndConfirm>
      </form>
    </Dialog>
  )
}
