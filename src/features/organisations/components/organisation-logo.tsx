import { cn } from '@/lib/cn'
import { initials } from '../organisations.utils'

/** An organisation's logo, or its initials on a tinted square. */
export function OrganisationLogo({
  organisation,
  className,
}: {
  organisation: { name: string; logo_url: string | null }
  className?: string
}) {
  if (organisation.logo_url) {
    return (
      <img
        src={organisation.logo_url}
        alt=""
        className={cn('size-16 shrink-0 rounded-xl border border-border bg-surface object-cover', className)}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-16 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-xl font-bold text-primary',
        className,
      )}
    >
      {initials(organisation.name)}
    </span>
  )
}
