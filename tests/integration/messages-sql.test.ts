import { describe, expect, it } from 'vitest'
import { associate } from './helpers.ts'
import { member, refusalOf, send, start } from './messages-fixtures.ts'

describe('who may write to whom', () => {
  it('lets associates write; students otherwise only to followers who follow them, as their settings say', async () => {
    const [ana, ben, cara, dan] = await Promise.all([
      member('ana', { first_name: 'Ana' }),
      member('ben'),
      member('cara'),
      member('dan'),
    ])
    expect(await refusalOf(ben, ana)).toBe('Ana only accepts messages from associates and followers')
    await ben.client.from('follows').insert({ follower_id: ben.id, followee_id: ana.id })
    expect(await refusalOf(ben, ana)).toBeNull()
    await associate(cara, ana)
    expect(await refusalOf(cara, ana)).toBeNull()
    const refused = await dan.client.rpc('start_conversation', { member_ids: [ana.id] })
    expect(refused.error?.message).toBe('Ana only accepts messages from associates and followers')
    expect(refused.error?.code).toBe('42501')
  })

  it('honours allow_messages, allow_follower_messages and messaging_enabled', async () => {
    const [strict, noFollowers, off, fan, friend] = await Promise.all([
      member('strict', { first_name: 'Ethan', allow_messages: false }),
      member('nofollow', { first_name: 'Lia', allow_follower_messages: false }),
      member('off', { first_name: 'Zara', messaging_enabled: false }),
      member('fan'),
      member('friend'),
    ])
    await Promise.all(
      [strict, noFollowers, off].map((t) =>
        fan.client.from('follows').insert({ follower_id: fan.id, followee_id: t.id }),
      ),
    )
    expect(await refusalOf(fan, strict)).toBe('Ethan only accepts messages from associates')
    expect(await refusalOf(fan, noFollowers)).toBe('Lia only accepts messages from associates')
    expect(await refusalOf(fan, off)).toBe('Zara has turned off messages')
    await associate(friend, strict)
    await associate(friend, off)
    expect(await refusalOf(friend, strict)).toBeNull()
    expect(await refusalOf(friend, off)).toBe('Zara has turned off messages')
  })

  it('lets anyone write to organisations unless they turn messages off', async () => {
    const [org, closedOrg, student] = await Promise.all([
      member('org', { profile_type: 'company', name: 'Northwind', first_name: null }),
      member('closed-org', { profile_type: 'investor', first_name: 'Harbor', allow_messages: false }),
      member('student'),
    ])
    expect(await refusalOf(student, org)).toBeNull()
    expect(await refusalOf(student, closedOrg)).toBe('Harbor only accepts messages from associates')
  })

  it('never lets members who blocked each other write, either way, nor tells who blocked whom', async () => {
    const [ana, ben] = await Promise.all([
      member('blocker', { first_name: 'Ana' }),
      member('blocked', { first_name: 'Ben' }),
    ])
    await associate(ana, ben)
    const conversation = await start(ben, [ana])
    expect((await send(ben, conversation, 'hello')).error).toBeNull()
    expect((await ana.client.from('user_blocks').insert({ blocker_id: ana.id, blocked_id: ben.id })).error).toBeNull()
    const refused = await send(ben, conversation, 'are you there?')
    expect(refused.error?.message).toBe('Ana is not accepting messages from you')
    expect((await send(ana, conversation, 'bye')).error?.message).toBe('You blocked Ben. Unblock them to send messages')
    expect((await ben.client.rpc('start_conversation', { member_ids: [ana.id] })).error?.code).toBe('42501')
    await ana.client.from('user_blocks').delete().eq('blocked_id', ben.id)
    expect((await send(ben, conversation, 'hello again')).error).toBeNull()
  })

  it('lets the one who was written to answer, even when their settings would refuse a new conversation', async () => {
    const [ethan, org] = await Promise.all([
      member('ethan-reply', { first_name: 'Ethan', allow_messages: false }),
      member('org-reply', { profile_type: 'company' }),
    ])
    const conversation = await start(ethan, [org])
    expect((await send(ethan, conversation, 'Hello Northwind')).error).toBeNull()
    expect((await send(org, conversation, 'Hello Ethan')).error).toBeNull()
  })
})

