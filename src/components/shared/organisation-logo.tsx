import { cn } from '@/lib/cn'
import { organisationInitials } from '@/lib/initials'
import { mediaUrl } from '@/lib/media-url'

/** Shown size → classes, and the width fetched (twice the shown size, for sharp screens). */
const SIZES = {
  sm: { box: 'size-6 rounded text-[0.625rem]', width: 48 },
  md: { box: 'size-10 rounded-lg text-sm', width: 80 },
  lg: { box: 'size-16 rounded-xl text-xl', width: 128 },
} as const

/** An organisation's logo (a path in the avatars bucket), or its initials on a tinted square. */
export function OrganisationLogo({
  organisation,
  size = 'lg',
  className,
}: {
  organisation: { name: string; logo_url: string | null }
  size?: keyof typeof SIZES
  className?: string
}) {
  const s = SIZES[size]
  if (organisation.logo_url) {
    return (
      <img
        src={mediaUrl('avatars', organisation.logo_url, s.width)}
        alt=""
        className={cn('shrink-0 border border-border bg-surface object-cover', s.box, className)}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center bg-primary-soft font-bold text-primary',
        s.box,
        className,
      )}
    >
      {organisationInitials(organisation.name)}
    </span>
  )
}
