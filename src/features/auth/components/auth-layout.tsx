import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Logo } from '@/components/shared/logo'
import { paths } from '@/config/paths'
import { t } from '@/lib/i18n'

/** The frame of every sign-in, sign-up and recovery screen. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      {/* Every part of the page sits in a landmark (axe: region). */}
      <header className="mb-6">
        <Link to={paths.welcome} aria-label={t('Campus Network home')}>
          <Logo />
        </Link>
      </header>
      <main className="w-full max-w-md rounded-[var(--radius-card)] border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </main>
      {footer && <footer className="mt-6 text-center text-sm text-muted">{footer}</footer>}
    </div>
  )
}
