import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { RoundMenuTrigger } from '@/components/shared/round-menu-trigger'
import { t } from '@/lib/i18n'

/** The round account button with the member's initial; shared by the placeholder and the real menu. */
export const AccountButton = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { initial: string }
>(function AccountButton({ initial, ...props }, ref) {
  return (
    <RoundMenuTrigger
      ref={ref}
      label={t('Account menu')}
      className="bg-primary font-semibold text-primary-foreground hover:bg-primary-hover"
      {...props}
    >
      {initial}
    </RoundMenuTrigger>
  )
})
