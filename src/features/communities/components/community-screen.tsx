import { useQuery } from '@tanstack/react-query'
import { Lock, SearchX } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { CountBadge } from '@/components/shared/count-badge'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { softTab, TabBar } from '@/components/shared/tab-bar'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import {
  markCommunityRead,
  useJoinCommunity,
  useLeaveCommunity,
  useSetNotificationLevel,
} from '@/data/communities/community-mutations'
import {
  communityQueryOptions,
  membershipQueryOptions,
  pendingRequestCountQueryOptions,
} from '@/data/communities/community-queries'
import type { Community, CommunityMembership, CommunityRole } from '@/data/communities/community-types'
import { usePageTitle } from '@/hooks/use-page-title'
import { cn } from '@/lib/cn'
import { isModeratorRole } from '../communities.utils'
import { CommunityAbout } from './community-about'
import { CommunityHeader } from './community-header'
import { CommunityMembers } from './community-members'
import { CommunitySettings } from './community-settings'
import { InviteBanner } from './invite-banner'
import { t } from '@/lib/i18n'

type Tab = 'posts' | 'events' | 'about' | 'members' | 'settings'

export interface PostsPanelProps {
  community: Community
  membership: CommunityMembership | null
  isMember: boolean
  isModerator: boolean
}

type Panels = {
  renderPosts: (props: PostsPanelProps) => ReactNode
  renderEvents: (props: PostsPanelProps) => ReactNode
}

/** /community/:id — header, then Posts, Events, About and Members (a private community shows outsiders its About only). */
export function CommunityScreen({ idOrSlug, userId, ...panels }: { idOrSlug: string; userId: string } & Panels) {
  const query = useQuery(communityQueryOptions(idOrSlug))
  const community = query.data
  usePageTitle(community?.name ?? t('Community'))
  if (query.isPending) return <Skeleton className="h-64" />
  if (query.isError)
    return <LoadError what={t('This community')} error={query.error} onRetry={() => void query.refetch()} />
  if (!community) {
    return (
      <Card>
        <EmptyState
          icon={SearchX}
          headingLevel={1}
          title={t('Community not found')}
          actions={
            <Link to={paths.community} className={buttonVariants({ variant: 'secondary' })}>
              {t('Discover communities')}
            </Link>
          }
        >
          {t('It may have been deleted, or the address is wrong.')}
        </EmptyState>
      </Card>
    )
  }
  return <Loaded community={community} userId={userId} {...panels} />
}

function Loaded({ community, userId, renderPosts, renderEvents }: { community: Community; userId: string } & Panels) {
  const [params, setParams] = useSearchParams()
  const { data: membership = null, isPending } = useQuery(membershipQueryOptions(community.id, userId))
  const join = useJoinCommunity()
  const leave = useLeaveCommunity()
  const level = useSetNotificationLevel(userId)
  const isMember = membership?.status === 'active'
  const isModerator = isMember && isModeratorRole(membership?.role)
  const canSeeInside = community.visibility === 'public' || isMember
  const pending = useQuery({ ...pendingRequestCountQueryOptions(community.id), enabled: isModerator })
  const tabs: Array<{ value: Tab; label: string }> = canSeeInside
    ? [
        { value: 'posts', label: t('Posts') },
        { value: 'events', label: t('Events') },
        { value: 'about', label: t('About') },
        { value: 'members', label: t('Members') },
        ...(isModerator ? [{ value: 'settings' as const, label: t('Settings') }] : []),
      ]
    : [{ value: 'about', label: t('About') }]
  const inviteToken = params.get('invite')
  const asked = params.get('tab') as Tab | null
  const tab: Tab = tabs.some((item) => item.value === asked) ? asked! : tabs[0]!.value

  useEffect(() => {
    if (isMember) void markCommunityRead(community.id, userId)
  }, [isMember, community.id, userId])

  return (
    <div className="space-y-4">
      <CommunityHeader
        community={community}
        membership={membership}
        isBusy={join.isPending || leave.isPending || isPending}
        onJoin={() => join.mutate({ communityId: community.id })}
        onLeave={() => leave.mutate(community.id)}
        onNotificationLevel={(l) => level.mutate({ communityId: community.id, level: l })}
        memberId={userId}
      />
      {inviteToken && (
        <InviteBanner token={inviteToken} onDone={() => setParams((p) => (p.delete('invite'), p), { replace: true })} />
      )}
      <TabBar
        label={t('Community')}
        tabs={tabs.map((item) => ({
          value: item.value,
          label: (
            <>
              {item.label}
              {item.value === 'members' && (
                <CountBadge count={pending.data ?? 0} label={t('requests waiting')} placement="inline" />
              )}
            </>
          ),
        }))}
        selected={tab}
        onSelect={(value) => setParams((p) => (p.set('tab', value), p), { replace: true })}
        className="flex gap-1 overflow-x-auto rounded-lg border border-border bg-surface p-1"
        tabClassName={(on) =>
          cn(
            'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium whitespace-nowrap',
            softTab(on),
          )
        }
      />
      {!canSeeInside && (
        <Card className="flex items-start gap-3 p-4">
          <Lock className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
          <p>
            {community.join_policy === 'invite_only'
              ? t(
                  'This community is private: only its members see its posts, events and members. Members join by invitation.',
                )
              : t(
                  'This community is private: only its members see its posts, events and members. Ask to join to take part.',
                )}
          </p>
        </Card>
      )}
      <div role="tabpanel" aria-label={tabs.find((item) => item.value === tab)?.label}>
        {tab === 'posts' ? (
          renderPosts({ community, membership, isMember, isModerator })
        ) : tab === 'events' ? (
          renderEvents({ community, membership, isMember, isModerator })
        ) : tab === 'about' ? (
          <CommunityAbout community={community} />
        ) : tab === 'settings' ? (
          <CommunitySettings community={community} userId={userId} myRole={membership!.role as CommunityRole} />
        ) : (
          <CommunityMembers
            community={community}
            userId={userId}
            myRole={isMember ? (membership?.role as CommunityRole) : null}
          />
        )}
      </div>
    </div>
  )
}
