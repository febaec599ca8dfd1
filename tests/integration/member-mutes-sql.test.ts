import { describe, expect, it } from 'vitest'
import { insertPost, memberWithProfile, type Member } from './helpers.ts'

const mute = async (muter: Member, muted: Member) => {
  const { error } = await muter.client.from('member_mutes').insert({ muter_id: muter.id, muted_id: muted.id })
  expect(error).toBeNull()
}

const postsBy = async (reader: Member, author: Member) => {
  const { data, error } = await reader.client.from('posts').select('id').eq('author_id', author.id)
  expect(error).toBeNull()
  return data!.length
}

describe('muting a member', () => {
  it('takes their posts out of the muter’s sight and nothing else, and only the muter knows', async () => {
    const [ana, bo, cleo] = await Promise.all([
      memberWithProfile('mute-ana'),
      memberWithProfile('mute-bo'),
      memberWithProfile('mute-cleo'),
    ])
    await insertPost(bo, { body: 'Bo’s thoughts' })
    await insertPost(ana, { body: 'Ana’s news' })
    expect((await ana.client.from('follows').insert({ follower_id: ana.id, followee_id: bo.id })).error).toBeNull()
    expect(await postsBy(ana, bo)).toBe(1)

    await mute(ana, bo)
    expect(await postsBy(ana, bo)).toBe(0)
    const following = await ana.client.rpc('following_feed', { page_size: 20 })
    expect(following.error).toBeNull()
    expect((following.data as Array<{ author_id: string }>).map((p) => p.author_id)).not.toContain(bo.id)
    // Bo still sees Ana and her posts, still follows and is followed, and cannot tell he is muted.
    expect(await postsBy(bo, ana)).toBe(1)
    expect((await bo.client.from('profiles').select('id').eq('id', ana.id)).data).toHaveLength(1)
    expect((await bo.client.from('member_mutes').select('muter_id').eq('muted_id', bo.id)).data).toEqual([])
    expect((await ana.client.from('follows').select('followee_id').eq('follower_id', ana.id)).data).toEqual([
      { followee_id: bo.id },
    ])
    // A third member is untouched.
    expect(await postsBy(cleo, bo)).toBe(1)

    // Nobody mutes on another's behalf.
    const forged = await bo.client.from('member_mutes').insert({ muter_id: ana.id, muted_id: cleo.id })
    expect(forged.error?.code).toBe('42501')
    const self = await ana.client.from('member_mutes').insert({ muter_id: ana.id, muted_id: ana.id })
    expect(self.error?.code).toBe('23514')

    await ana.client.from('member_mutes').delete().eq('muter_id', ana.id).eq('muted_id', bo.id)
    expect(await postsBy(ana, bo)).toBe(1)
  })

  it('silences what a muted member does, for the muter only', async () => {
    const [ana, bo] = await Promise.all([memberWithProfile('mute-n-ana'), memberWithProfile('mute-n-bo')])
    const post = await insertPost(ana, { body: 'Ana writes' })
    await mute(ana, bo)
    expect((await bo.client.from('post_likes').insert({ post_id: post.id, user_id: bo.id })).error).toBeNull()
    await insertPost(bo, { body: `Hi @[${ana.profile.name}](${ana.id})` })
    const { data } = await ana.client.from('notifications').select('type').eq('actor_id', bo.id)
    expect(data).toEqual([])
  })
})
