import type { AppNotification, NotificationActor, NotificationType } from '@/data/notifications/notification-types'
import { msg, t } from '@/lib/i18n'

/** What a sentence is built from: who acted, what the notification carries, what it is about. */
export interface SentenceParts {
  /** "Ana", "Ana and Ben", "Ana and 3 others"; "Someone" when nobody is known. */
  who: string
  /** The first actor's name alone (for sentences about one person's act). */
  actor: string | null
  /** How many people acted. */
  actors: number
  /** How many notifications the line stands for (several messages from one person). */
  count: number
  data: AppNotification['data']
  /** The opportunity it is about, named with its organisation; null when it cannot be seen. */
  opportunity: { title: string; organization: string } | null
}

/** "Data Analyst Intern at Northwind Labs", or "an opportunity" when it cannot be shown. */
export const opportunityName = (o: SentenceParts['opportunity']) =>
  o ? t('{title} at {organization}', { title: o.title, organization: o.organization }) : t('an opportunity')

/** "Your application to … was shortlisted": one whole sentence per status, so each language can order it. */
const APPLICATION_STATUS_SENTENCES: Record<string, string> = {
  submitted: msg('Your application to {what} was received'),
  under_review: msg('Your application to {what} is under review'),
  shortlisted: msg('Your application to {what} was shortlisted'),
  interview: msg('Your application to {what} moved to interview'),
  offered: msg('Your application to {what} received an offer'),
  rejected: msg('Your application to {what} was not selected'),
}

function applicationStatusSentence(status: string, what: string): string {
  const sentence = APPLICATION_STATUS_SENTENCES[status]
  if (sentence) return t(sentence, { what })
  return t('Your application to {what} is now {status}', {
    what,
    status: status.replaceAll('_', ' ') || t('updated'),
  })
}

/**
 * The automatic update on an application nobody has moved for 3 business days. "Ahead" counts the open
 * applications at the same stage that were sent earlier; none ahead is said as such, never as "0 others".
 */
function stillInReviewSentence(data: AppNotification['data'], what: string): string {
  const ahead = data.ahead ?? 0
  switch (data.status) {
    case 'offered':
      return t('Your offer for {what} is still waiting for your answer', { what })
    case 'shortlisted':
      return ahead > 0
        ? t(
            'Still on the shortlist for {what}: {ahead, plural, one {# other applicant} other {# other applicants}} on the shortlist applied before you',
            { what, ahead },
          )
        : t('Still on the shortlist for {what}: nobody on the shortlist applied before you', { what })
    case 'interview':
      return ahead > 0
        ? t(
            'Still at the interview stage for {what}: {ahead, plural, one {# other applicant} other {# other applicants}} at this stage applied before you',
            { what, ahead },
          )
        : t('Still at the interview stage for {what}: nobody at this stage applied before you', { what })
    default:
      return ahead > 0
        ? t(
            'Still under review: {ahead, plural, one {# other applicant is} other {# others are}} ahead of you in review for {what}',
            { what, ahead },
          )
        : t('Still under review: nobody is ahead of you in review for {what}', { what })
  }
}

/** "closes today", "closes tomorrow", "closes in 3 days" (calendar days, UTC). */
export function closesIn(deadline: string | undefined, now = new Date()): string {
  const at = deadline ? new Date(deadline) : null
  if (!at || Number.isNaN(at.getTime())) return t('closes soon')
  const midnight = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())
  const days = Math.round((midnight(at) - midnight(now)) / 86_400_000)
  if (days <= 0) return t('closes today')
  if (days === 1) return t('closes tomorrow')
  return t('closes in {days, plural, one {# day} other {# days}}', { days })
}

/**
 * One full sentence per kind of notification, each readable on its own. A new kind is one entry here
 * (the type checker asks for it once the kind joins NotificationType).
 */