describe('conversations', () => {
  it('have one direct conversation per pair, returned to either side', async () => {
    const [ana, ben] = await Promise.all([member('pair-a'), member('pair-b')])
    await associate(ana, ben)
    const first = await start(ana, [ben])
    expect(await start(ana, [ben])).toBe(first)
    expect(await start(ben, [ana])).toBe(first)
    const { data } = await ana.client.from('conversations').select('id, kind').eq('id', first).single()
    expect(data).toEqual({ id: first, kind: 'direct' })
    expect((await ana.client.rpc('start_conversation', { member_ids: [ana.id] })).error?.message).toBe(
      'Choose at least one member to message',
    )
  })

  it('are invisible, with their members and messages, to non-members', async () => {
    const [ana, ben, eve] = await Promise.all([member('priv-a'), member('priv-b'), member('priv-eve')])
    await associate(ana, ben)
    const conversation = await start(ana, [ben])
    await send(ana, conversation, 'just between us')
    expect((await eve.client.from('conversations').select('id').eq('id', conversation)).data).toEqual([])
    expect(
      (await eve.client.from('conversation_members').select('user_id').eq('conversation_id', conversation)).data,
    ).toEqual([])
    expect((await eve.client.from('messages').select('id').eq('conversation_id', conversation)).data).toEqual([])
    expect((await eve.client.rpc('conversation_list', { only_id: conversation })).data).toEqual([])
    expect((await ben.client.from('messages').select('body').eq('conversation_id', conversation)).data).toEqual([
      { body: 'just between us' },
    ])
    const forged = await send(eve, conversation, 'let me in')
    expect(forged.error?.code).toBe('42501')
    const asOther = await ben.client
      .from('messages')
      .insert({ conversation_id: conversation, sender_id: ana.id, body: 'I am Ana' })
    expect(asOther.error?.code).toBe('42501')
  })

  it('list newest first with unread counts, previews and members, and count unread conversations', async () => {
    const [ana, ben, cara] = await Promise.all([member('list-a'), member('list-b'), member('list-c')])
    await Promise.all([associate(ana, ben), associate(ana, cara)])
    const withBen = await start(ana, [ben])
    const withCara = await start(ana, [cara])
    await send(ben, withBen, 'one')
    await send(ben, withBen, 'two')
    await send(cara, withCara, 'hi Ana')
    const { data: list } = await ana.client.rpc('conversation_list', {})
    expect(list.map((c: { id: string }) => c.id)).toEqual([withCara, withBen])
    expect(list[1]).toMatchObject({
      kind: 'direct',
      unread_count: 2,
      last_message_preview: 'two',
      last_sender_id: ben.id,
    })
    expect(list[1].members.map((m: { id: string }) => m.id).sort()).toEqual([ana.id, ben.id].sort())
    const page2 = await ana.client.rpc('conversation_list', {
      before_at: list[0].last_message_at,
      before_id: list[0].id,
    })
    expect(page2.data.map((c: { id: string }) => c.id)).toEqual([withBen])
    const count = async () =>
      (
        await ana.client
          .from('conversation_members')
          .select('conversation_id', { count: 'exact', head: true })
          .eq('user_id', ana.id)
          .gt('unread_count', 0)
          .eq('muted', false)
          .is('left_at', null)
      ).count
    expect(await count()).toBe(2)
    await ana.client.rpc('mark_conversation_read', { conversation_id: withBen })
    expect(await count()).toBe(1)
    const searched = await ana.client.rpc('conversation_list', { search: 'list-c' })
    expect(searched.data.map((c: { id: string }) => c.id)).toEqual([withCara])
    expect((await ben.client.rpc('conversation_list', {})).data[0].unread_count).toBe(0)
  })

  it('move last_read_at only for its own member, who may mute and archive their own row only', async () => {
    const [ana, ben] = await Promise.all([member('read-a'), member('read-b')])
    await associate(ana, ben)
    const conversation = await start(ana, [ben])
    await send(ana, conversation, 'read me')
    const forged = await ana.client
      .from('conversation_members')
      .update({ last_read_at: new Date().toISOString() })
      .eq('conversation_id', conversation)
      .eq('user_id', ben.id)
      .select()
    expect(forged.error?.code ?? forged.data).toBeTruthy()
    expect(forged.data ?? []).toEqual([])
    const othersMute = await ana.client
      .from('conversation_members')
      .update({ muted: true })
      .eq('conversation_id', conversation)
      .eq('user_id', ben.id)
      .select()
    expect(othersMute.data).toEqual([])
    await ben.client
      .from('conversation_members')
      .update({ role: 'owner', unread_count: 0 })
      .eq('conversation_id', conversation)
      .eq('user_id', ben.id)
    const own = await ben.client
      .from('conversation_members')
      .select('role, unread_count')
      .eq('conversation_id', conversation)
      .eq('user_id', ben.id)
      .single()
    expect(own.data).toEqual({ role: 'member', unread_count: 1 })
    const before = (await ana.client.rpc('conversation_list', { only_id: conversation })).data[0].members.find(
      (m: { id: string }) => m.id === ben.id,
    ).last_read_at
    await ana.client.rpc('mark_conversation_read', { conversation_id: conversation })
    const unchanged = (await ana.client.rpc('conversation_list', { only_id: conversation })).data[0].members.find(
      (m: { id: string }) => m.id === ben.id,
    ).last_read_at
    expect(unchanged).toBe(before)
    await ben.client.rpc('mark_conversation_read', { conversation_id: conversation })
    const moved = (await ana.client.rpc('conversation_list', { only_id: conversation })).data[0].members.find(
      (m: { id: string }) => m.id === ben.id,
    ).last_read_at
    expect(new Date(moved).getTime()).toBeGreaterThan(new Date(before).getTime())
    const muted = await ben.client
      .from('conversation_members')
      .update({ muted: true, archived: true })
      .eq('conversation_id', conversation)
      .eq('user_id', ben.id)
      .select('muted, archived')
    expect(muted.data).toEqual([{ muted: true, archived: true }])
  })
})

