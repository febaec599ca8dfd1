import type { AuthoredPost } from '@/data/posts/feed-query'

export type SortKey = 'created_at' | 'view_count' | 'like_count' | 'comment_count' | 'repost_count' | 'engagement'
export type SortDir = 'asc' | 'desc'

/**
 * Engaged members per viewer, as a percentage: a member who likes, comments and reposts counts once.
 * Someone can engage without a recorded view (from a notification, before the view was counted), so
 * engaged members count as viewers too; the rate never passes 100 %.
 */
export const engagementRate = (p: Pick<AuthoredPost, 'view_count' | 'engaged_members'>) => {
  const viewers = Math.max(p.view_count, p.engaged_members)
  return viewers ? Math.round((p.engaged_members / viewers) * 1000) / 10 : 0
}

export function sortPosts(posts: AuthoredPost[], key: SortKey, dir: SortDir): AuthoredPost[] {
  const value = (p: AuthoredPost) =>
    key === 'engagement' ? engagementRate(p) : key === 'created_at' ? Date.parse(p.created_at) : p[key]
  const sign = dir === 'asc' ? 1 : -1
  return [...posts].sort((a, b) => (value(a) - value(b)) * sign || b.created_at.localeCompare(a.created_at))
}

export function totals(posts: AuthoredPost[]) {
  return posts.reduce(
    (t, p) => ({
      views: t.views + p.view_count,
      likes: t.likes + p.like_count,
      comments: t.comments + p.comment_count,
      reposts: t.reposts + p.repost_count,
    }),
    { views: 0, likes: 0, comments: 0, reposts: 0 },
  )
}
