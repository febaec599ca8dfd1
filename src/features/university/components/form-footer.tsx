import { Button } from '@/components/ui/button'
import { t } from '@/lib/i18n'

/** A form's closing row: the refusal the whole form got (if any), then Cancel and the submit button. */
export function FormFooter({
  error,
  onCancel,
  submitting,
  submitLabel,
}: {
  error?: string
  onCancel: () => void
  submitting: boolean
  submitLabel: string
}) {
  return (
    <>
      {error !== undefined && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitLabel}
        </Button>
      </div>
    </>
  )
}