describe('messages', () => {
  it('can be edited and deleted by their sender only; a deletion leaves no text behind', async () => {
    const [ana, ben] = await Promise.all([member('edit-a'), member('edit-b')])
    await associate(ana, ben)
    const conversation = await start(ana, [ben])
    const { data: sent } = await send(ana, conversation, 'first draft')
    const byOther = await ben.client.from('messages').update({ body: 'hacked' }).eq('id', sent.id).select()
    expect(byOther.data).toEqual([])
    const deleteByOther = await ben.client
      .from('messages')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', sent.id)
      .select()
    expect(deleteByOther.data).toEqual([])
    expect((await ben.client.from('messages').delete().eq('id', sent.id).select()).data ?? []).toEqual([])
    const edited = await ana.client.from('messages').update({ body: 'final text' }).eq('id', sent.id).select().single()
    expect(edited.data).toMatchObject({ body: 'final text' })
    expect(edited.data.edited_at).not.toBeNull()
    const deleted = await ana.client
      .from('messages')
      .update({ deleted_at: new Date().toISOString() })
      .eq('id', sent.id)
      .select()
      .single()
    expect(deleted.data).toMatchObject({ body: '', attachments: [] })
    expect(deleted.data.deleted_at).not.toBeNull()
    const list = await ben.client.rpc('conversation_list', { only_id: conversation })
    expect(list.data[0].last_message_preview).toBe('Message deleted')
    expect((await ana.client.from('messages').update({ body: 'undo' }).eq('id', sent.id)).error?.message).toBe(
      'This message was deleted',
    )
  })

  it('reply only within their conversation and refuse empty bodies', async () => {
    const [ana, ben, cara] = await Promise.all([member('reply-a'), member('reply-b'), member('reply-c')])
    await Promise.all([associate(ana, ben), associate(ana, cara)])
    const one = await start(ana, [ben])
    const two = await start(ana, [cara])
    const { data: original } = await send(ana, one, 'question?')
    expect((await send(ben, one, 'answer', { reply_to_id: original.id })).error).toBeNull()
    expect((await send(cara, two, 'sneaky', { reply_to_id: original.id })).error?.code).toBe('22023')
    expect((await send(ana, one, '   ')).error?.message).toBe('Write a message or attach a file')
  })
})

