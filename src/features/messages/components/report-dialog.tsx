import { useState } from 'react'
import { CancelAndConfirm } from '@/components/shared/cancel-and-confirm'
import { LabelledTextarea } from '@/components/shared/labelled-textarea'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { useReportConversation } from '@/data/messages/message-mutations'
import { t } from '@/lib/i18n'

/** Tell the moderators what is wrong with a conversation. */
export function ReportDialog({
  conversationId,
  me,
  onClose,
}: {
  conversationId: string
  me: string
  onClose: () => void
}) {
  const [reason, setReason] = useState('')
  const report = useReportConversation(me)
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Report conversation')}
      description={t('Our moderators read every report. The other members are not told who reported.')}
    >
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault()
          if (reason.trim()) report.mutate({ conversationId, reason: reason.trim() }, { onSuccess: onClose })
        }}
      >
        <LabelledTextarea
          label={t('What is wrong?')}
          value={reason}
          maxLength={1000}
          rows={4}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('Spam, harassment, a scam…')}
        />
        <CancelAndConfirm onCancel={onClose}>
          <Button type="submit" variant="danger" disabled={!reason.trim()} isLoading={report.isPending}>
            {t('Send report')}
          </Button>
        </CancelAndConfirm>
      </form>
    </Dialog>
  )
}
