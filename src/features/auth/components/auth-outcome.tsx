import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { t } from '@/lib/i18n'
import { AuthLayout } from './auth-layout'

const TONES = { success: 'text-success', primary: 'text-primary' } as const

/** A step of signing in or confirming that went through: a large icon, what happened, and Continue. */
export function AuthOutcome({
  title,
  icon: Icon,
  tone,
  continueTo,
  children,
}: {
  title: string
  icon: LucideIcon
  tone: keyof typeof TONES
  continueTo: string
  children: ReactNode
}) {
  return (
    <AuthLayout title={title}>
      <div className="space-y-4 text-center">
        <Icon className={`mx-auto size-12 ${TONES[tone]}`} aria-hidden="true" />
        <p>{children}</p>
        <Link to={continueTo} className={buttonVariants({ className: 'w-full' })}>
          {t('Continue')}
        </Link>
      </div>
    </AuthLayout>
  )
}
