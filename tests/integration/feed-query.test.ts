import { describe, expect, it } from 'vitest'
import { fetchFeedPage } from '@/data/posts/feed-query'
import type { AppClient } from '@/lib/supabase'
import { memberWithProfile } from './helpers.ts'

const signal = () => new AbortController().signal

describe('feed page through /rest/v1', () => {
  it('returns posts newest first with author, reposted original and liked-by-me, page by page', async () => {
    const [ana, ben] = await Promise.all([memberWithProfile('feed-a'), memberWithProfile('feed-b')])
    const a = ana.client as unknown as AppClient
    const tag = `t${Date.now()}`
    const ids: string[] = []
    for (let i = 0; i < 23; i++) {
      const { data } = await ben.client
        .from('posts')
        .insert({ author_id: ben.id, body: `#${tag} post ${i}` })
        .select('id')
        .single()
      ids.push(data!.id)
    }
    await ana.client.from('post_likes').insert({ post_id: ids[22], user_id: ana.id })
    await ana.client.from('posts').insert({ author_id: ana.id, repost_of: ids[0], body: `#${tag} worth a read` })

    const first = await fetchFeedPage(a, `tag:${tag}`, ana.id, null, signal())
    expect(first.items).toHaveLength(20)
    const [repost, newest] = first.items
    expect(repost.author).toMatchObject({ id: ana.id, name: 'feed-a person' })
    expect(repost.original).toMatchObject({ id: ids[0], body: `#${tag} post 0`, author: { id: ben.id } })
    expect(newest).toMatchObject({ id: ids[22], like_count: 1, my_like: [{ user_id: ana.id }], original: null })
    expect(first.items[2].my_like).toEqual([])
    const second = await fetchFeedPage(a, `tag:${tag}`, ana.id, first.nextCursor, signal())
    expect(second.items.map((p) => p.body)).toEqual([3, 2, 1, 0].map((i) => `#${tag} post ${i}`))
    expect(second.nextCursor).toBeNull()

    const following = await fetchFeedPage(a, 'following', ana.id, null, signal())
    expect(following.items.every((p) => p.author_id === ana.id)).toBe(true)
    await ana.client.from('follows').insert({ follower_id: ana.id, followee_id: ben.id })
    const after = await fetchFeedPage(a, 'following', ana.id, null, signal())
    expect(after.items.some((p) => p.author_id === ben.id)).toBe(true)
  })
})
