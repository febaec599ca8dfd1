import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '@/config/paths'

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
      <Link
        to={paths.welcome}
        className="mb-6 inline-flex items-center gap-2 text-lg font-bold"
        aria-label="Campus Network home"
      >
        <svg viewBox="0 0 32 32" className="size-9" aria-hidden="true">
          <rect width="32" height="32" rx="8" className="fill-primary" />
          <path
            d="M9 20.5 16 9l7 11.5M11.5 16.5h9"
            stroke="#fff"
            strokeWidth="2.6"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Campus Network
      </Link>
      <main className="w-full max-w-md rounded-[var(--radius-card)] border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </main>
      {footer && <div className="mt-6 text-center text-sm text-muted">{footer}</div>}
    </div>
  )
}
