import { describe, expect, it } from 'vitest'
import { memberWithProfile } from './helpers.ts'

type Member = Awaited<ReturnType<typeof memberWithProfile>>

const slug = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}`

async function community(owner: Member, fields: Record<string, unknown> = {}) {
  const { data, error } = await owner.client
    .from('communities')
    .insert({ name: 'Robotics Club', slug: slug('robotics'), created_by: owner.id, ...fields })
    .select()
    .single()
  if (error) throw error
  return data
}

const join = (m: Member, id: string, message?: string) => m.client.rpc('join_community', { community: id, message })

async function activeMember(m: Member, c: { id: string }, owner: Member) {
  const { data } = await join(m, c.id)
  if (data?.status === 'pending') {
    const { error } = await owner.client.rpc('answer_join_requests', {
      community: c.id,
      member_ids: [m.id],
      approve: true,
    })
    if (error) throw error
  }
}

const post = (m: Member, communityId: string, body = 'Hello community') =>
  m.client.from('posts').insert({ author_id: m.id, community_id: communityId, body }).select().single()

const count = async (m: Member, communityId: string) =>
  (await m.client.from('communities').select('member_count, post_count').eq('id', communityId).single()).data

describe('communities', () => {
  it('make their creator the owner; counts are the database’s', async () => {
    const owner = await memberWithProfile('cm-owner')
    const c = await community(owner, { member_count: 500, post_count: 9 })
    expect(c).toMatchObject({ member_count: 0, post_count: 0 })
    expect(await count(owner, c.id)).toEqual({ member_count: 1, post_count: 0 })
    const { data } = await owner.client.from('community_members').select('role, status').eq('community_id', c.id)
    expect(data).toEqual([{ role: 'owner', status: 'active' }])
    const taken = await owner.client.from('communities').insert({ name: 'Copy', slug: c.slug, created_by: owner.id })
    expect(taken.error?.code).toBe('23505')
    const forged = await owner.client
      .from('communities')
      .insert({ name: 'Forged', slug: slug('forged'), created_by: (await memberWithProfile('cm-victim')).id })
    expect(forged.error?.code).toBe('42501')
  })

  it('join by policy: open at once, approval as a request moderators answer, invite-only by invitation', async () => {
    const [owner, ana, ben, cat] = await Promise.all([
      memberWithProfile('jp-owner'),
      memberWithProfile('jp-ana'),
      memberWithProfile('jp-ben'),
      memberWithProfile('jp-cat'),
    ])
    const open = await community(owner)
    expect((await join(ana, open.id)).data).toMatchObject({ status: 'active', role: 'member' })
    expect(await count(owner, open.id)).toMatchObject({ member_count: 2 })

    const approval = await community(owner, { join_policy: 'approval' })
    expect((await join(ben, approval.id, 'I build robots')).data).toMatchObject({ status: 'pending' })
    const told = await owner.client.from('notifications').select('type, actor_id').eq('entity_id', approval.id)
    expect(told.data).toEqual([{ type: 'community_join_request', actor_id: ben.id }])
    // A pending member cannot approve themselves.
    const self = await ben.client.rpc('answer_join_requests', {
      community: approval.id,
      member_ids: [ben.id],
      approve: true,
    })
    expect(self.error?.code).toBe('42501')
    const answered = await owner.client.rpc('answer_join_requests', {
      community: approval.id,
      member_ids: [ben.id],
      approve: true,
    })
    expect(answered.data).toBe(1)
    expect((await ben.client.from('notifications').select('type').eq('entity_id', approval.id)).data).toEqual([
      { type: 'community_join_approved' },
    ])

    const invite = await community(owner, { join_policy: 'invite_only', visibility: 'private' })
    expect((await join(cat, invite.id)).error).toMatchObject({
      code: '42501',
      message: 'This community is invitation only',
    })
    await owner.client.rpc('invite_to_community', { community: invite.id, member: cat.id })
    expect((await cat.client.from('notifications').select('type').eq('entity_id', invite.id)).data).toEqual([
      { type: 'community_invite' },
    ])
    expect((await join(cat, invite.id)).data).toMatchObject({ status: 'active' })

    const { data: link } = await owner.client.rpc('create_community_invite_link', {
      community: invite.id,
      valid_days: 1,
    })
    const dan = await memberWithProfile('jp-dan')
    expect((await dan.client.rpc('join_community_with_token', { invite_token: link!.token! })).data).toMatchObject({
      status: 'active',
    })
    expect((await dan.client.rpc('join_community_with_token', { invite_token: 'nope' })).error?.code).toBe('P0002')
    // Only moderators make links.
    expect((await dan.client.rpc('create_community_invite_link', { community: invite.id })).error?.code).toBe('42501')
  })

  it('declined requests are told; banned members cannot join or post', async () => {
    const [owner, ana, ben] = await Promise.all([
      memberWithProfile('bn-owner'),
      memberWithProfile('bn-ana'),
      memberWithProfile('bn-ben'),
    ])
    const c = await community(owner, { join_policy: 'approval' })
    await join(ana, c.id)
    await owner.client.rpc('answer_join_requests', { community: c.id, member_ids: [ana.id], approve: false })
    expect((await ana.client.from('notifications').select('type').eq('entity_id', c.id)).data).toEqual([
      { type: 'community_join_declined' },
    ])
    await activeMember(ben, c, owner)
    expect((await post(ben, c.id)).error).toBeNull()
    await owner.client.rpc('ban_community_member', { community: c.id, member: ben.id, banned: true })
    expect((await post(ben, c.id)).error?.code).toBe('42501')
    expect((await join(ben, c.id)).error?.message).toBe('You cannot join this community')
  })

  it('a pending member cannot post; nobody edits their way into a community or its moderation', async () => {
    const [owner, ana, eve] = await Promise.all([
      memberWithProfile('pd-owner'),
      memberWithProfile('pd-ana'),
      memberWithProfile('pd-eve'),
    ])
    const c = await community(owner, { join_policy: 'approval' })
    await join(ana, c.id)
    expect((await post(ana, c.id)).error?.code).toBe('42501')
    expect((await post(eve, c.id)).error?.code).toBe('42501')
    // Members change only their notification level: not their status or role.
    await ana.client
      .from('community_members')
      .update({ status: 'active', role: 'owner' })
      .eq('user_id', ana.id)
      .eq('community_id', c.id)
    const row = await ana.client
      .from('community_members')
      .select('status, role')
      .eq('user_id', ana.id)
      .eq('community_id', c.id)
      .single()
    expect(row.data).toEqual({ status: 'pending', role: 'member' })
    // A post moved into a community by editing stays where it was.
    const { data: own } = await eve.client
      .from('posts')
      .insert({ author_id: eve.id, body: 'outside' })
      .select()
      .single()
    await eve.client.from('posts').update({ community_id: c.id, pinned_at: new Date().toISOString() }).eq('id', own!.id)
    expect((await eve.client.from('posts').select('community_id, pinned_at').eq('id', own!.id).single()).data).toEqual({
      community_id: null,
      pinned_at: null,
    })
    // Nobody edits a community they do not moderate.
    const edited = await eve.client.from('communities').update({ name: 'Hijacked' }).eq('id', c.id).select()
    expect(edited.data).toEqual([])
  })

  it('roles: only the owner names moderators or transfers ownership; members cannot promote themselves', async () => {
    const [owner, mod, ana] = await Promise.all([
      memberWithProfile('rl-owner'),
      memberWithProfile('rl-mod'),
      memberWithProfile('rl-ana'),
    ])
    const c = await community(owner)
    await Promise.all([join(mod, c.id), join(ana, c.id)])
    expect(
      (await ana.client.rpc('set_community_role', { community: c.id, member: ana.id, new_role: 'moderator' })).error
        ?.code,
    ).toBe('42501')
    expect(
      (await owner.client.rpc('set_community_role', { community: c.id, member: mod.id, new_role: 'moderator' })).error,
    ).toBeNull()
    // A moderator cannot name moderators, nor remove or ban the owner.
    expect(
      (await mod.client.rpc('set_community_role', { community: c.id, member: ana.id, new_role: 'moderator' })).error
        ?.code,
    ).toBe('42501')
    expect((await mod.client.rpc('remove_community_member', { community: c.id, member: owner.id })).error?.code).toBe(
      '42501',
    )
    expect(
      (await mod.client.rpc('ban_community_member', { community: c.id, member: owner.id, banned: true })).error?.code,
    ).toBe('42501')
    // The last owner cannot leave; after a transfer they can.
    expect((await owner.client.rpc('leave_community', { community: c.id })).error?.message).toBe(
      'Transfer ownership to another member before you leave',
    )
    await owner.client.rpc('set_community_role', { community: c.id, member: mod.id, new_role: 'owner' })
    const roles = await mod.client
      .from('community_members')
      .select('user_id, role')
      .eq('community_id', c.id)
      .in('user_id', [owner.id, mod.id])
    expect(Object.fromEntries(roles.data!.map((r) => [r.user_id, r.role]))).toEqual({
      [owner.id]: 'moderator',
      [mod.id]: 'owner',
    })
    expect((await owner.client.rpc('leave_community', { community: c.id })).error).toBeNull()
    expect(await count(mod, c.id)).toMatchObject({ member_count: 2 })
  })

  it('moderators pin and remove posts with a reason the author is told; members cannot', async () => {
    const [owner, ana, ben] = await Promise.all([
      memberWithProfile('md-owner'),
      memberWithProfile('md-ana'),
      memberWithProfile('md-ben'),
    ])
    const c = await community(owner)
    await Promise.all([join(ana, c.id), join(ben, c.id)])
    const { data: p } = await post(ana, c.id, 'Selling my old laptop')
    expect((await ben.client.rpc('pin_community_post', { post: p!.id, pinned: true })).error?.code).toBe('42501')
    expect((await ben.client.rpc('remove_community_post', { post: p!.id, reason: 'mine now' })).error?.code).toBe(
      '42501',
    )
    expect((await owner.client.rpc('pin_community_post', { post: p!.id, pinned: true })).data).toMatchObject({
      pinned_at: expect.any(String),
    })
    expect((await owner.client.rpc('remove_community_post', { post: p!.id, reason: '  ' })).error?.code).toBe('22023')
    const removed = await owner.client.rpc('remove_community_post', { post: p!.id, reason: 'No sales posts (rule 3)' })
    expect(removed.data).toMatchObject({ removed_reason: 'No sales posts (rule 3)', pinned_at: null })
    const told = await ana.client.from('notifications').select('type, data').eq('post_id', p!.id)
    expect(told.data).toEqual([
      { type: 'community_post_removed', data: expect.objectContaining({ reason: 'No sales posts (rule 3)' }) },
    ])
    // The author and the moderators still see it; other members do not.
    expect((await ana.client.from('posts').select('id').eq('id', p!.id)).data).toHaveLength(1)
    expect((await owner.client.from('posts').select('id').eq('id', p!.id)).data).toHaveLength(1)
    expect((await ben.client.from('posts').select('id').eq('id', p!.id)).data).toEqual([])
    expect(await count(owner, c.id)).toMatchObject({ post_count: 0 })
  })

  it('a private community’s posts and members are invisible to non-members, its header is not', async () => {
    const [owner, member, outsider] = await Promise.all([
      memberWithProfile('pv-owner'),
      memberWithProfile('pv-member'),
      memberWithProfile('pv-outsider'),
    ])
    const c = await community(owner, { visibility: 'private', join_policy: 'approval', name: 'Secret Society' })
    await activeMember(member, c, owner)
    const { data: p } = await post(member, c.id, 'Members-only plans #secretplans')
    expect((await outsider.client.from('communities').select('name').eq('id', c.id)).data).toEqual([
      { name: 'Secret Society' },
    ])
    expect((await outsider.client.from('posts').select('id').eq('id', p!.id)).data).toEqual([])
    expect((await outsider.client.from('posts').select('id').contains('hashtags', ['secretplans'])).data).toEqual([])
    expect((await outsider.client.from('posts').select('id').ilike('body', '%Members-only%')).data).toEqual([])
    const members = await outsider.client.from('community_members').select('user_id, role').eq('community_id', c.id)
    expect(members.data).toEqual([{ user_id: owner.id, role: 'owner' }])
    expect((await member.client.from('posts').select('id').eq('id', p!.id)).data).toHaveLength(1)
    // Nor can anyone comment, like or repost their way in.
    expect(
      (await outsider.client.from('post_likes').insert({ post_id: p!.id, user_id: outsider.id })).error?.code,
    ).toBe('42501')
    const repost = await owner.client.from('posts').insert({ author_id: owner.id, repost_of: p!.id, body: '' })
    expect(repost.error?.code).toBe('42501')
    // A pending member still sees only the header.
    await join(outsider, c.id)
    expect((await outsider.client.from('posts').select('id').eq('id', p!.id)).data).toEqual([])
    // Going public opens the posts.
    await owner.client.from('communities').update({ visibility: 'public' }).eq('id', c.id)
    expect((await outsider.client.from('posts').select('id').eq('id', p!.id)).data).toHaveLength(1)
  })

  it('new posts notify members whose level is "all"; my communities count unread posts', async () => {
    const [owner, eager, quiet] = await Promise.all([
      memberWithProfile('nl-owner'),
      memberWithProfile('nl-eager'),
      memberWithProfile('nl-quiet'),
    ])
    const c = await community(owner)
    await Promise.all([join(eager, c.id), join(quiet, c.id)])
    await eager.client
      .from('community_members')
      .update({ notification_level: 'all' })
      .eq('community_id', c.id)
      .eq('user_id', eager.id)
    const { data: p } = await post(owner, c.id, 'Meeting moved to Friday')
    expect((await eager.client.from('notifications').select('type').eq('post_id', p!.id)).data).toEqual([
      { type: 'community_post' },
    ])
    expect((await quiet.client.from('notifications').select('type').eq('post_id', p!.id)).data).toEqual([])
    const mine = await quiet.client.rpc('my_communities')
    expect(mine.data).toEqual([expect.objectContaining({ id: c.id, role: 'member', unread_count: 1 })])
  })

  it('discover searches name and description, filters by category and pages by keyset', async () => {
    const owner = await memberWithProfile('dc-owner')
    const word = `zq${Math.random().toString(36).slice(2, 8)}`
    await community(owner, { name: `Chess ${word}`, category: 'sports' })
    await community(owner, { name: 'Go club', description: `Board games and ${word}`, category: 'sports' })
    await community(owner, { name: `Debate ${word}`, category: 'academic' })
    const all = await owner.client.rpc('discover_communities', { search: word, max_results: 2 })
    expect(all.data).toHaveLength(2)
    const next = await owner.client.rpc('discover_communities', {
      search: word,
      max_results: 2,
      after: all.data!.at(-1)!.id,
    })
    expect(next.data).toHaveLength(1)
    const sports = await owner.client.rpc('discover_communities', { search: word, category_filter: 'sports' })
    expect(sports.data!.map((c: { name: string }) => c.name).sort()).toEqual([`Chess ${word}`, 'Go club'])
  })
})
