import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { CancelAndConfirm } from './cancel-and-confirm'

/** A form's closing row: the refusal the whole form got (if any), then Cancel and the submit button. */
export function FormFooter({
  error,
  onCancel,
  submitting,
  submitLabel,
  cancelVariant,
  leading,
  className,
}: {
  error?: string
  onCancel: () => void
  submitting: boolean
  submitLabel: string
  cancelVariant?: 'secondary' | 'ghost'
  /** Before Cancel in the closing row. */
  leading?: ReactNode
  className?: string
}) {
  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <CancelAndConfirm onCancel={onCancel} cancelVariant={cancelVariant} leading={leading} className={className}>
        <Button type="submit" isLoading={submitting}>
          {submitLabel}
        </Button>
      </CancelAndConfirm>
    </>
  )
}
