import type { Tables } from '@/types/database'
import type { PersonSummary } from '@/data/profiles/person-summary'

export type PostAuthor = PersonSummary & Pick<Tables<'profiles'>, 'verified_by' | 'verified_by_name'>

type PostRow = Pick<
  Tables<'posts'>,
  | 'id'
  | 'author_id'
  | 'body'
  | 'media'
  | 'media_alt'
  | 'visibility'
  | 'repost_of'
  | 'hashtags'
  | 'like_count'
  | 'comment_count'
  | 'repost_count'
  | 'view_count'
  | 'edited_at'
  | 'created_at'
>

export interface FeedPost extends PostRow {
  author: PostAuthor
  /** The reposted post; null when it was deleted or the reader may not see it. */
  original: (PostRow & { author: PostAuthor }) | null
  /** Present (one row) when the reader liked the post. */
  my_like: Array<{ user_id: string }>
  /** Community posts: where it was shared (named on the card), its pin, and a moderator's removal. */
  community_id?: string | null
  pinned_at?: string | null
  removed_at?: string | null
  removed_reason?: string | null
  community?: { id: string; slug: string; name: string } | null
}

export interface FeedPage {
  items: FeedPost[]
  nextCursor: FeedCursor | null
}

export interface FeedCursor {
  createdAt: string
  id: string
  /** "For you" only: where its followed-hashtag boost starts, fixed at the first page (see for_you_feed). */
  boostSince?: string
}

export type PostComment = Pick<
  Tables<'post_comments'>,
  'id' | 'post_id' | 'author_id' | 'parent_id' | 'body' | 'edited_at' | 'created_at'
> & { author: PostAuthor }

export const POST_BODY_LIMIT = 3000
export const COMMENT_BODY_LIMIT = 1500
export const POST_MEDIA_LIMIT = 4
/** Alt text of one image; the database bounds all of a post's together. */
export const ALT_TEXT_LIMIT = 1000
/** A draft keeps more than a post may hold, while the member trims it. */
export const DRAFT_BODY_LIMIT = 6000
export const FEED_PAGE_SIZE = 20
