import {
  AlarmClock,
  Bell,
  BellRing,
  AtSign,
  BadgeCheck,
  Briefcase,
  CalendarCheck,
  CalendarClock,
  CalendarPlus,
  CalendarX,
  FileCheck2,
  Hourglass,
  Handshake,
  Heart,
  Megaphone,
  MessageCircle,
  MessageSquare,
  Repeat2,
  Rocket,
  Search,
  Scale,
  ShieldAlert,
  ShieldCheck,
  UserPlus,
  Users,
  UsersRound,
  MessageSquareQuote,
  ThumbsUp,
} from 'lucide-react'
import { Link } from 'react-router-dom'
import { PersonAvatar } from '@/components/shared/person-row'
import { RelativeTime } from '@/components/shared/relative-time'
import { paths } from '@/config/paths'
import type { NotificationGroup, NotificationType } from '@/data/notifications/notification-types'
import { plainText } from '@/lib/rich-text'
import { cn } from '@/lib/cn'
import { groupSentence } from '../notifications.utils'
import { t } from '@/lib/i18n'

const ICONS: Record<NotificationType, typeof Heart> = {
  post_like: Heart,
  post_comment: MessageCircle,
  comment_reply: MessageCircle,
  mention: AtSign,
  repost: Repeat2,
  new_follower: UserPlus,
  associate_request: Users,
  associate_accepted: Users,
  application_received: Briefcase,
  application_status: FileCheck2,
  application_still_in_review: Hourglass,
  deadline_reminder: AlarmClock,
  saved_search_match: Search,
  pitch_interest: Rocket,
  message: MessageSquare,
  event_promoted: CalendarCheck,
  event_cancelled: CalendarX,
  event_reminder: AlarmClock,
  event_message: Megaphone,
  community_join_request: UsersRound,
  community_join_approved: UsersRound,
  community_join_declined: UsersRound,
  community_invite: UsersRound,
  community_post: UsersRound,
  community_post_removed: ShieldAlert,
  community_event: CalendarPlus,
  verification_requested: FileCheck2,
  verification_approved: BadgeCheck,
  verification_rejected: FileCheck2,
  verification_revoked: FileCheck2,
  mou_proposed: Handshake,
  mou_changes_requested: Handshake,
  mou_signed: Handshake,
  mou_active: Handshake,
  mou_expiring: AlarmClock,
  mou_expired: Handshake,
  organisation_opportunity: Briefcase,
  skill_endorsed: ThumbsUp,
  recommendation_received: MessageSquareQuote,
  recommendation_approved: MessageSquareQuote,
  interview_offered: CalendarPlus,
  interview_booked: CalendarCheck,
  interview_rescheduled: CalendarClock,
  interview_cancelled: CalendarX,
  interview_reminder: AlarmClock,
  opportunity_alert: BellRing,
  privacy_choice_at_18: ShieldCheck,
  moderation_decision: ShieldAlert,
  moderation_report_outcome: ShieldCheck,
  moderation_appeal_decided: Scale,
}

