import type { AppNotification, NotificationType } from '@/data/notifications/notification-types'
import { plural } from '@/lib/plural'

export interface NotificationGroup {
  key: string
  type: NotificationType
  /** Newest first. */
  items: AppNotification[]
  actors: Array<NonNullable<AppNotification['actor']>>
  unread: boolean
  latestAt: string
}

const GROUPED: NotificationType[] = ['post_like', 'repost', 'new_follower', 'application_received']

/** Likes and reposts of the same post, and new followers of the same day, become one entry. */
export function groupNotifications(list: AppNotification[]): NotificationGroup[] {
  const groups: NotificationGroup[] = []
  const byKey = new Map<string, NotificationGroup>()
  for (const n of list) {
    const key = GROUPED.includes(n.type)
      ? n.type === 'new_follower'
        ? `new_follower:${n.created_at.slice(0, 10)}`
        : `${n.type}:${n.post_id ?? n.entity_id}`
      : n.id
    let group = byKey.get(key)
    if (!group) {
      group = { key, type: n.type, items: [], actors: [], unread: false, latestAt: n.created_at }
      byKey.set(key, group)
      groups.push(group)
    }
    group.items.push(n)
    group.unread ||= !n.read_at
    if (n.actor && !group.actors.some((a) => a.id === n.actor!.id)) group.actors.push(n.actor)
  }
  return groups
}

/** What a sentence is built from: who acted, what the notification carries, what it is about. */
export interface SentenceParts {
  /** "Ana", "Ana and Ben", "Ana and 3 others"; "Someone" when nobody is known. */
  who: string
  /** The first actor's name alone (for sentences about one person's act). */
  actor: string | null
  /** How many people acted. */
  actors: number
  data: AppNotification['data']
  /** The opportunity it is about, named with its organisation; null when it cannot be seen. */
  opportunity: { title: string; organization: string } | null
}

/** "Data Analyst Intern at Northwind Labs", or "an opportunity" when it cannot be shown. */
export const opportunityName = (o: SentenceParts['opportunity']) =>
  o ? `${o.title} at ${o.organization}` : 'an opportunity'

const STATUS_WORDS: Record<string, string> = {
  submitted: 'was received',
  under_review: 'is under review',
  shortlisted: 'was shortlisted',
  interview: 'moved to interview',
  offered: 'received an offer',
  accepted: 'was accepted',
  rejected: 'was not selected',
  withdrawn: 'was withdrawn',
}

/** "closes today", "closes tomorrow", "closes in 3 days" (calendar days, UTC). */
export function closesIn(deadline: string | undefined, now = new Date()): string {
  const at = deadline ? new Date(deadline) : null
  if (!at || Number.isNaN(at.getTime())) return 'closes soon'
  const midnight = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())
  const days = Math.round((midnight(at) - midnight(now)) / 86_400_000)
  if (days <= 0) return 'closes today'
  if (days === 1) return 'closes tomorrow'
  return `closes in ${plural(days, 'day')}`
}

/**
 * One full sentence per kind of notification, each readable on its own. A new kind is one entry here
 * (the type checker asks for it once the kind joins NotificationType).
 */