export const SENTENCES: Record<NotificationType, (p: SentenceParts) => string> = {
  // Grouped kinds carry the number of people, so languages whose verb agrees with it can say so.
  post_like: ({ who, actors }) =>
    t('{actors, plural, one {{who} liked your post} other {{who} liked your post}}', { actors, who }),
  post_comment: ({ who }) => t('{who} commented on your post', { who }),
  comment_reply: ({ who }) => t('{who} replied to your comment', { who }),
  mention: ({ who }) => t('{who} mentioned you in a post', { who }),
  repost: ({ who, actors }) =>
    t('{actors, plural, one {{who} reposted your post} other {{who} reposted your post}}', { actors, who }),
  new_follower: ({ who, actors }) =>
    t('{actors, plural, one {{who} started following you} other {{who} started following you}}', { actors, who }),
  associate_request: ({ who }) => t('{who} asked to become your associate', { who }),
  associate_accepted: ({ who }) => t('{who} accepted your associate request', { who }),
  application_received: (p) =>
    t('{actors, plural, one {{who} applied to {opportunity}} other {{who} applied to {opportunity}}}', {
      actors: p.actors,
      who: p.who,
      opportunity: opportunityName(p.opportunity),
    }),
  application_status: (p) => {
    const status = p.data.status ?? ''
    const applicant = p.actor ?? t('An applicant')
    const title = p.opportunity?.title ?? t('your opportunity')
    // The poster hears of the applicant's own moves; the applicant hears of everything else.
    if (status === 'withdrawn') return t('{applicant} withdrew their application to {title}', { applicant, title })
    if (status === 'accepted') return t('{applicant} accepted your offer for {title}', { applicant, title })
    return applicationStatusSentence(status, opportunityName(p.opportunity))
  },
  application_still_in_review: (p) => stillInReviewSentence(p.data, opportunityName(p.opportunity)),
  deadline_reminder: (p) =>
    t('{what}, which you saved, {closes}', {
      what: p.opportunity ? opportunityName(p.opportunity) : (p.data.excerpt ?? t('An opportunity')),
      closes: closesIn(p.data.deadline),
    }),
  saved_search_match: (p) => {
    const count = p.data.count ?? 1
    if (p.data.name)
      return t('Your saved search “{name}” has {count, plural, one {a new match} other {# new matches}}', {
        name: p.data.name,
        count,
      })
    return t('Your saved search has {count, plural, one {a new match} other {# new matches}}', { count })
  },
  pitch_interest: ({ who, actors }) =>
    actors > 1 ? t('{who} are interested in your pitch', { who }) : t('{who} is interested in your pitch', { who }),
  message: ({ who, actors, count }) =>
    actors <= 1 && count > 1
      ? t('{who} sent you {count} messages', { who, count: String(count) })
      : t('{who} sent you a message', { who }),
  event_promoted: (p) =>
    t('A seat freed up: you are now going to {event}', { event: p.data.excerpt ?? t('the event') }),
  event_cancelled: (p) =>
    t('{who} cancelled {event}', { who: p.who, event: p.data.excerpt ?? t('an event you answered') }),
  event_reminder: (p) => {
    const event = p.data.excerpt ?? t('An event you are going to')
    return p.data.window === 'hour'
      ? t('{event} starts within the hour', { event })
      : t('{event} starts tomorrow', { event })
  },
  event_message: (p) =>
    t('{who} sent a message about {event}', { who: p.who, event: p.data.excerpt ?? t('their event') }),
  community_join_request: (p) =>
    t('{who} asked to join {community}', {
      who: p.who,
      community: p.data.community_name ?? t('a community you moderate'),
    }),
  community_join_approved: (p) =>
    t('{who} approved your request to join {community}', {
      who: p.who,
      community: p.data.community_name ?? t('a community'),
    }),
  community_join_declined: (p) =>
    t('Your request to join {community} was declined', { community: p.data.community_name ?? t('the community') }),
  community_invite: (p) =>
    t('{who} invited you to join {community}', { who: p.who, community: p.data.community_name ?? t('a community') }),
  community_post: (p) =>
    t('{who} posted in {community}', { who: p.who, community: p.data.community_name ?? t('a community') }),
  community_event: (p) =>
    t('{who} is hosting {event} in {community}', {
      who: p.who,
      event: p.data.excerpt ?? t('an event'),
      community: p.data.community_name ?? t('your community'),
    }),
  community_post_removed: (p) => {
    const community = p.data.community_name ?? t('a community')
    return p.data.reason
      ? t('A moderator removed your post from {community}: {reason}', { community, reason: p.data.reason })
      : t('A moderator removed your post from {community}', { community })
  },
  verification_requested: ({ who }) => t('{who} asked your university to verify them', { who }),
  verification_approved: (p) =>
    t('{who} verified you: your profile now shows “Verified by {university}”', {
      who: p.who,
      university: p.actor ?? t('your university'),
    }),
  verification_rejected: (p) =>
    p.data.reason
      ? t('{who} did not verify you: {reason}', { who: p.who, reason: p.data.reason })
      : t('{who} did not verify you', { who: p.who }),
  verification_revoked: ({ who }) => t('{who} revoked your verification', { who }),
  mou_proposed: (p) =>
    p.data.version
      ? t('{who} uploaded version {version} of the MOU {title}', {
          who: p.who,
          version: String(p.data.version),
          title: p.data.excerpt ?? '',
        }).trim()
      : t('{who} proposed an MOU to you: {title}', { who: p.who, title: p.data.excerpt ?? t('a partnership') }),
  mou_changes_requested: (p) =>
    t('{who} asked for changes to the MOU {title}', { who: p.who, title: p.data.excerpt ?? '' }).trim(),
  mou_signed: (p) => t('{who} signed the MOU {title}', { who: p.who, title: p.data.excerpt ?? '' }).trim(),
  mou_active: (p) => t('Every party has signed: the MOU {title} is now active', { title: p.data.excerpt ?? '' }),
  mou_expiring: (p) => {
    const values = { title: p.data.excerpt ?? '', days: p.data.window === 14 ? '14' : '60', date: p.data.ends_on }
    return p.data.ends_on
      ? t('The MOU {title} ends in {days} days ({date})', values)
      : t('The MOU {title} ends in {days} days', values)
  },
  mou_expired: (p) => t('The MOU {title} has expired', { title: p.data.excerpt ?? '' }),
  organisation_opportunity: (p) =>
    t('{organisation} posted a new opportunity: {title}', {
      organisation: p.data.organisation_name ?? p.who,
      title: p.opportunity?.title ?? p.data.excerpt ?? '',
    }),
  // A week's endorsements are one line: one skill names it, several from one member count them.
  skill_endorsed: ({ who, actors, count, data }) =>
    count <= 1
      ? t('{who} endorsed your skill {skill}', { who, skill: data.name ?? '' })
      : actors <= 1
        ? t('{who} endorsed {count} of your skills', { who, count: String(count) })
        : t('{who} endorsed your skills', { who }),
  recommendation_received: ({ who }) =>
    t('{who} wrote you a recommendation: approve it to show it on your profile', { who }),
  recommendation_approved: ({ who }) => t('{who} added your recommendation to their profile', { who }),
  interview_offered: (p) =>
    t('{who} invited you to an interview for {what}: pick a time', {
      who: p.who,
      what: opportunityName(p.opportunity),
    }),
  interview_booked: (p) =>
    t('{who} booked an interview for {title}', { who: p.who, title: p.opportunity?.title ?? t('your opportunity') }),
  interview_rescheduled: (p) => {
    const values = {
      who: p.who,
      title: p.opportunity?.title ?? t('an opportunity'),
      reason: p.data.reason ?? '',
    }
    if (p.data.side === 'reviewer')
      return p.data.reason
        ? t('{who} moved their interview for {title}: {reason}', values)
        : t('{who} moved their interview for {title}', values)
    return p.data.reason
      ? t('{who} offered new interview times for {title}: {reason}', values)
      : t('{who} offered new interview times for {title}', values)
  },
  interview_cancelled: (p) => {
    const values = {
      who: p.who,
      title: p.opportunity?.title ?? t('an opportunity'),
      reason: p.data.reason ?? '',
    }
    return p.data.reason
      ? t('{who} cancelled the interview for {title}: {reason}', values)
      : t('{who} cancelled the interview for {title}', values)
  },
  interview_reminder: (p) =>
    p.data.side === 'reviewer'
      ? t('Reminder: your interview with {who} for {title} is tomorrow', {
          who: p.who,
          title: p.opportunity?.title ?? t('an opportunity'),
        })
      : t('Reminder: your interview for {what} is tomorrow', { what: opportunityName(p.opportunity) }),
  opportunity_alert: (p) =>
    p.count > 1
      ? t('{count} new opportunities match your alert “{name}”', {
          count: String(p.count),
          name: p.data.alert_name ?? '',
        })
      : t('New for your alert “{name}”: {what}', {
          name: p.data.alert_name ?? '',
          what: p.opportunity ? opportunityName(p.opportunity) : (p.data.excerpt ?? t('an opportunity')),
        }),
  privacy_choice_at_18: () => t('You are 18 now: your privacy settings are yours to choose'),
  moderation_decision: (p) => moderationDecisionSentence(p.data),
  moderation_report_outcome: (p) =>
    p.data.outcome === 'actioned'
      ? t('Thanks for your report: a moderator took action against what you reported')
      : t('A moderator reviewed your report and found no rule broken'),
  moderation_appeal_decided: (p) =>
    p.data.reversed
      ? t('Your appeal succeeded: the decision is reversed ({reasons})', { reasons: p.data.statement ?? '' })
      : t('Your appeal was reviewed and the decision upheld ({reasons})', { reasons: p.data.statement ?? '' }),
}

