/** Where a feed's posts come from. */
export type FeedSource =
  | 'home'
  | 'following'
  | `profile:${string}`
  | `tag:${string}`
  | `community:${string}`
  /** Posts by the admins of an organisation (its page's Posts tab). */
  | `organisation:${string}`
  /** A member's saved posts (read by savedPostsQueryOptions, not fetchFeedPage). */
  | `saved:${string}`

export const postKeys = {
  all: ['posts'] as const,
  feeds: () => [...postKeys.all, 'feed'] as const,
  feed: (source: FeedSource) => [...postKeys.feeds(), source] as const,
  detail: (id: string) => [...postKeys.all, 'detail', id] as const,
  comments: (postId: string) => [...postKeys.all, 'comments', postId] as const,
  authored: (userId: string) => [...postKeys.all, 'authored', userId] as const,
  mentionCandidates: (query: string) => [...postKeys.all, 'mention-candidates', query] as const,
  /** The member's draft for one place: the home composer or a community's. */
  draft: (userId: string, communityId: string | null) =>
    [...postKeys.all, 'draft', userId, communityId ?? 'home'] as const,
  /** Whether the member saved one post (read when its menu opens). */
  bookmark: (userId: string, postId: string) => [...postKeys.all, 'bookmark', userId, postId] as const,
  /** Saved posts sit under feeds(), so likes, edits and deletions patch them as they patch every feed. */
  saved: (userId: string) => postKeys.feed(`saved:${userId}`),
}
