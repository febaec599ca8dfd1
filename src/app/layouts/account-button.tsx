import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { t } from '@/lib/i18n'

/** The round account button with the member's initial; shared by the placeholder and the real menu. */
export const AccountButton = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { initial: string }
>(function AccountButton({ initial, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={t('Account menu')}
      aria-haspopup="menu"
      className="inline-flex size-11 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground hover:bg-primary-hover"
      {...props}
    >
      {initial}
    </button>
  )
})
