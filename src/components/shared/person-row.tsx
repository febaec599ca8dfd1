import { BadgeCheck } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Avatar } from '@/components/ui/avatar'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'
import { mediaUrl } from '@/lib/media-url'
import { profileTypeLabel } from '@/lib/profile-types'

export interface PersonLike {
  id: string
  name: string
  headline?: string | null
  profile_photo_url?: string | null
  profile_type?: string | null
  verification_status?: string | null
}

export function VerifiedBadge({ status }: { status?: string | null }) {
  if (status !== 'verified') return null
  return <BadgeCheck className="inline size-4 shrink-0 text-primary" aria-label={t('Verified')} />
}

export function PersonAvatar({ person, className }: { person: PersonLike; className?: string }) {
  return (
    <Avatar
      name={person.name}
      src={person.profile_photo_url ? mediaUrl('avatars', person.profile_photo_url, 160) : null}
      className={className}
    />
  )
}

/** The name, cut to one line, linking to the profile, with the verified badge. `className` sets its weight. */
export function PersonNameLink({ person, className }: { person: PersonLike; className: string }) {
  return (
    <Link to={paths.profile(person.id)} className={cn('flex items-center gap-1 hover:underline', className)}>
      <span className="truncate" title={person.name}>
        {person.name}
      </span>
      <VerifiedBadge status={person.verification_status} />
    </Link>
  )
}

/** Avatar, name (linked), badge and a second line; `action` sits at the end. */
export function PersonRow({ person, action, detail }: { person: PersonLike; action?: ReactNode; detail?: ReactNode }) {
  const line = detail ?? (person.headline || (person.profile_type ? t(profileTypeLabel(person.profile_type)) : ''))
  // The line may be cut: its whole text, times included, is its title.
  const lineRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (lineRef.current) lineRef.current.title = lineRef.current.textContent ?? ''
  })
  return (
    <div className="flex items-center gap-3 py-2">
      <Link to={paths.profile(person.id)} tabIndex={-1} aria-hidden="true">
        <PersonAvatar person={person} />
      </Link>
      <div className="min-w-0 flex-1">
        <PersonNameLink person={person} className="font-medium" />
        <p ref={lineRef} className="truncate text-sm text-muted">
          {line}
        </p>
      </div>
      {action}
    </div>
  )
}
