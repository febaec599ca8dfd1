import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { t } from '@/lib/i18n'

/** "Remove this passkey?": loaded when a member first asks, as the dialog's Radix code is. */
export default function RemovePasskeyDialog({
  name,
  open,
  onConfirm,
  onCancel,
}: {
  name: string
  open: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={t('Remove “{name}”?', { name })}
      description={t(
        'You won’t be able to sign in with this passkey any more. Your device may still list it: you can delete it there too.',
      )}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {t('Remove passkey')}
        </Button>
      </div>
    </Dialog>
  )
}
