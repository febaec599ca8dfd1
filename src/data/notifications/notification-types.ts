import type { Tables } from '@/types/database'
import type { NotificationCategory } from './notification-categories'

export type NotificationType =
  | 'post_like'
  | 'post_comment'
  | 'comment_reply'
  | 'mention'
  | 'repost'
  | 'new_follower'
  | 'associate_request'
  | 'associate_accepted'
  | 'application_received'
  | 'application_status'
  | 'application_still_in_review'
  | 'deadline_reminder'
  | 'saved_search_match'
  | 'pitch_interest'
  | 'message'
  | 'event_promoted'
  | 'event_cancelled'
  | 'event_reminder'
  | 'event_message'
  | 'community_join_request'
  | 'community_join_approved'
  | 'community_join_declined'
  | 'community_invite'
  | 'community_post'
  | 'community_post_removed'
  | 'community_event'
  | 'verification_requested'
  | 'verification_approved'
  | 'verification_rejected'
  | 'verification_revoked'
  | 'mou_proposed'
  | 'mou_changes_requested'
  | 'mou_signed'
  | 'mou_active'
  | 'mou_expiring'
  | 'mou_expired'
  | 'organisation_opportunity'
  | 'skill_endorsed'
  | 'recommendation_received'
  | 'recommendation_approved'
  | 'interview_offered'
  | 'interview_booked'
  | 'interview_rescheduled'
  | 'interview_cancelled'
  | 'interview_reminder'
  | 'opportunity_alert'
  | 'privacy_choice_at_18'
  | 'moderation_decision'
  | 'moderation_report_outcome'
  | 'moderation_appeal_decided'

export type AppNotification = Pick<
  Tables<'notifications'>,
  'id' | 'actor_id' | 'entity_type' | 'entity_id' | 'post_id' | 'comment_id' | 'read_at' | 'created_at' | 'push'
> & {
  type: NotificationType
  data: {
    excerpt?: string
    status?: string
    application_id?: string
    /** Automatic updates: open applications at the same stage sent earlier (absent for an offer). */
    ahead?: number
    deadline?: string
    name?: string
    count?: number
    message?: string
    conversation_id?: string
    starts_at?: string
    /** Event reminders: 'day' | 'hour'; MOU reminders: days before the end (60 or 14). */
    window?: 'day' | 'hour' | number
    version?: number
    ends_on?: string
    community_id?: string
    community_slug?: string
    community_name?: string
    reason?: string
    organisation_name?: string
    organisation_slug?: string
    /** Interviews: which side the recipient is on, and the interview. */
    side?: 'applicant' | 'reviewer'
    interview_id?: string
    /** Opportunity alerts: the (first) alert the opportunity matched. */
    alert_id?: string
    alert_name?: string
    /** Moderation: what was decided, under which rule, with which statement of reasons; until when. */
    action?: string
    rule?: string
    statement?: string
    until?: string | null
    target_kind?: string
    outcome?: 'dismissed' | 'actioned'
    reversed?: boolean
  }
  actor: Pick<Tables<'profiles'>, 'id' | 'name' | 'profile_photo_url'> | null
  post: Pick<Tables<'posts'>, 'id' | 'body'> | null
  /** The opportunity a notification is about (entity_type 'opportunity'), when the reader may see it. */
  opportunity?: NotificationOpportunity | null
}

export type NotificationOpportunity = Pick<Tables<'opportunities'>, 'id' | 'title' | 'organization'> & {
  /** The poster's profile: its photo is the organisation's logo. */
  poster: Pick<Tables<'profiles'>, 'id' | 'name' | 'profile_photo_url'> | null
}

