import { describe, expect, it } from 'vitest'
import { adminClient, memberWithProfile } from './helpers.ts'

type Member = Awaited<ReturnType<typeof memberWithProfile>>

const slug = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}`

async function community(owner: Member, fields: Record<string, unknown> = {}) {
  const { data, error } = await owner.client
    .from('communities')
    .insert({ name: 'Chess Society', slug: slug('chess'), created_by: owner.id, ...fields })
    .select()
    .single()
  if (error) throw error
  return data
}

const link = async (m: Member, communityId: string, days: number) =>
  m.client.rpc('create_community_invite_link', { community: communityId, valid_days: days })
const status = async (m: Member, token: string) =>
  (await m.client.rpc('community_invite_status', { invite_token: token })).data?.[0]?.status
const accept = (m: Member, token: string) => m.client.rpc('join_community_with_token', { invite_token: token })

async function moderatorOf(owner: Member, m: Member, communityId: string) {
  await owner.client.rpc('invite_to_community', { community: communityId, member: m.id })
  await m.client.rpc('join_community', { community: communityId })
  const { error } = await owner.client.rpc('set_community_role', {
    community: communityId,
    member: m.id,
    new_role: 'moderator',
  })
  if (error) throw error
}

describe('community invitation links', () => {
  it('let anyone holding a live link join a private invite-only community, and count the uses', async () => {
    const [owner, ana, ben] = await Promise.all([
      memberWithProfile('il-owner'),
      memberWithProfile('il-ana'),
      memberWithProfile('il-ben'),
    ])
    const c = await community(owner, { visibility: 'private', join_policy: 'invite_only' })
    const { data: week } = await link(owner, c.id, 7)
    const { data: forever } = await link(owner, c.id, 0)
    expect(forever!.expires_at).toBe('infinity')
    expect(new Date(week!.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000)

    expect((await ana.client.rpc('community_invite_status', { invite_token: week!.token! })).data).toEqual([
      { community_id: c.id, slug: c.slug, name: 'Chess Society', status: 'valid', expires_at: week!.expires_at },
    ])
    expect((await ana.client.rpc('community_invite_status', { invite_token: 'unknown-token' })).data).toEqual([])
    expect((await accept(ana, week!.token!)).data).toMatchObject({ status: 'active', role: 'member' })
    expect(await status(ana, week!.token!)).toBe('member')
    expect((await accept(ben, forever!.token!)).data).toMatchObject({ status: 'active' })

    // Moderators see the links with their uses; members do not.
    const listed = await owner.client
      .from('community_invites')
      .select('id, use_count, expires_at')
      .eq('community_id', c.id)
      .not('token', 'is', null)
      .order('created_at')
    expect(listed.data!.map((l) => l.use_count)).toEqual([1, 1])
    expect((await ana.client.from('community_invites').select('id').eq('community_id', c.id)).data).toEqual([])
  })

  it('refuse an expired or revoked link, and a banned member even with a live one', async () => {
    const [owner, mod, ana, ben, cat] = await Promise.all([
      memberWithProfile('ix-owner'),
      memberWithProfile('ix-mod'),
      memberWithProfile('ix-ana'),
      memberWithProfile('ix-ben'),
      memberWithProfile('ix-cat'),
    ])
    const c = await community(owner, { visibility: 'private', join_policy: 'approval' })
    await moderatorOf(owner, mod, c.id)

    const { data: old } = await link(owner, c.id, 1)
    await adminClient().from('community_invites').update({ expires_at: '2020-01-01T00:00:00Z' }).eq('id', old!.id)
    expect(await status(ana, old!.token!)).toBe('expired')
    expect((await accept(ana, old!.token!)).error).toMatchObject({
      code: 'P0002',
      message: 'This invitation link is invalid or has expired',
    })

    const { data: revoked } = await link(mod, c.id, 30)
    expect((await ana.client.rpc('revoke_community_invite', { invite: revoked!.id })).error?.code).toBe('42501')
    expect((await mod.client.rpc('revoke_community_invite', { invite: revoked!.id })).data).toBe(true)
    expect(await status(ana, revoked!.token!)).toBe('revoked')
    expect((await accept(ana, revoked!.token!)).error?.code).toBe('P0002')

    const { data: live } = await link(owner, c.id, 30)
    await owner.client.rpc('ban_community_member', { community: c.id, member: ben.id })
    expect(await status(ben, live!.token!)).toBe('banned')
    expect((await accept(ben, live!.token!)).error).toMatchObject({
      code: '42501',
      message: 'You cannot join this community',
    })
    expect((await cat.client.rpc('create_community_invite_link', { community: c.id })).error?.code).toBe('42501')
    expect((await accept(cat, live!.token!)).data).toMatchObject({ status: 'active' })
    // A member (not a moderator) cannot make links either.
    expect((await link(cat, c.id, 7)).error?.code).toBe('42501')
  })
})

describe('community settings', () => {
  it('moderators edit the description; only the owner changes visibility and join policy; the address stays', async () => {
    const [owner, mod, ana] = await Promise.all([
      memberWithProfile('cs-owner'),
      memberWithProfile('cs-mod'),
      memberWithProfile('cs-ana'),
    ])
    const c = await community(owner)
    await moderatorOf(owner, mod, c.id)
    await ana.client.rpc('join_community', { community: c.id })
    const read = async () =>
      (
        await owner.client
          .from('communities')
          .select('name, description, visibility, join_policy, slug')
          .eq('id', c.id)
          .single()
      ).data

    const edited = await mod.client
      .from('communities')
      .update({ description: 'Weekly blitz on Thursdays', category: 'social_impact' })
      .eq('id', c.id)
      .select('description')
    expect(edited.data).toEqual([{ description: 'Weekly blitz on Thursdays' }])

    // A member changes nothing (no row is theirs to update).
    expect((await ana.client.from('communities').update({ name: 'Taken over' }).eq('id', c.id).select()).data).toEqual(
      [],
    )
    const modPolicy = await mod.client.from('communities').update({ visibility: 'private' }).eq('id', c.id)
    expect(modPolicy.error).toMatchObject({
      code: '42501',
      message: 'Only the owner can change who may see and join the community',
    })
    expect(
      (await mod.client.from('communities').update({ join_policy: 'invite_only' }).eq('id', c.id)).error?.code,
    ).toBe('42501')
    expect(
      (
        await owner.client
          .from('communities')
          .update({ slug: slug('renamed') })
          .eq('id', c.id)
      ).error?.code,
    ).toBe('22023')

    const ownerEdit = await owner.client
      .from('communities')
      .update({ name: 'Lakeside Chess', visibility: 'private', join_policy: 'approval' })
      .eq('id', c.id)
    expect(ownerEdit.error).toBeNull()
    expect(await read()).toEqual({
      name: 'Lakeside Chess',
      description: 'Weekly blitz on Thursdays',
      visibility: 'private',
      join_policy: 'approval',
      slug: c.slug,
    })
  })

  it('only the owner transfers ownership and deletes the community', async () => {
    const [owner, mod, ana] = await Promise.all([
      memberWithProfile('ct-owner'),
      memberWithProfile('ct-mod'),
      memberWithProfile('ct-ana'),
    ])
    const c = await community(owner)
    await moderatorOf(owner, mod, c.id)
    await ana.client.rpc('join_community', { community: c.id })

    expect(
      (await mod.client.rpc('set_community_role', { community: c.id, member: mod.id, new_role: 'owner' })).error?.code,
    ).toBe('42501')
    expect(
      (await ana.client.rpc('set_community_role', { community: c.id, member: ana.id, new_role: 'owner' })).error?.code,
    ).toBe('42501')
    // Deleting as a moderator or member removes nothing.
    expect((await mod.client.from('communities').delete().eq('id', c.id).select()).data).toEqual([])
    expect((await ana.client.from('communities').delete().eq('id', c.id).select()).data).toEqual([])

    const transfer = await owner.client.rpc('set_community_role', {
      community: c.id,
      member: mod.id,
      new_role: 'owner',
    })
    expect(transfer.data).toMatchObject({ user_id: mod.id, role: 'owner' })
    const roles = await mod.client
      .from('community_members')
      .select('user_id, role')
      .eq('community_id', c.id)
      .neq('role', 'member')
    expect(Object.fromEntries(roles.data!.map((r) => [r.user_id, r.role]))).toEqual({
      [mod.id]: 'owner',
      [owner.id]: 'moderator',
    })
    // The former owner is a moderator now: they can no longer change the join policy or delete.
    expect(
      (await owner.client.from('communities').update({ join_policy: 'approval' }).eq('id', c.id)).error?.code,
    ).toBe('42501')
    expect((await owner.client.from('communities').delete().eq('id', c.id).select()).data).toEqual([])

    expect((await mod.client.from('communities').delete().eq('id', c.id).select('id')).data).toEqual([{ id: c.id }])
    expect((await ana.client.from('communities').select('id').eq('id', c.id)).data).toEqual([])
  })
})
