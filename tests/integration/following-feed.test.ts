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
  const { error } = await admin
    .from('user_profiles')
    .insert(
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
    const [followees, [stranger]] = await Promise.all([members(FOLLOWEES, 'followee'), members(1, 'stranger')])
    const admin = adminClient()
    const follows = await admin
      .from('follows')
      .insert(followees.map((followee_id) => ({ follower_id: viewer.id, followee_id })))
    expect(follows.error).toBeNull()

    // Two posts per followee, an hour apart in a fixed order; a stranger posts the newest of all.
    const base = Date.now() - 10 * 24 * 3600_000
    const posts = followees.flatMap((author_id, i) =>
      [0, 1].map((k) => ({
        author_id,
        body: `followee post ${i}-${k}`,
        created_at: new Date(base + (i * 2 + k) * 60_000).toISOString(),
      })),
    )
    const inserted = await admin.from('posts').insert(posts)
    expect(inserted.error).toBeNull()
    await admin.from('posts').insert({ author_id: stranger, body: 'not in the network' })
    await viewer.client.from('posts').insert({ author_id: viewer.id, body: 'my own newest post' })

    const newestFirst = [...posts].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((p) => p.body)
    const first = await fetchFeedPage(client, 'following', viewer.id, null, signal())
    expect(first.items.map((p) => p.body)).toEqual(['my own newest post', ...newestFirst.slice(0, 19)])
    expect(first.items[1].author).toMatchObject({ id: followees[FOLLOWEES - 1], name: `followee ${FOLLOWEES - 1}` })

    const second = await fetchFeedPage(client, 'following', viewer.id, first.nextCursor, signal())
    expect(second.items.map((p) => p.body)).toEqual(newestFirst.slice(19, 39))
    expect(second.nextCursor).not.toBeNull()
  }, 120_000)

  it('is empty for a member who follows nobody and has not posted', async () => {
    const loner = await memberWithProfile('loner')
    const page = await fetchFeedPage(loner.client as unknown as AppClient, 'following', loner.id, null, signal())
    expect(page).toEqual({ items: [], nextCursor: null })
  })
})
