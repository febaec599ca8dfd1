import type { FormEvent, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { CancelAndConfirm } from './cancel-and-confirm'

/** A dialog holding one form: its fields, the save's error if it failed, then Cancel and the submit button. */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  error,
  submitting,
  submitLabel,
  leading,
  footerClassName,
  children,
}: {
  title: string
  description?: string
  onClose: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  error?: string
  submitting: boolean
  submitLabel: string
  /** Before Cancel in the closing row. */
  leading?: ReactNode
  footerClassName?: string
  children: ReactNode
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {children}
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <CancelAndConfirm onCancel={onClose} leading={leading} className={footerClassName}>
          <Button type="submit" isLoading={submitting}>
            {submitLabel}
          </Button>
        </CancelAndConfirm>
      </form>
    </Dialog>
  )
}