/** "A moderator removed your comment under Respectful conduct: <statement>": the statement of reasons in full. */
function moderationDecisionSentence(data: SentenceParts['data']): string {
  const values = { rule: data.rule ?? t('the community rules'), reasons: data.statement ?? '' }
  if (data.action === 'restrict')
    return t('A moderator restricted your posting and messaging under {rule}: {reasons}', values)
  if (data.action === 'suspend') return t('A moderator suspended your account under {rule}: {reasons}', values)
  return t('A moderator removed your content under {rule}: {reasons}', values)
}

/** "Ana", "Ana and Ben", "Ana and 3 others": the first names known, and how many people in all. */
export function actorsPhrase(actors: NotificationActor[], total = actors.length): string {
  const [first, second] = actors
  if (!first) return t('Someone')
  if (total <= 1) return first.name
  if (total === 2 && second) return t('{first} and {second}', { first: first.name, second: second.name })
  return t('{first} and {count, plural, one {# other} other {# others}}', { first: first.name, count: total - 1 })
}

/** The sentence for a group of notifications of one kind (or for one notification: a group of one). */
export function groupSentence(group: {
  type: NotificationType
  actors: NotificationActor[]
  actorCount?: number
  count?: number
  data?: AppNotification['data']
  opportunity?: AppNotification['opportunity']
}): string {
  const build = SENTENCES[group.type]
  const actors = Math.max(group.actorCount ?? group.actors.length, group.actors.length)
  const parts: SentenceParts = {
    who: actorsPhrase(group.actors, actors),
    actor: group.actors[0]?.name ?? null,
    actors,
    count: group.count ?? 1,
    data: group.data ?? {},
    opportunity: group.opportunity ?? null,
  }
  return build ? build(parts) : t('{who} sent you a notification', { who: parts.who })
}
