import type { AuthoredPost } from '@/data/posts/feed-query'

export type SortKey = 'created_at' | 'view_count' | 'like_count' | 'comment_count' | 'repost_count' | 'engagement'
export type SortDir = 'asc' | 'desc'

/** Likes, comments and reposts per view, as a percentage (0 when nobody viewed it). */
export const engagementRate = (p: AuthoredPost) =>
  p.view_count ? Math.round(((p.like_count + p.comment_count + p.repost_count) / p.view_count) * 1000) / 10 : 0

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
