import { Building2, GraduationCap, MapPin, QrCode } from 'lucide-react'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { CoverCard } from '@/components/shared/cover-card'
import { PersonAvatar, VerifiedBadge } from '@/components/shared/person-row'
import { VerifiedBy } from '@/components/shared/verified-by'
import type { PublicProfile } from '@/data/profiles/profile-query'
import { mediaUrl } from '@/lib/media-url'
import { isOrganisationAccount, isStudent, profileTypeLabel } from '@/lib/profile-types'
import { compactCount } from '@/lib/relative-time'
import type { ProfileDialogKind } from './profile-dialogs'
import { t } from '@/lib/i18n'

const ProfileDialog = lazy(() => import('./profile-dialogs'))

/** Cover, photo, name, headline, facts, counts (followers/following open lists) and the actions. */
export function ProfileHeader({ profile, actions }: { profile: PublicProfile; actions: ReactNode }) {
  const [dialog, setDialog] = useState<ProfileDialogKind | null>(null)
  const counts: Array<{ label: string; value: number; open?: ProfileDialogKind }> = [
    {
      label: t('{count, plural, one {Post} other {Posts}}', { count: profile.post_count }),
      value: profile.post_count,
    },
    {
      label: t('{count, plural, one {Follower} other {Followers}}', { count: profile.follower_count }),
      value: profile.follower_count,
      open: 'followers',
    },
    { label: t('Following'), value: profile.following_count, open: 'following' },
    {
      label: t('{count, plural, one {Associate} other {Associates}}', { count: profile.associate_count }),
      value: profile.associate_count,
    },
  ]
  return (
    <CoverCard
      cover={profile.cover_photo_url && mediaUrl('covers', profile.cover_photo_url, 1500)}
      gradient="from-primary to-sky-500"
      avatar={<PersonAvatar person={profile} className="size-24 border-4 border-surface text-3xl sm:size-32" />}
      avatarSize="large"
      actions={
        <button
          type="button"
          onClick={() => setDialog('qr')}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-muted hover:bg-background"
        >
          <QrCode className="size-5" aria-hidden="true" /> {t('Share')}
        </button>
      }
    >
      <h1 className="mt-3 flex items-center gap-2 text-2xl font-bold">
        {profile.name}
        <VerifiedBadge status={profile.verification_status} />
      </h1>
      <VerifiedBy person={profile} className="text-sm" />
      {profile.headline && <p className="mt-0.5 text-base">{profile.headline}</p>}
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span className="rounded-full bg-primary-soft px-2 py-0.5 font-medium text-primary">
          {t(profileTypeLabel(profile.profile_type))}
        </span>
        {profile.organization_name && !isOrganisationAccount(profile.profile_type) && (
          <span className="inline-flex items-center gap-1">
            <Building2 className="size-4" aria-hidden="true" /> {profile.organization_name}
          </span>
        )}
        {profile.university && !isOrganisationAccount(profile.profile_type) && (
          <span className="inline-flex items-center gap-1">
            <GraduationCap className="size-4" aria-hidden="true" /> {profile.university}
            {isStudent(profile.profile_type) &&
              profile.graduation_year &&
              ` · ${t('Class of {year}', { year: String(profile.graduation_year) })}`}
          </span>
        )}
        {!profile.university && isStudent(profile.profile_type) && profile.graduation_year && (
          <span className="inline-flex items-center gap-1">
            <GraduationCap className="size-4" aria-hidden="true" />{' '}
            {t('Class of {year}', { year: String(profile.graduation_year) })}
          </span>
        )}
        {(profile.location ?? profile.headquarters) && (
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4" aria-hidden="true" /> {profile.location ?? profile.headquarters}
          </span>
        )}
      </p>
      {/* Four equal columns, number over word, so the row lines up at every width. */}
      <ul className="mt-3 grid max-w-md grid-cols-4 gap-1 text-center text-sm">
        {counts.map((c) => (
          <li key={c.open ?? c.label}>
            {c.open ? (
              <button
                type="button"
                onClick={() => setDialog(c.open!)}
                className="flex min-h-11 w-full flex-col items-center justify-center rounded-lg hover:bg-background"
              >
                <strong className="text-base tabular-nums">{compactCount(c.value)}</strong>
                <span className="max-w-full text-xs text-muted [overflow-wrap:anywhere] sm:text-sm">{c.label}</span>
              </button>
            ) : (
              <span className="flex min-h-11 flex-col items-center justify-center">
                <strong className="text-base tabular-nums">{compactCount(c.value)}</strong>
                <span className="max-w-full text-xs text-muted [overflow-wrap:anywhere] sm:text-sm">{c.label}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4">{actions}</div>
      {dialog && (
        <Suspense fallback={null}>
          <ProfileDialog kind={dialog} profile={profile} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </CoverCard>
  )
}