describe('groups', () => {
  it('are changed by their owner only; members cannot add themselves or others', async () => {
    const [owner, ana, ben, eve] = await Promise.all([
      member('g-owner'),
      member('g-ana'),
      member('g-ben'),
      member('g-eve'),
    ])
    await Promise.all([associate(owner, ana), associate(owner, ben), associate(owner, eve)])
    const group = await start(owner, [ana, ben], 'Study group')
    expect((await ana.client.from('conversations').select('kind, title').eq('id', group).single()).data).toEqual({
      kind: 'group',
      title: 'Study group',
    })
    const selfAdd = await eve.client.rpc('add_conversation_members', { conversation_id: group, member_ids: [eve.id] })
    expect(selfAdd.error?.message).toBe("Only the group's owner can do that")
    const memberAdds = await ana.client.rpc('add_conversation_members', {
      conversation_id: group,
      member_ids: [eve.id],
    })
    expect(memberAdds.error?.code).toBe('42501')
    const joined = await eve.client.from('conversation_members').insert({ conversation_id: group, user_id: eve.id })
    expect(joined.error).not.toBeNull()
    expect(
      (await ana.client.rpc('update_conversation', { conversation_id: group, title: 'Mine now' })).error?.code,
    ).toBe('42501')
    expect(
      (await owner.client.rpc('update_conversation', { conversation_id: group, title: 'Exam prep' })).error,
    ).toBeNull()
    expect((await ben.client.from('conversations').select('title').eq('id', group).single()).data?.title).toBe(
      'Exam prep',
    )
    expect(
      (await owner.client.rpc('add_conversation_members', { conversation_id: group, member_ids: [eve.id] })).error,
    ).toBeNull()
    expect((await eve.client.from('conversations').select('id').eq('id', group)).data).toHaveLength(1)
    const removeByMember = await ana.client.rpc('remove_conversation_member', {
      conversation_id: group,
      member_id: ben.id,
    })
    expect(removeByMember.error?.code).toBe('42501')
    expect(
      (await owner.client.rpc('remove_conversation_member', { conversation_id: group, member_id: eve.id })).error,
    ).toBeNull()
    expect((await eve.client.from('messages').select('id').eq('conversation_id', group)).data).toEqual([])
    expect((await send(eve, group, 'still here?')).error?.code).toBe('42501')
    expect(
      (await ana.client.rpc('remove_conversation_member', { conversation_id: group, member_id: ana.id })).error,
    ).toBeNull()
    expect((await ana.client.from('conversations').select('id').eq('id', group)).data).toEqual([])
  })

  it('add each member subject to the messaging rule', async () => {
    const [owner, friend, stranger] = await Promise.all([
      member('rule-owner'),
      member('rule-friend'),
      member('rule-stranger', { first_name: 'Sam' }),
    ])
    await associate(owner, friend)
    const refused = await owner.client.rpc('start_conversation', {
      member_ids: [friend.id, stranger.id],
      title: 'Crew',
    })
    expect(refused.error?.message).toBe('Sam only accepts messages from associates and followers')
    const group = await start(owner, [friend], 'Crew')
    const add = await owner.client.rpc('add_conversation_members', {
      conversation_id: group,
      member_ids: [stranger.id],
    })
    expect(add.error?.message).toBe('Sam only accepts messages from associates and followers')
  })
})
