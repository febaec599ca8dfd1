/** Where a feed's posts come from. */
export type FeedSource =
  | 'home'
  | 'following'
  | `profile:${string}`
  | `tag:${string}`
  | `community:${string}`
  /** Posts by the admins of an organisation (its page's Posts tab). */
  | `organisation:${string}`

export const postKeys = {
  all: ['posts'] as const,
  feeds: () => [...postKeys.all, 'feed'] as const,
  feed: (source: FeedSource) => [...postKeys.feeds(), source] as const,
  detail: (id: string) => [...postKeys.all, 'detail', id] as const,
  comments: (postId: string) => [...postKeys.all, 'comments', postId] as const,
  authored: (userId: string) => [...postKeys.all, 'authored', userId] as const,
  mentionCandidates: (query: string) => [...postKeys.all, 'mention-candidates', query] as const,
}
