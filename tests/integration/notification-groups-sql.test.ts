import { beforeAll, describe, expect, it } from 'vitest'
import { adminClient, anonClient, associate, insertPost, memberWithProfile, type Member } from './helpers.ts'

// Notifications read as groups (migration 20261203090400): `notification_groups`, `unread_notification_groups`,
// `mark_notification_group_read`, as the members themselves call them.

type Group = {
  group_key: string
  type: string
  category: string
  newest_id: string
  newest_at: string
  unread: boolean
  item_count: number
  actor_count: number
  actors: Array<{ id: string; name: string }>
  post_id: string | null
  post_body: string | null
}

const groupsOf = async (m: Member, filter = 'all', pageSize = 100, cursor?: { at: string; id: string }) => {
  const { data, error } = await m.client.rpc('notification_groups', {
    filter,
    page_size: pageSize,
    before_at: cursor?.at,
    before_id: cursor?.id,
  })
  if (error) throw error
  return data as Group[]
}

/** Every page of `filter` at `pageSize`, walked with the cursor as the app walks it. */
async function allPages(m: Member, filter: string, pageSize: number) {
  const pages: Group[][] = []
  let cursor: { at: string; id: string } | undefined
  for (;;) {
    const page = await groupsOf(m, filter, pageSize, cursor)
    if (page.length) pages.push(page)
    if (page.length < pageSize) return pages
    const last = page.at(-1)!
    cursor = { at: last.newest_at, id: last.newest_id }
  }
}

/** Notifications as the database's triggers write them, dated as the test needs (the service role only). */
async function deliver(
  rows: Array<{ to: Member; from?: Member; type: string; post?: string; entity?: string; at: string; read?: boolean }>,
) {
  const { data, error } = await adminClient()
    .from('notifications')
    .insert(
      rows.map((r) => ({
        recipient_id: r.to.id,
        actor_id: r.from?.id ?? null,
        type: r.type,
        entity_type: r.post ? 'post' : null,
        entity_id: r.entity ?? r.post ?? null,
        post_id: r.post ?? null,
        created_at: r.at,
        read_at: r.read ? r.at : null,
      })),
    )
    .select('id')
  if (error) throw error
  return data.map((d) => d.id as string)
}

const unreadGroups = async (m: Member) => (await m.client.rpc('unread_notification_groups')).data as number

let owner: Member
let actors: Member[]

beforeAll(async () => {
  ;[owner, ...actors] = await Promise.all(
    ['owner', 'maya', 'omar', 'lena', 'kai', 'ines'].map((name) => memberWithProfile(`ng-${name}`)),
  )
})

describe('likes and comments on one post become one line each', () => {
  it('groups likes as the owner sees them, newest actor first, and keeps others out', async () => {
    const post = await insertPost(owner, { body: 'Our capstone demo is live' })
    for (const actor of actors) {
      const { error } = await actor.client.from('post_likes').insert({ post_id: post.id, user_id: actor.id })
      expect(error).toBeNull()
    }
    for (const actor of actors.slice(0, 2)) {
      const { error } = await actor.client
        .from('post_comments')
        .insert({ post_id: post.id, author_id: actor.id, body: `Congratulations from ${actor.profile.name}` })
      expect(error).toBeNull()
    }
    const groups = (await groupsOf(owner)).filter((g) => g.post_id === post.id)
    expect(groups.map((g) => [g.type, g.item_count, g.actor_count, g.unread])).toEqual([
      ['post_comment', 2, 2, true],
      ['post_like', 5, 5, true],
    ])
    const likes = groups[1]
    expect(likes.category).toBe('posts')
    expect(likes.post_body).toBe('Our capstone demo is live')
    // Up to three faces, the most recent first.
    expect(likes.actors.map((a) => a.name)).toEqual(['ng-ines person', 'ng-kai person', 'ng-lena person'])
    expect(groups[0].actors.map((a) => a.name)).toEqual(['ng-omar person', 'ng-maya person'])
    expect(await unreadGroups(owner)).toBe(2)

    // A liker sees none of the owner's lines; a guest may not ask at all.
    expect((await groupsOf(actors[0])).filter((g) => g.post_id === post.id)).toEqual([])
    const guest = await anonClient().rpc('notification_groups', { filter: 'all' })
    expect(guest.error?.code).toBe('42501')
    expect((await anonClient().rpc('unread_notification_groups')).error?.code).toBe('42501')
  })
})