export const SENTENCES: Record<NotificationType, (p: SentenceParts) => string> = {
  post_like: (p) => `${p.who} liked your post`,
  post_comment: (p) => `${p.who} commented on your post`,
  comment_reply: (p) => `${p.who} replied to your comment`,
  mention: (p) => `${p.who} mentioned you in a post`,
  repost: (p) => `${p.who} reposted your post`,
  new_follower: (p) => `${p.who} started following you`,
  associate_request: (p) => `${p.who} asked to become your associate`,
  associate_accepted: (p) => `${p.who} accepted your associate request`,
  application_received: (p) => `${p.who} applied to ${opportunityName(p.opportunity)}`,
  application_status: (p) => {
    const status = p.data.status ?? ''
    const what = p.opportunity ? `${p.opportunity.title} at ${p.opportunity.organization}` : 'an opportunity'
    // The poster hears of the applicant's own moves; the applicant hears of everything else.
    if (status === 'withdrawn')
      return `${p.actor ?? 'An applicant'} withdrew their application to ${p.opportunity?.title ?? 'your opportunity'}`
    if (status === 'accepted')
      return `${p.actor ?? 'An applicant'} accepted your offer for ${p.opportunity?.title ?? 'your opportunity'}`
    return `Your application to ${what} ${STATUS_WORDS[status] ?? `is now ${status.replaceAll('_', ' ') || 'updated'}`}`
  },
  deadline_reminder: (p) =>
    `${p.opportunity ? opportunityName(p.opportunity) : (p.data.excerpt ?? 'An opportunity')}, which you saved, ${closesIn(p.data.deadline)}`,
  saved_search_match: (p) => {
    const count = p.data.count ?? 1
    const name = p.data.name ? ` “${p.data.name}”` : ''
    return `Your saved search${name} has ${count === 1 ? 'a new match' : plural(count, 'new match', 'new matches')}`
  },
  pitch_interest: (p) => `${p.who} ${p.actors > 1 ? 'are' : 'is'} interested in your pitch`,
  message: (p) => `${p.who} sent you a message`,
  event_promoted: (p) => `A seat freed up: you are now going to ${p.data.excerpt ?? 'the event'}`,
  event_cancelled: (p) => `${p.who} cancelled ${p.data.excerpt ?? 'an event you answered'}`,
  event_reminder: (p) =>
    `${p.data.excerpt ?? 'An event you are going to'} starts ${p.data.window === 'hour' ? 'within the hour' : 'tomorrow'}`,
  event_message: (p) => `${p.who} sent a message about ${p.data.excerpt ?? 'their event'}`,
  community_join_request: (p) => `${p.who} asked to join ${p.data.community_name ?? 'a community you moderate'}`,
  community_join_approved: (p) => `${p.who} approved your request to join ${p.data.community_name ?? 'a community'}`,
  community_join_declined: (p) => `Your request to join ${p.data.community_name ?? 'the community'} was declined`,
  community_invite: (p) => `${p.who} invited you to join ${p.data.community_name ?? 'a community'}`,
  community_post: (p) => `${p.who} posted in ${p.data.community_name ?? 'a community'}`,
  community_event: (p) =>
    `${p.who} is hosting ${p.data.excerpt ?? 'an event'} in ${p.data.community_name ?? 'your community'}`,
  community_post_removed: (p) =>
    `A moderator removed your post from ${p.data.community_name ?? 'a community'}${p.data.reason ? `: ${p.data.reason}` : ''}`,
  verification_requested: (p) => `${p.who} asked your university to verify them`,
  verification_approved: (p) =>
    `${p.who} verified you: your profile now shows “Verified by ${p.actor ?? 'your university'}”`,
  verification_rejected: (p) => `${p.who} did not verify you${p.data.reason ? `: ${p.data.reason}` : ''}`,
  verification_revoked: (p) => `${p.who} revoked your verification`,
  mou_proposed: (p) =>
    p.data.version
      ? `${p.who} uploaded version ${p.data.version} of the MOU ${p.data.excerpt ?? ''}`.trim()
      : `${p.who} proposed an MOU to you: ${p.data.excerpt ?? 'a partnership'}`,
  mou_changes_requested: (p) => `${p.who} asked for changes to the MOU ${p.data.excerpt ?? ''}`.trim(),
  mou_signed: (p) => `${p.who} signed the MOU ${p.data.excerpt ?? ''}`.trim(),
  mou_active: (p) => `Every party has signed: the MOU ${p.data.excerpt ?? ''} is now active`,
  mou_expiring: (p) =>
    `The MOU ${p.data.excerpt ?? ''} ends in ${p.data.window === 14 ? '14' : '60'} days${p.data.ends_on ? ` (${p.data.ends_on})` : ''}`,
  mou_expired: (p) => `The MOU ${p.data.excerpt ?? ''} has expired`,
}

/** "Ana", "Ana and Ben", "Ana and 3 others". */
export function actorsPhrase(actors: NotificationGroup['actors']): string {
  const [first, second] = actors
  if (!first) return 'Someone'
  if (actors.length === 1) return first.name
  if (actors.length === 2) return `${first.name} and ${second.name}`
  return `${first.name} and ${plural(actors.length - 1, 'other')}`
}

/** The sentence for a group of notifications of one kind. */
export function groupSentence(
  group: Pick<NotificationGroup, 'type' | 'actors'> & {
    data?: AppNotification['data']
    opportunity?: AppNotification['opportunity']
  },
): string {
  const build = SENTENCES[group.type]
  const parts: SentenceParts = {
    who: actorsPhrase(group.actors),
    actor: group.actors[0]?.name ?? null,
    actors: group.actors.length,
    data: group.data ?? {},
    opportunity: group.opportunity ?? null,
  }
  return build ? build(parts) : `${parts.who} sent you a notification`
}
