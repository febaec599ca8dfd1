import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'

/** A dialog's or form's closing row, right-aligned: Cancel, then the confirming button(s) passed as children. */
export function CancelAndConfirm({
  onCancel,
  className,
  children,
}: {
  onCancel: () => void
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      <Button variant="secondary" onClick={onCancel}>
        {t('Cancel')}
      </Button>
      {children}
    </div>
  )
}
