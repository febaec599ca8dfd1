import type { Tables } from '@/types/database'

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
  | 'deadline_reminder'
  | 'community_join_request'
  | 'community_join_approved'
  | 'community_join_declined'
  | 'community_invite'
  | 'community_post'
  | 'community_post_removed'

export type AppNotification = Pick<
  Tables<'notifications'>,
  'id' | 'actor_id' | 'entity_type' | 'entity_id' | 'post_id' | 'comment_id' | 'read_at' | 'created_at' | 'push'
> & {
  type: NotificationType
  data: {
    excerpt?: string
    status?: string
    application_id?: string
    deadline?: string
    community_id?: string
    community_slug?: string
    community_name?: string
    reason?: string
  }
  actor: Pick<Tables<'profiles'>, 'id' | 'name' | 'profile_photo_url'> | null
  post: Pick<Tables<'posts'>, 'id' | 'body'> | null
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
  { type: 'deadline_reminder', label: 'Saved opportunities closing soon' },
  { type: 'community_join_request', label: 'Requests to join communities you moderate' },
  { type: 'community_join_approved', label: 'Approved requests to join a community' },
  { type: 'community_join_declined', label: 'Declined requests to join a community' },
  { type: 'community_invite', label: 'Invitations to communities' },
  { type: 'community_post', label: 'New posts in communities (when set to every post)' },
  { type: 'community_post_removed', label: 'Your community posts removed by a moderator' },
]

export const NOTIFICATION_PAGE_SIZE = 30
