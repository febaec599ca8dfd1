import { cn } from '@/lib/cn'
import { organisationInitials } from '@/lib/initials'
import { mediaUrl } from '@/lib/media-url'

/** An organisation's logo (a path in the avatars bucket), or its initials on a tinted square. */
export function OrganisationLogo({
  organisation,
  className,
  width = 128,
}: {
  organisation: { name: string; logo_url: string | null }
  className?: string
  /** The width to fetch the image at (twice the shown size for sharp screens). */
  width?: number
}) {
  if (organisation.logo_url) {
    return (
      <img
        src={mediaUrl('avatars', organisation.logo_url, width)}
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
      {organisationInitials(organisation.name)}
    </span>
  )
}
