import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'

/**
 * A dialog's or form's closing row, right-aligned: Cancel, then the confirming button(s) passed as children;
 * `leading` goes before Cancel (a Remove pushed to the left).
 */
export function CancelAndConfirm({
  onCancel,
  cancelVariant = 'secondary',
  leading,
  className,
  children,
}: {
  onCancel: () => void
  cancelVariant?: 'secondary' | 'ghost'
  leading?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      {leading}
      <Button variant={cancelVariant} onClick={onCancel}>
        {t('Cancel')}
      </Button>
      {children}
    </div>
  )
}