/** The kinds a member can switch off, with what the settings list calls them. */
export const NOTIFICATION_TYPES: Array<{ type: NotificationType; label: string }> = [
  { type: 'post_like', label: 'Likes on your posts' },
  { type: 'post_comment', label: 'Comments on your posts' },
  { type: 'comment_reply', label: 'Replies to your comments' },
  { type: 'mention', label: 'Mentions' },
  { type: 'repost', label: 'Reposts of your posts' },
  { type: 'new_follower', label: 'New followers' },
  { type: 'associate_request', label: 'Associate requests' },
  { type: 'associate_accepted', label: 'Accepted associate requests' },
  { type: 'application_received', label: 'New applications to your opportunities' },
  { type: 'application_status', label: 'Changes to your applications' },
  { type: 'application_still_in_review', label: 'Updates on applications still in review' },
  { type: 'deadline_reminder', label: 'Saved opportunities closing soon' },
  { type: 'saved_search_match', label: 'New members matching your saved searches' },
  { type: 'pitch_interest', label: 'Investors interested in your pitches' },
  { type: 'message', label: 'New messages' },
  { type: 'event_promoted', label: 'A seat freed up at an event you are waiting for' },
  { type: 'event_cancelled', label: 'Cancelled events you answered' },
  { type: 'event_reminder', label: 'Reminders before events you are going to' },
  { type: 'event_message', label: 'Messages from event organisers' },
  { type: 'community_join_request', label: 'Requests to join communities you moderate' },
  { type: 'community_join_approved', label: 'Approved requests to join a community' },
  { type: 'community_join_declined', label: 'Declined requests to join a community' },
  { type: 'community_invite', label: 'Invitations to communities' },
  { type: 'community_post', label: 'New posts in communities (when set to every post)' },
  { type: 'community_post_removed', label: 'Your community posts removed by a moderator' },
  { type: 'community_event', label: 'New events in your communities' },
  { type: 'verification_requested', label: 'New verification requests to your university' },
  { type: 'verification_approved', label: 'Your verification approved' },
  { type: 'verification_rejected', label: 'Your verification request rejected' },
  { type: 'verification_revoked', label: 'Your verification revoked' },
  { type: 'mou_proposed', label: 'MOUs proposed to you, and their new versions' },
  { type: 'mou_changes_requested', label: 'Changes requested on your MOUs' },
  { type: 'mou_signed', label: 'Signatures on your MOUs' },
  { type: 'mou_active', label: 'MOUs becoming active' },
  { type: 'mou_expiring', label: 'MOUs ending in 60 and 14 days' },
  { type: 'mou_expired', label: 'MOUs that expired' },
  { type: 'organisation_opportunity', label: 'New opportunities from organisations you follow' },
  { type: 'skill_endorsed', label: 'Endorsements of your skills' },
  { type: 'recommendation_received', label: 'Recommendations written for you' },
  { type: 'recommendation_approved', label: 'Your recommendations approved' },
  { type: 'interview_offered', label: 'Interview times offered to you' },
  { type: 'interview_booked', label: 'Interviews booked with you' },
  { type: 'interview_rescheduled', label: 'Interviews moved' },
  { type: 'interview_cancelled', label: 'Interviews cancelled' },
  { type: 'interview_reminder', label: 'Reminders the day before an interview' },
  { type: 'opportunity_alert', label: 'New opportunities matching your alerts' },
  { type: 'privacy_choice_at_18', label: 'Privacy choices' },
  { type: 'moderation_decision', label: 'Moderation decisions about your content' },
  { type: 'moderation_report_outcome', label: 'Outcomes of your reports' },
  { type: 'moderation_appeal_decided', label: 'Decisions on your appeals' },
]

export type NotificationActor = Pick<Tables<'profiles'>, 'id' | 'name' | 'profile_photo_url'>

/**
 * Notifications of one kind about one object in one week, as one line (grouped in SQL by
 * `notification_groups`): "Maya Chen and 4 others liked your post".
 */
export interface NotificationGroup {
  key: string
  type: NotificationType
  category: NotificationCategory
  /** The newest notification of the group: what the line says and where it leads. */
  latest: AppNotification
  latestAt: string
  /** Unread while any of its notifications is. */
  unread: boolean
  /** How many notifications it holds, and from how many people. */
  count: number
  actorCount: number
  /** Up to three of the people, the most recent first. */
  actors: NotificationActor[]
}

export const NOTIFICATION_PAGE_SIZE = 20
