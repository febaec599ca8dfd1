import { ListPlus, MapPin, MessageSquare, UserCheck, UserPlus, Users } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PersonAvatar, PersonNameLink } from '@/components/shared/person-row'
import { VerifiedBy } from '@/components/shared/verified-by'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import type { MemberCard as Member } from '@/data/discovery/discovery-types'
import { t } from '@/lib/i18n'
import { profileTypeLabel } from '@/lib/profile-types'

/** One member found: who, where, skills; Connect, Follow, Message and Shortlist. */
export function MemberCard({
  member: m,
  isFollowing,
  onToggleFollow,
  onConnect,
  onShortlist,
}: {
  member: Member
  isFollowing: boolean
  onToggleFollow: () => void
  onConnect: () => void
  onShortlist: () => void
}) {
  const summary = [
    m.headline,
    t(profileTypeLabel(m.profile_type)),
    m.university,
    m.graduation_year && t('Class of {year}', { year: m.graduation_year }),
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <Card className="p-4" data-testid="member-card">
      <div className="flex items-start gap-3">
        <Link to={paths.profile(m.id)} tabIndex={-1} aria-hidden="true">
          <PersonAvatar person={m} className="size-12" />
        </Link>
        <div className="min-w-0 flex-1">
          <PersonNameLink person={m} className="font-semibold" />
          <VerifiedBy person={m} />
          <p className="line-clamp-2 text-sm text-muted" title={summary}>
            {summary}
          </p>
          {m.location && (
            <p className="mt-0.5 flex items-center gap-1 text-xs text-muted">
              <MapPin className="size-3.5" aria-hidden="true" /> {m.location}
            </p>
          )}
          {m.skills.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1" aria-label={t('Skills')}>
              {m.skills.slice(0, 6).map((s) => (
                <li key={s} className="rounded-full bg-background px-2 py-0.5 text-xs">
                  {s}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {m.allow_connections && (
          <Button size="sm" variant="secondary" onClick={onConnect}>
            <Users className="size-4" aria-hidden="true" /> {t('Connect')}
          </Button>
        )}
        <Button size="sm" variant="secondary" aria-pressed={isFollowing} onClick={onToggleFollow}>
          {isFollowing ? (
            <UserCheck className="size-4" aria-hidden="true" />
          ) : (
            <UserPlus className="size-4" aria-hidden="true" />
          )}
          {isFollowing ? t('Following') : t('Follow')}
        </Button>
        {m.allow_messages && (
          <Link to={paths.messagesWith(m.id)} className={buttonVariants({ size: 'sm', variant: 'secondary' })}>
            <MessageSquare className="size-4" aria-hidden="true" /> {t('Message')}
          </Link>
        )}
        <Button size="sm" variant="ghost" onClick={onShortlist}>
          <ListPlus className="size-4" aria-hidden="true" /> {t('Shortlist')}
        </Button>
      </div>
    </Card>
  )
}
