import { describe, expect, it } from 'vitest'
import { associate, insertPost, memberWithProfile, type Member } from './helpers.ts'

/** Ana blocks Bo; Cleo, who knows both, is the bystander who must keep seeing everything. */
async function trio(label: string) {
  const [ana, bo, cleo] = await Promise.all([
    memberWithProfile(`${label}-ana`),
    memberWithProfile(`${label}-bo`),
    memberWithProfile(`${label}-cleo`),
  ])
  return { ana, bo, cleo }
}

const block = async (blocker: Member, blocked: Member) => {
  const { error } = await blocker.client.from('user_blocks').insert({ blocker_id: blocker.id, blocked_id: blocked.id })
  expect(error).toBeNull()
}

const unblock = async (blocker: Member, blocked: Member) => {
  const { error } = await blocker.client
    .from('user_blocks')
    .delete()
    .eq('blocker_id', blocker.id)
    .eq('blocked_id', blocked.id)
  expect(error).toBeNull()
}

const count = async (reader: Member, table: string, column: string, value: string) => {
  const { data, error } = await reader.client.from(table).select(column).eq(column, value)
  expect(error).toBeNull()
  return data!.length
}

/** What `reader` sees of `member`: profile, posts, comments, likes, follows and career, as row counts. */
const seenOf = async (reader: Member, member: Member) => ({
  profile: await count(reader, 'profiles', 'id', member.id),
  posts: await count(reader, 'posts', 'author_id', member.id),
  comments: await count(reader, 'post_comments', 'author_id', member.id),
  likes: await count(reader, 'post_likes', 'user_id', member.id),
  follows: await count(reader, 'follows', 'follower_id', member.id),
  experience: await count(reader, 'experience', 'member_id', member.id),
})

const NOTHING = { profile: 0, posts: 0, comments: 0, likes: 0, follows: 0, experience: 0 }

describe('blocks hold everywhere', () => {
  it('hide each member from the other, both ways, while a third member still sees both', async () => {
    const { ana, bo, cleo } = await trio('blk-see')
    const cleoPost = await insertPost(cleo, { body: 'A post everyone may read' })
    for (const m of [ana, bo]) {
      await insertPost(m, { body: `${m.email} writes` })
      expect(
        (await m.client.from('post_comments').insert({ post_id: cleoPost.id, author_id: m.id, body: 'Hi' })).error,
      ).toBeNull()
      expect((await m.client.from('post_likes').insert({ post_id: cleoPost.id, user_id: m.id })).error).toBeNull()
      expect((await m.client.from('follows').insert({ follower_id: m.id, followee_id: cleo.id })).error).toBeNull()
      const job = { organisation_name: 'Northwind', title: 'Analyst', start_month: '2023-01-01' }
      expect((await m.client.from('experience').insert(job)).error).toBeNull()
    }
    const everything = { profile: 1, posts: 1, comments: 1, likes: 1, follows: 1, experience: 1 }
    expect(await seenOf(bo, ana)).toEqual(everything)

    await block(ana, bo)
    expect(await seenOf(bo, ana)).toEqual(NOTHING)
    expect(await seenOf(ana, bo)).toEqual(NOTHING)
    // Not even the card a private profile shows.
    expect((await bo.client.rpc('profile_card', { member_id: ana.id })).data).toEqual([])
    expect((await cleo.client.rpc('profile_card', { member_id: ana.id })).data).toHaveLength(1)
    expect(await seenOf(cleo, ana)).toEqual(everything)
    expect(await seenOf(cleo, bo)).toEqual(everything)
    // Each still sees their own.
    expect(await seenOf(ana, ana)).toEqual(everything)

    // Blocked both ways, one unblocking is not enough.
    await block(bo, ana)
    await unblock(ana, bo)
    expect(await seenOf(ana, bo)).toEqual(NOTHING)
    await unblock(bo, ana)
    expect(await seenOf(bo, ana)).toEqual(everything)
  })

  it('end the association, follows both ways and pending requests, and refuse following again', async () => {
    const { ana, bo, cleo } = await trio('blk-ties')
    await associate(ana, bo)
    for (const [a, b] of [
      [ana, bo],
      [bo, ana],
    ])
      expect((await a.client.from('follows').insert({ follower_id: a.id, followee_id: b.id })).error).toBeNull()
    expect(
      (await cleo.client.from('associate_requests').insert({ sender_id: cleo.id, recipient_id: ana.id })).error,
    ).toBeNull()

    await block(ana, bo)
    const ties = await cleo.client.from('associates').select('user_id').eq('user_id', ana.id).eq('associate_id', bo.id)
    expect(ties.data).toEqual([])
    const follows = await ana.client.from('follows').select('follower_id').in('follower_id', [ana.id, bo.id])
    expect(follows.data).toEqual([])
    const { data: counts } = await cleo.client.from('profiles').select('associate_count').eq('id', ana.id).single()
    expect(counts?.associate_count).toBe(0)
    // A request from someone else is untouched.
    const pending = await ana.client.from('associate_requests').select('sender_id').eq('recipient_id', ana.id)
    expect(pending.data).toEqual([{ sender_id: cleo.id }])

    const again = await bo.client.from('follows').insert({ follower_id: bo.id, followee_id: ana.id })
    expect(again.error?.code).toBe('42501')
    const back = await ana.client.from('follows').insert({ follower_id: ana.id, followee_id: bo.id })
    expect(back.error?.code).toBe('42501')

    // Unblocking lets them see each other again, not be associates again.
    await unblock(ana, bo)
    const after = await bo.client.from('associates').select('user_id').eq('user_id', bo.id)
    expect(after.data).toEqual([])
    expect((await bo.client.from('follows').insert({ follower_id: bo.id, followee_id: ana.id })).error).toBeNull()
  })

  it('let nothing from a blocked member notify, and hide what they sent before', async () => {
    const { ana, bo, cleo } = await trio('blk-notify')
    const anaPost = await insertPost(ana, { body: 'Ana’s news' })
    expect((await bo.client.from('post_likes').insert({ post_id: anaPost.id, user_id: bo.id })).error).toBeNull()
    const fromBo = async () => {
      const { data, error } = await ana.client.from('notifications').select('type').eq('actor_id', bo.id)
      expect(error).toBeNull()
      return data!.map((n) => n.type)
    }
    expect(await fromBo()).toEqual(['post_like'])

    await block(ana, bo)
    expect(await fromBo()).toEqual([])
    // Bo can no longer read Ana's post, so he cannot like or comment on it; a mention in his own post is silent.
    const mention = `Hello @[${ana.profile.name}](${ana.id})`
    await insertPost(bo, { body: mention })
    expect((await bo.client.from('post_likes').insert({ post_id: anaPost.id, user_id: bo.id })).error).not.toBeNull()
    const { data: all } = await ana.client.from('notifications').select('actor_id').eq('recipient_id', ana.id)
    expect(all!.map((n) => n.actor_id)).not.toContain(bo.id)

    // Cleo's mention of Ana still arrives.
    await insertPost(cleo, { body: `Thanks @[${ana.profile.name}](${ana.id})` })
    const { data: fromCleo } = await ana.client.from('notifications').select('type').eq('actor_id', cleo.id)
    expect(fromCleo!.map((n) => n.type)).toContain('mention')
  })
})