describe('marking a group read', () => {
  it('marks every notification of the group, nothing else, and nobody else may', async () => {
    const me = await memberWithProfile('ng-reader')
    const p1 = crypto.randomUUID()
    const ids = await deliver([
      { to: me, from: actors[0], type: 'new_follower', at: '2026-06-08T09:00:00Z' },
      { to: me, from: actors[1], type: 'new_follower', at: '2026-06-09T09:00:00Z' },
      { to: me, from: actors[2], type: 'new_follower', at: '2026-06-10T09:00:00Z' },
      { to: me, from: actors[3], type: 'associate_request', entity: p1, at: '2026-06-10T10:00:00Z' },
    ])
    const [followers] = (await groupsOf(me)).filter((g) => g.type === 'new_follower')
    expect(followers).toMatchObject({ item_count: 3, actor_count: 3, unread: true, newest_id: ids[2] })
    expect(await unreadGroups(me)).toBe(2)

    // Another member cannot mark it, even knowing its id.
    expect((await owner.client.rpc('mark_notification_group_read', { newest: ids[2] })).data).toBe(0)
    expect(await unreadGroups(me)).toBe(2)

    // A follower who arrives after the member looked stays unread.
    await deliver([{ to: me, from: actors[4], type: 'new_follower', at: '2026-06-11T09:00:00Z' }])
    expect((await me.client.rpc('mark_notification_group_read', { newest: ids[2] })).data).toBe(3)
    const { data: rows } = await me.client.from('notifications').select('type, read_at, actor_id').order('created_at')
    expect(rows!.map((r) => [r.type, r.read_at !== null])).toEqual([
      ['new_follower', true],
      ['new_follower', true],
      ['new_follower', true],
      ['associate_request', false],
      ['new_follower', false],
    ])
    const [again] = (await groupsOf(me)).filter((g) => g.type === 'new_follower')
    expect(again).toMatchObject({ item_count: 4, unread: true })
    expect(await unreadGroups(me)).toBe(2)
    expect((await me.client.rpc('mark_notification_group_read', { newest: again.newest_id })).data).toBe(1)
    expect(await unreadGroups(me)).toBe(1)
  })
})

describe('groups are bounded by the week and never split across pages', () => {
  it('pages through interleaved groups at every page size and finds each group whole, once', async () => {
    const me = await memberWithProfile('ng-pager')
    const [pa, pb] = [crypto.randomUUID(), crypto.randomUUID()]
    const adminPost = async (body: string) =>
      (await adminClient().from('posts').insert({ author_id: me.id, body }).select('id').single()).data!.id as string
    const [postA, postB] = [await adminPost('Post A'), await adminPost('Post B')]
    // Wednesday 10 June 2026 (UTC, the member's zone): likes of A and B interleaved with mentions and follows,
    // some read; then likes of A again ten days later, which are a line of their own.
    const rows: Parameters<typeof deliver>[0] = []
    let minute = 0
    const at = (day: string) => `${day}T${String(8 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute++ % 60).padStart(2, '0')}:00Z`
    for (let round = 0; round < 5; round++) {
      rows.push({ to: me, from: actors[round], type: 'post_like', post: postA, at: at('2026-06-10'), read: round < 2 })
      rows.push({ to: me, from: actors[round], type: 'mention', post: postB, at: at('2026-06-10') })
      rows.push({ to: me, from: actors[round], type: 'post_like', post: postB, at: at('2026-06-10'), read: true })
      rows.push({ to: me, from: actors[round], type: 'new_follower', at: at('2026-06-10') })
    }
    rows.push({ to: me, from: actors[0], type: 'post_like', post: postA, at: '2026-06-20T09:00:00Z' })
    rows.push({ to: me, from: actors[1], type: 'post_like', post: postA, at: '2026-06-21T09:00:00Z' })
    rows.push({ to: me, from: actors[2], type: 'message', entity: pa, at: '2026-06-21T10:00:00Z' })
    rows.push({ to: me, from: actors[2], type: 'message', entity: pa, at: '2026-06-21T10:05:00Z' })
    rows.push({ to: me, from: actors[3], type: 'message', entity: pb, at: '2026-06-21T10:10:00Z' })
    await deliver(rows)

    const whole = await groupsOf(me)
    const shape = (g: Group) => [g.type, g.post_id === postA ? 'A' : g.post_id === postB ? 'B' : '-', g.item_count]
    expect(whole.map(shape)).toEqual([
      ['message', '-', 1],
      ['message', '-', 2],
      ['post_like', 'A', 2],
      ['new_follower', '-', 5],
      ['post_like', 'B', 5],
      ['mention', 'B', 1],
      ['post_like', 'A', 5],
      ['mention', 'B', 1],
      ['mention', 'B', 1],
      ['mention', 'B', 1],
      ['mention', 'B', 1],
    ])
    for (const size of [1, 2, 3, 4, 5]) {
      const pages = await allPages(me, 'all', size)
      expect(pages.every((p) => p.length <= size)).toBe(true)
      expect(pages.flat()).toEqual(whole)
    }
    // Filters page the same way: the likes of B are read, so Unread leaves them out.
    const unread = (await allPages(me, 'unread', 2)).flat()
    expect(unread.map(shape)).toEqual(whole.filter((g) => g.unread).map(shape))
    expect(unread.some((g) => g.type === 'post_like' && g.post_id === postB)).toBe(false)
    expect(unread.find((g) => g.post_id === postA && g.item_count === 5)).toMatchObject({ unread: true })
    expect((await allPages(me, 'mentions', 2)).flat().map((g) => g.type)).toEqual(Array(5).fill('mention'))
    expect((await allPages(me, 'posts', 1)).flat().map(shape)).toEqual([
      ['post_like', 'A', 2],
      ['post_like', 'B', 5],
      ['post_like', 'A', 5],
    ])
    expect((await groupsOf(me, 'events')).length).toBe(0)
    const bad = await me.client.rpc('notification_groups', { filter: 'everything' })
    expect(bad.error?.code).toBe('22023')
  })

  it('takes the week in the member’s own time zone', async () => {
    const me = await memberWithProfile('ng-zone', { timezone: 'Pacific/Auckland' })
    // Sunday 14 June 23:30 UTC is already Monday 15 June in Auckland: a new week there, the same week in UTC.
    const post = (await adminClient().from('posts').insert({ author_id: me.id, body: 'Zones' }).select('id').single())
      .data!.id as string
    await deliver([
      { to: me, from: actors[0], type: 'post_like', post, at: '2026-06-14T08:00:00Z' },
      { to: me, from: actors[1], type: 'post_like', post, at: '2026-06-14T23:30:00Z' },
    ])
    expect((await groupsOf(me)).map((g) => g.item_count)).toEqual([1, 1])
    await me.client.from('user_profiles').update({ timezone: 'UTC' }).eq('user_id', me.id)
    expect((await groupsOf(me)).map((g) => g.item_count)).toEqual([2])
  })
})

