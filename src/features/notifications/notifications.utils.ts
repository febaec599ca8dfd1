import type { AppNotification, NotificationType } from '@/data/notifications/notification-types'

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

const VERBS: Record<NotificationType, string> = {
  post_like: 'liked your post',
  post_comment: 'commented on your post',
  comment_reply: 'replied to your comment',
  mention: 'mentioned you',
  repost: 'reposted your post',
  new_follower: 'started following you',
  associate_request: 'wants to connect with you',
  associate_accepted: 'accepted your associate request',
  application_received: 'applied to your opportunity',
  application_status: 'updated your application',
  deadline_reminder: 'A saved opportunity closes soon',
  community_join_request: 'asked to join',
  community_join_approved: 'approved your request to join',
  community_join_declined: 'declined your request to join',
  community_invite: 'invited you to join',
  community_post: 'posted in',
  community_post_removed: 'removed your post from',
}

const STATUS_WORDS: Record<string, string> = {
  under_review: 'is under review',
  shortlisted: 'was shortlisted',
  interview: 'moved to interview',
  offered: 'received an offer',
  accepted: 'was accepted',
  rejected: 'was not selected',
  withdrawn: 'was withdrawn',
}

/** "Ana", "Ana and Ben", "Ana and 3 others" + what they did. */
export function groupSentence(
  group: Pick<NotificationGroup, 'type' | 'actors'> & { data?: AppNotification['data'] },
): string {
  if (group.type === 'deadline_reminder') return VERBS.deadline_reminder
  if (group.type === 'community_join_declined') {
    return `Your request to join ${group.data?.community_name ?? 'the community'} was declined`
  }
  if (group.type === 'community_post_removed') {
    const where = group.data?.community_name ?? 'a community'
    const why = group.data?.reason ? `: ${group.data.reason}` : ''
    return `A moderator removed your post from ${where}${why}`
  }
  if (group.type === 'application_status' && group.data?.status) {
    const [actor] = group.actors
    const words = STATUS_WORDS[group.data.status] ?? `is ${group.data.status.replace('_', ' ')}`
    return group.data.status === 'withdrawn' || group.data.status === 'accepted'
      ? `${actor?.name ?? 'An applicant'} ${group.data.status === 'accepted' ? 'accepted your offer' : 'withdrew their application'}`
      : `Your application ${words}`
  }
  const [first, second] = group.actors
  const who = !first
    ? 'Someone'
    : group.actors.length === 1
      ? first.name
      : group.actors.length === 2
        ? `${first.name} and ${second.name}`
        : `${first.name} and ${group.actors.length - 1} others`
  const community = group.type.startsWith('community_') ? ` ${group.data?.community_name ?? 'a community'}` : ''
  return `${who} ${VERBS[group.type]}${community}`
}
