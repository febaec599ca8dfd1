import type { FormEvent, ReactNode } from 'react'
import { Dialog } from '@/components/ui/dialog'
import { FormFooter } from './form-footer'

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
        <FormFooter
          error={error}
          onCancel={onClose}
          submitting={submitting}
          submitLabel={submitLabel}
          leading={leading}
          className={footerClassName}
        />
      </form>
    </Dialog>
  )
}
