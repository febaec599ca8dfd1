import { describe, expect, it } from 'vitest'
import { fetchFeedPage } from '@/data/posts/feed-query'
import type { AppClient } from '@/lib/supabase'
import { adminClient, memberWithProfile, uniqueEmail } from './helpers.ts'

const signal = () => new AbortController().signal
const FOLLOWEES = 1000

/** `count` members with profiles, made through the admin API (no passwords, so no bcrypt). */
async function members(count: number, label: string) {
  const admin = adminClient()
  const ids: string[] = []
  for (let i = 0; i < count; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, count - i) }, async () => {
        const { data, error } = await admin.auth.admin.createUser({ email: uniqueEmail(label), email_confirm: true })
        if (error) throw error
        return data.user.id
      }),
    )
    ids.push(...batch)
  }
  const { error } = await admin.from('user_profiles').insert(
    ids.map((id, n) => ({
      user_id: id,
      email: `${label}${n}@example.test`,
      name: `${label} ${n}`,
      profile_type: 'student',
    })),
  )
  if (error) throw error
  return ids
}

describe('the Following feed of a well-connected member', () => {
  it(`pages through the posts of ${FOLLOWEES.toLocaleString('en')} followees, newest first, and nobody else's`, async () => {
    const viewer = await memberWithProfile('wide-viewer')
    const client = viewer.client as unknown as AppClient
    // 25 followees who post (signed in, so their posts go through RLS and the triggers as in the app),
    // and 975 more made through the admin API: the viewer follows all 1,000.
    const posters = await Promise.all(Array.from({ length: 25 }, (_, i) => memberWithProfile(`poster${i}`)))
    const [quiet, stranger] = await Promise.all([
      members(FOLLOWEES - posters.length, 'followee'),
      memberWithProfile('stranger'),
    ])
    const followees = [...posters.map((p) => p.id), ...quiet]
    const follows = await adminClient()
      .from('follows')
      .insert(followees.map((followee_id) => ({ follower_id: viewer.id, followee_id })))
    expect(follows.error).toBeNull()

    // Two rounds of posts, one at a time, so "newest first" is the reverse of the order written.
    const written: string[] = []
    for (const round of [0, 1])
      for (const [i, poster] of posters.entries()) {
        const body = `followee post ${i}-${round}`
        const { error } = await poster.client.from('posts').insert({ author_id: poster.id, body })
        expect(error).toBeNull()
        written.push(body)
      }
    await stranger.client.from('posts').insert({ author_id: stranger.id, body: 'not in the network' })
    await viewer.client.from('posts').insert({ author_id: viewer.id, body: 'my own newest post' })

    const newestFirst = [...written].reverse()
    const first = await fetchFeedPage(client, 'following', viewer.id, null, signal())
    expect(first.items.map((p) => p.body)).toEqual(['my own newest post', ...newestFirst.slice(0, 19)])
    expect(first.items[1].author).toMatchObject({ id: posters[24].id, name: 'poster24 person' })

    const second = await fetchFeedPage(client, 'following', viewer.id, first.nextCursor, signal())
    expect(second.items.map((p) => p.body)).toEqual(newestFirst.slice(19, 39))
    const third = await fetchFeedPage(client, 'following', viewer.id, second.nextCursor, signal())
    expect(third.items.map((p) => p.body)).toEqual(newestFirst.slice(39))
    expect(third.nextCursor).toBeNull()
  }, 120_000)

  it('is empty for a member who follows nobody and has not posted', async () => {
    const loner = await memberWithProfile('loner')
    const page = await fetchFeedPage(loner.client as unknown as AppClient, 'following', loner.id, null, signal())
    expect(page).toEqual({ items: [], nextCursor: null })
  })
})
