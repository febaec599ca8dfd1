import { useQuery } from '@tanstack/react-query'
import { Lock, PenSquare, UserX } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { LoadError } from '@/components/shared/load-error'
import { EmptyState } from '@/components/shared/empty-state'
import { PersonAvatar } from '@/components/shared/person-row'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { trackView } from '@/data/analytics/track-view'
import { publicProfileQueryOptions } from '@/data/profiles/profile-query'
import { relationshipQueryOptions } from '@/data/social/social-queries'
import { profileTypeLabel } from '@/lib/profile-types'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'
import { CareerSections } from './career/career-sections'
import { RecommendationsSection } from './career/recommendations-section'
import { SkillsSection } from './career/skills-section'
import { ProfileAbout } from './profile-about'
import { ProfileHeader } from './profile-header'
import { RelationshipActions } from './relationship-actions'

/**
 * /profile/:userId — a member as the reader (`me`) may see them. `renderPosts` lists the posts of a profile the
 * reader may see in full.
 */
export function ProfileScreen({
  userId,
  me,
  renderPosts,
}: {
  userId: string
  me: string
  renderPosts: (profile: { id: string; name: string }, isOwn: boolean) => ReactNode
}) {
  const { data, isPending, isError, error, refetch } = useQuery(publicProfileQueryOptions(userId))
  const isOwn = me === userId
  // Only once the member is found: a malformed id would make it a failed request.
  const relationship = useQuery({
    ...relationshipQueryOptions(me, userId),
    enabled: !isOwn && !!data && 'profile' in data,
  })
  const isAssociate = !!relationship.data?.isAssociate
  usePageTitle(
    data
      ? 'profile' in data
        ? data.profile.name
        : data.card.name
      : isPending
        ? null
        : isError
          ? t('Profile')
          : t('Profile not found'),
  )

  useEffect(() => {
    if (data && 'profile' in data && !isOwn) trackView('profile', userId)
  }, [data, isOwn, userId])

  if (isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label={t('Loading profile')}>
        <Skeleton className="h-72" />
        <Skeleton className="h-40" />
      </div>
    )
  }
  if (isError) {
    return <LoadError what={t('This profile')} error={error} onRetry={() => void refetch()} />
  }
  if (!data) {
    return (
      <Card>
        <EmptyState
          icon={UserX}
          headingLevel={1}
          title={t('Profile not found')}
          actions={
            <Link to={paths.home} className={buttonVariants({ variant: 'secondary' })}>
              {t('Back to home')}
            </Link>
          }
        >
          {t('This member does not exist or has left the network.')}
        </EmptyState>
      </Card>
    )
  }
  if ('card' in data) {
    const card = data.card
    return (
      <Card className="flex flex-col items-center px-6 py-10 text-center">
        <PersonAvatar person={card} className="size-24 text-3xl" />
        <h1 className="mt-3 text-xl font-bold">{card.name}</h1>
        <p className="text-sm text-muted">{t(profileTypeLabel(card.profile_type))}</p>
        <p className="mt-4 flex max-w-sm items-center gap-2 text-muted">
          <Lock className="size-4 shrink-0" aria-hidden="true" />{' '}
          {t('This profile is private. Connect to see {name}’s details and posts.', { name: card.name })}
        </p>
        <div className="mt-5">
          <RelationshipActions me={me} target={card} canFollow={false} />
        </div>
      </Card>
    )
  }
  const profile = data.profile
  return (
    <div className="space-y-4">
      <ProfileHeader
        profile={profile}
        actions={
          isOwn ? (
            <Link to={paths.myProfile} className={buttonVariants({ variant: 'secondary' })}>
              <PenSquare className="size-4" aria-hidden="true" /> {t('Edit profile')}
            </Link>
          ) : (
            <RelationshipActions me={me} target={profile} />
          )
        }
      />
      <ProfileAbout profile={profile} />
      <CareerSections profile={profile} me={me} />
      <SkillsSection member={profile} me={me} canEndorse={isAssociate} />
      <RecommendationsSection member={profile} me={me} canWrite={isAssociate} />
      <section aria-labelledby="posts-heading" className="space-y-3">
        <h2 id="posts-heading" className="text-lg font-semibold">
          {t('Posts')}
        </h2>
        {renderPosts(profile, isOwn)}
      </section>
    </div>
  )
}
