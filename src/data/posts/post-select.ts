const POST_COLUMNS =
  'id, author_id, body, media, media_alt, visibility, repost_of, hashtags, like_count, comment_count, repost_count, view_count, edited_at, created_at, community_id, pinned_at, removed_at, removed_reason'
export const AUTHOR_EMBED =
  'author:profiles!author_id(id, name, headline, profile_photo_url, profile_type, verification_status, verified_by, verified_by_name)'

/** A post with its author. */
export const POST_SELECT = `${POST_COLUMNS}, ${AUTHOR_EMBED}`

/**
 * A feed item: the post, its author and the reader's like. Reposted originals come in a second query:
 * PostgREST cannot tell the two directions of a self-referencing key apart.
 */
export const FEED_SELECT = `${POST_SELECT}, my_like:post_likes(user_id), community:communities(id, slug, name)`

/**
 * A private member's profile is hidden from non-associates, yet their post or comment can be visible
 * (in a community both belong to): the embed is then null, and the item shows a private member.
 */
export function withAuthor<T extends { author_id: string; author: unknown }>(row: T): T {
  return row.author
    ? row
    : {
        ...row,
        author: {
          id: row.author_id,
          name: 'Private member',
          headline: null,
          profile_photo_url: null,
          profile_type: null,
          verification_status: null,
          verified_by: null,
          verified_by_name: null,
        },
      }
}
