import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Textarea } from '@/components/ui/textarea'
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
        <label className="block text-sm font-medium" htmlFor="report-reason">
          {t('What is wrong?')}
        </label>
        <Textarea
          id="report-reason"
          value={reason}
          maxLength={1000}
          rows={4}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('Spam, harassment, a scam…')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={!reason.trim()} isLoading={report.isPending}>
            {t('Send report')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