/** Where a line leads: the post, the conversation, the opportunity, the community, the follower's profile… */
export function notificationHref(group: NotificationGroup): string {
  const n = group.latest
  // Several members' posts in one community: the community, not the newest of the posts.
  if (group.type === 'community_post' && group.count > 1 && n.data?.community_slug)
    return paths.communityDetail(n.data.community_slug)
  if (n.post_id) return paths.post(n.post_id)
  const manage = n.entity_id ? paths.manageOpportunity(n.entity_id) : paths.myOpportunities
  if (group.type === 'application_received') return manage
  if (group.type === 'application_status') {
    return n.data?.status === 'withdrawn' || n.data?.status === 'accepted' ? manage : paths.myApplications
  }
  if (group.type.startsWith('interview_')) return n.data?.side === 'reviewer' ? manage : paths.myApplications
  if (group.type === 'application_still_in_review') return paths.myApplications
  if (group.type === 'organisation_opportunity' && n.entity_id) return paths.opportunity(n.entity_id)
  if (group.type === 'opportunity_alert')
    return group.count === 1 && n.entity_id ? paths.opportunity(n.entity_id) : paths.savedAlerts
  if (group.type === 'deadline_reminder') return n.entity_id ? paths.opportunity(n.entity_id) : paths.opportunities
  if ((group.type.startsWith('event_') || group.type === 'community_event') && n.entity_id)
    return paths.event(n.entity_id)
  if (group.type === 'associate_request') return paths.associates
  if (group.type === 'saved_search_match')
    return n.entity_id ? paths.discoverySavedSearch(n.entity_id) : paths.discovery
  if (group.type === 'pitch_interest') return n.entity_id ? paths.fundingPitch(n.entity_id) : paths.funding
  if (group.type === 'message' && n.entity_id) return paths.conversation(n.entity_id)
  if (group.type.startsWith('mou_') && n.entity_id) return paths.mou(n.entity_id)
  if (group.type === 'moderation_decision' && n.entity_id) return paths.appealDecision(n.entity_id)
  if (group.type === 'moderation_appeal_decided') return paths.settingsSection('standing')
  if (group.type === 'moderation_report_outcome') return paths.notifications
  if (group.type.startsWith('verification_')) return paths.universityVerifications
  if (group.type === 'privacy_choice_at_18') return paths.settingsSection('privacy')
  if ((group.type === 'skill_endorsed' || group.type.startsWith('recommendation_')) && n.entity_id)
    return paths.profile(n.entity_id)
  if (group.type.startsWith('community_') && n.data?.community_slug) {
    const page = paths.communityDetail(n.data.community_slug)
    return group.type === 'community_join_request' ? `${page}?tab=members` : page
  }
  if (n.entity_type === 'opportunity' && n.entity_id) return paths.opportunity(n.entity_id)
  return n.actor_id ? paths.profile(n.actor_id) : paths.notifications
}

/** One line of /notifications: who (up to two faces), what, the newest time; unread ones bold with a dot. */
export function NotificationItem({
  group,
  onOpen,
}: {
  group: NotificationGroup
  onOpen: (group: NotificationGroup) => void
}) {
  const Icon = ICONS[group.type] ?? Bell
  const first = group.latest
  const excerpt = first.data?.message
    ? `${first.data.excerpt}: ${first.data.message}`
    : (first.data?.excerpt ?? first.post?.body)
  // About an opportunity: the organisation's logo (its poster's photo) stands for it.
  const face =
    first.opportunity?.poster && group.type !== 'application_received' ? first.opportunity.poster : group.actors[0]
  const second = face === group.actors[0] && group.actorCount > 1 ? group.actors[1] : undefined
  return (
    <Link
      to={notificationHref(group)}
      onClick={() => onOpen(group)}
      className={cn(
        'flex gap-3 px-4 py-3 hover:bg-background focus-visible:outline-2 focus-visible:-outline-offset-2',
        group.unread && 'bg-primary-soft/50',
      )}
    >
      <span className="relative size-11 shrink-0" aria-hidden="true">
        {second ? (
          <>
            <PersonAvatar person={second} className="absolute top-0 right-0 size-8" />
            <PersonAvatar person={face!} className="absolute bottom-0 left-0 size-8 ring-2 ring-surface" />
          </>
        ) : face ? (
          <PersonAvatar person={face} className="size-11" />
        ) : (
          <span className="block size-11 rounded-full bg-border" />
        )}
        <span className="absolute -right-1 -bottom-1 inline-flex size-6 items-center justify-center rounded-full border-2 border-surface bg-primary text-primary-foreground">
          <Icon className="size-3" />
        </span>
      </span>
      <span className="min-w-0 flex-1">
        {group.unread && <span className="sr-only">{t('Unread:')} </span>}
        <span className={cn('block', group.unread && 'font-semibold')}>
          {groupSentence({ ...group, data: first.data, opportunity: first.opportunity })}
        </span>
        {excerpt && group.type !== 'deadline_reminder' && (
          <span className="mt-0.5 line-clamp-2 block text-sm text-muted">“{plainText(excerpt)}”</span>
        )}
        <RelativeTime iso={group.latestAt} className="mt-0.5 block text-xs text-muted" />
      </span>
      {group.unread && <span className="mt-2 size-2.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />}
    </Link>
  )
}