describe('endorsements become one line per endorsed member', () => {
  it("groups a week's endorsements of one member's skills, whoever gave them, and no one else's", async () => {
    const [me, other, maya, omar] = await Promise.all([
      memberWithProfile('ng-endorsed', { skills: ['SQL', 'Python', 'Design'] }),
      memberWithProfile('ng-endorsed-other', { skills: ['SQL'] }),
      memberWithProfile('ng-endorser-maya'),
      memberWithProfile('ng-endorser-omar'),
    ])
    await Promise.all([associate(me, maya), associate(me, omar), associate(other, maya)])
    const endorse = async (by: Member, of: Member, skill: string) =>
      expect((await by.client.from('skill_endorsements').insert({ member_id: of.id, skill })).error).toBeNull()
    await endorse(maya, me, 'SQL')
    await endorse(maya, me, 'Python')
    await endorse(omar, me, 'Design')
    await endorse(maya, other, 'SQL')

    const mine = (await groupsOf(me)).filter((g) => g.type === 'skill_endorsed')
    expect(mine.map((g) => [g.item_count, g.actor_count, g.actors.map((a) => a.name)])).toEqual([
      [3, 2, ['ng-endorser-omar person', 'ng-endorser-maya person']],
    ])
    const theirs = (await groupsOf(other)).filter((g) => g.type === 'skill_endorsed')
    expect(theirs.map((g) => [g.item_count, g.actor_count])).toEqual([[1, 1]])
    expect(mine[0]!.group_key).not.toBe(theirs[0]!.group_key)
  })
})

describe('every kind has a filter', () => {
  it('maps each kind in notification_types to a category, and a kind added later by its name', async () => {
    const me = await memberWithProfile('ng-kinds')
    const { data: kinds } = await adminClient().from('notification_types').select('type')
    const known = kinds!.map((k) => k.type as string)
    const extra = ['organisation_follow', 'something_new'].filter((kind) => !known.includes(kind))
    const all = [...known, ...extra]
    await deliver(all.map((type, i) => ({ to: me, type, at: new Date(Date.UTC(2026, 5, 10, 8, i)).toISOString() })))
    const groups = await groupsOf(me)
    const category = Object.fromEntries(groups.map((g) => [g.type, g.category]))
    expect(Object.keys(category).sort()).toEqual([...all].sort())
    expect(category).toMatchObject({
      mention: 'mentions',
      post_like: 'posts',
      post_comment: 'posts',
      comment_reply: 'posts',
      repost: 'posts',
      new_follower: 'associates',
      associate_request: 'associates',
      associate_accepted: 'associates',
      saved_search_match: 'associates',
      application_received: 'applications',
      application_status: 'applications',
      deadline_reminder: 'applications',
      message: 'messages',
      event_promoted: 'events',
      event_cancelled: 'events',
      event_reminder: 'events',
      event_message: 'events',
      community_event: 'events',
      community_join_request: 'communities',
      community_invite: 'communities',
      community_post: 'communities',
      community_post_removed: 'communities',
      verification_approved: 'other',
      mou_signed: 'other',
      pitch_interest: 'other',
      organisation_opportunity: 'applications',
      organisation_follow: 'associates',
      something_new: 'other',
    })
    for (const filter of ['mentions', 'posts', 'associates', 'applications', 'messages', 'events', 'communities']) {
      const shown = await groupsOf(me, filter)
      expect(shown.length).toBeGreaterThan(0)
      expect(shown.every((g) => g.category === filter)).toBe(true)
    }
  })
})
