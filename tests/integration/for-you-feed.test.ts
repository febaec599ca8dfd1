import { describe, expect, it } from 'vitest'
import { fetchFeedPage } from '@/data/posts/feed-query'
import type { AppClient } from '@/lib/supabase'
import { memberWithProfile } from './helpers.ts'

type Member = Awaited<ReturnType<typeof memberWithProfile>>
type Row = { id: string; created_at: string }

const tag = () =>
  `fy${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`

async function post(m: Member, body: string) {
  const { data, error } = await m.client
    .from('posts')
    .insert({ author_id: m.id, body })
    .select('id, created_at')
    .single()
  if (error) throw error
  return data as Row
}

/** Reads "For you" page by page until `until` appears (or 40 pages), as the client does. */
async function walk(m: Member, boostSince: string | null, until: string, pageSize = 3) {
  const seen: string[] = []
  let cursor: Row | null = null
  for (let i = 0; i < 40; i++) {
    const { data, error } = await m.client.rpc('for_you_feed', {
      boost_since: boostSince,
      before_created_at: cursor?.created_at,
      before_id: cursor?.id,
      page_size: pageSize,
    })
    if (error) throw error
    const rows = data as Row[]
    seen.push(...rows.map((r) => r.id))
    if (seen.includes(until) || rows.length < pageSize) break
    cursor = rows.at(-1)!
  }
  return seen
}

describe('"For you" boosts followed hashtags', () => {
  it('puts fresh posts with a followed hashtag first, then the rest newest first, pages without repeats or gaps', async () => {
    const [author, reader, other] = await Promise.all([
      memberWithProfile('fy-author'),
      memberWithProfile('fy-reader'),
      memberWithProfile('fy-other'),
    ])
    const t = tag()
    const start = new Date(Date.now() - 60_000).toISOString()
    const plainOld = await post(author, 'First plain post')
    const taggedOld = await post(author, `Robotics night #${t}`)
    const plainNew = await post(author, 'Second plain post')
    const taggedNew = await post(author, `Robot arm demo #${t} tonight`)
    expect((await reader.client.from('hashtag_follows').insert({ tag: t })).error).toBeNull()

    const seen = await walk(reader, start, plainOld.id)
    expect(seen.slice(0, 2)).toEqual([taggedNew.id, taggedOld.id])
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.indexOf(plainNew.id)).toBeLessThan(seen.indexOf(plainOld.id))
    expect(seen).toContain(plainOld.id)

    // Past the freshness window the same posts are in plain newest-first order.
    const later = await walk(reader, new Date(Date.now() + 60_000).toISOString(), plainOld.id, 20)
    const mine = later.filter((id) => [plainOld.id, taggedOld.id, plainNew.id, taggedNew.id].includes(id))
    expect(mine).toEqual([taggedNew.id, plainNew.id, taggedOld.id, plainOld.id])

    // Someone who follows nothing gets the plain feed.
    const plain = (await walk(other, start, plainOld.id, 50)).filter((id) =>
      [plainOld.id, taggedOld.id, plainNew.id, taggedNew.id].includes(id),
    )
    expect(plain).toEqual([taggedNew.id, plainNew.id, taggedOld.id, plainOld.id])
  })

  it('shows nothing to a guest and only posts the reader may see', async () => {
    const [author, reader] = await Promise.all([memberWithProfile('fy-a2'), memberWithProfile('fy-r2')])
    const t = tag()
    await reader.client.from('hashtag_follows').insert({ tag: t })
    const { data: hidden } = await author.client
      .from('posts')
      .insert({ author_id: author.id, body: `Only my associates #${t}`, visibility: 'associates' })
      .select('id')
      .single()
    const { data } = await reader.client.rpc('for_you_feed', {
      boost_since: new Date(Date.now() - 60_000).toISOString(),
      page_size: 50,
    })
    expect((data as Row[]).map((r) => r.id)).not.toContain(hidden!.id)
  })

  it('through /rest/v1 (the app’s fetcher): boosted first with authors, the cursor keeps the window', async () => {
    const [author, reader] = await Promise.all([memberWithProfile('fy-a3'), memberWithProfile('fy-r3')])
    const t = tag()
    const tagged = await post(author, `Hackathon recap #${t}`)
    const plain = await post(author, 'Plain news after the hackathon')
    await reader.client.from('hashtag_follows').insert({ tag: t })
    const client = reader.client as unknown as AppClient
    const first = await fetchFeedPage(client, 'home', reader.id, null, new AbortController().signal)
    expect(first.items[0]).toMatchObject({ id: tagged.id, author: { id: author.id, name: 'fy-a3 person' } })
    expect(first.items.map((p) => p.id)).toContain(plain.id)
    if (first.nextCursor) {
      expect(first.nextCursor.boostSince).toBeTruthy()
      const second = await fetchFeedPage(client, 'home', reader.id, first.nextCursor, new AbortController().signal)
      const ids = second.items.map((p) => p.id)
      expect(ids).not.toContain(tagged.id)
      expect(ids.filter((id) => first.items.some((p) => p.id === id))).toEqual([])
    }
  })
})
