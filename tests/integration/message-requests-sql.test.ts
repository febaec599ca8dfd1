import { describe, expect, it } from 'vitest'
import { adminClient, associate, university, type Member } from './helpers.ts'
import { member, send, start } from './messages-fixtures.ts'

interface Listed {
  id: string
  request_status: string | null
  unread_count: number
  members: { id: string; last_read_at: string }[]
}

const list = async (m: Member, folder: 'inbox' | 'requests', onlyId?: string) => {
  const { data, error } = await m.client.rpc('conversation_list', { folder, ...(onlyId ? { only_id: onlyId } : {}) })
  if (error) throw error
  return data as Listed[]
}
const ids = async (m: Member, folder: 'inbox' | 'requests') => (await list(m, folder)).map((c) => c.id)
const requestCount = async (m: Member) => (await m.client.rpc('message_request_count')).data as number
const badge = async (m: Member) => (await m.client.rpc('unread_conversation_count')).data as number
const notifications = async (m: Member, conversation: string) =>
  (await m.client.from('notifications').select('id').eq('type', 'message').eq('entity_id', conversation)).data ?? []
/** What the sender can see of the conversation: the row they list, and every membership row they may read. */
const senderView = async (sender: Member, conversation: string) => {
  const [row] = await list(sender, 'inbox', conversation)
  const { data } = await sender.client.from('conversation_members').select('*').eq('conversation_id', conversation)
  return { members: row.members, rows: data }
}

/** An approved verification of `m` at `uni`, as the university's decision leaves it. */
async function verify(m: Member, uni: Member, role: 'student' | 'staff') {
  const { error } = await adminClient().from('verification_requests').insert({
    requester_id: m.id,
    university_id: uni.id,
    role,
    college_email: `${m.id.slice(0, 8)}@campus.test`,
    status: 'approved',
    decided_by: uni.id,
    decided_at: new Date().toISOString(),
  })
  if (error) throw error
}

describe('message requests', () => {
  it('puts a stranger’s conversation in Requests, an associate’s and verified university staff’s in the inbox', async () => {
    const [nia, stranger, friend, uni, prof, otherProf] = await Promise.all([
      member('req-nia', { first_name: 'Nia', profile_type: 'company', name: 'Nia Labs' }),
      member('req-stranger'),
      member('req-friend'),
      university('req-uni'),
      member('req-prof', { profile_type: 'professor' }),
      member('req-other-prof', { profile_type: 'professor' }),
    ])
    const student = await member('req-student', { first_name: 'Sol' })
    await associate(friend, nia)
    const fromStranger = await start(stranger, [nia])
    await send(stranger, fromStranger, 'Hello, we have not met')
    const fromFriend = await start(friend, [nia])
    await send(friend, fromFriend, 'Hi Nia')
    expect(await ids(nia, 'requests')).toEqual([fromStranger])
    expect(await ids(nia, 'inbox')).toEqual([fromFriend])
    expect(await requestCount(nia)).toBe(1)
    expect(await badge(nia)).toBe(1)
    expect(await notifications(nia, fromStranger)).toHaveLength(0)
    expect(await notifications(nia, fromFriend)).toHaveLength(1)
    // The sender's own side is an ordinary conversation.
    expect(await ids(stranger, 'inbox')).toEqual([fromStranger])
    expect(await ids(stranger, 'requests')).toEqual([])
    // Nobody but the recipient reads the request row.
    expect((await stranger.client.from('conversation_requests').select('*')).data).toEqual([])
    expect((await nia.client.from('conversation_requests').select('status')).data).toEqual([{ status: 'pending' }])

    // Staff verified by the student's university go to the inbox; staff of another university do not.
    await verify(student, uni, 'student')
    await verify(prof, uni, 'staff')
    const otherUni = await university('req-other-uni')
    await verify(otherProf, otherUni, 'staff')
    await otherProf.client.from('follows').insert({ follower_id: otherProf.id, followee_id: student.id })
    const fromProf = await start(prof, [student])
    const fromUni = await start(uni, [student])
    const fromOtherProf = await start(otherProf, [student])
    expect((await ids(student, 'inbox')).sort()).toEqual([fromProf, fromUni].sort())
    expect(await ids(student, 'requests')).toEqual([fromOtherProf])
  })

  it('accepting moves a request to the inbox; only then does the sender see it read', async () => {
    const [org, ana] = await Promise.all([
      member('acc-org', { profile_type: 'company', name: 'Acme' }),
      member('acc-ana', { first_name: 'Ana' }),
    ])
    const conversation = await start(org, [ana])
    await send(org, conversation, 'We liked your project')
    const before = (await senderView(org, conversation)).members.find((m) => m.id === ana.id)!.last_read_at
    expect((await list(ana, 'requests'))[0]).toMatchObject({ request_status: 'pending', unread_count: 1 })
    await ana.client.rpc('mark_conversation_read', { conversation_id: conversation, viewing: true })
    expect((await list(ana, 'requests'))[0].unread_count).toBe(0)
    expect((await senderView(org, conversation)).members.find((m) => m.id === ana.id)!.last_read_at).toBe(before)
    // Another member cannot answer Ana's request.
    expect((await org.client.rpc('respond_to_message_request', { conversation_id: conversation, accept: true })).error?.code).toBe(
      'P0002',
    )
    expect((await ana.client.rpc('respond_to_message_request', { conversation_id: conversation, accept: true })).error).toBeNull()
    expect(await ids(ana, 'inbox')).toEqual([conversation])
    expect(await ids(ana, 'requests')).toEqual([])
    expect((await list(ana, 'inbox'))[0].request_status).toBeNull()
    const after = (await senderView(org, conversation)).members.find((m) => m.id === ana.id)!.last_read_at
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime())
    await send(org, conversation, 'Great, talk soon')
    expect(await notifications(ana, conversation)).toHaveLength(1)
  })

  it('answering a request accepts it', async () => {
    const [org, ben] = await Promise.all([member('reply-org', { profile_type: 'employer' }), member('reply-ben')])
    const conversation = await start(org, [ben])
    await send(org, conversation, 'Hello')
    expect((await send(ben, conversation, 'Hi!')).error).toBeNull()
    expect(await ids(ben, 'inbox')).toEqual([conversation])
  })

  it('declining is silent: the sender sees what they saw before, and later messages do not bring it back', async () => {
    const [org, cara] = await Promise.all([
      member('dec-org', { profile_type: 'company', name: 'Globex' }),
      member('dec-cara', { first_name: 'Cara' }),
    ])
    const conversation = await start(org, [cara])
    await send(org, conversation, 'Interested in an internship?')
    const before = await senderView(org, conversation)
    expect((await cara.client.rpc('respond_to_message_request', { conversation_id: conversation, accept: false })).error).toBeNull()
    expect(await senderView(org, conversation)).toEqual(before)
    expect(await ids(cara, 'requests')).toEqual([])
    expect(await ids(cara, 'inbox')).toEqual([])
    expect(await list(cara, 'inbox', conversation)).toEqual([])
    // The sender may still write; nothing reaches Cara.
    expect((await send(org, conversation, 'Following up')).error).toBeNull()
    expect(await ids(cara, 'requests')).toEqual([])
    expect(await requestCount(cara)).toBe(0)
    expect(await badge(cara)).toBe(0)
    expect(await notifications(cara, conversation)).toHaveLength(0)
    expect((await cara.client.rpc('respond_to_message_request', { conversation_id: conversation, accept: true })).error?.code).toBe(
      'P0002',
    )
  })

  it('a group started by a non-associate is a request for that member only', async () => {
    const [owner, friend, stranger] = await Promise.all([
      member('grp-owner', { profile_type: 'company' }),
      member('grp-friend'),
      member('grp-stranger'),
    ])
    await associate(owner, friend)
    const group = await start(owner, [friend, stranger], 'Summer cohort')
    await send(owner, group, 'Welcome!')
    expect(await ids(friend, 'inbox')).toEqual([group])
    expect(await ids(stranger, 'requests')).toEqual([group])
    const late = await member('grp-late')
    expect((await owner.client.rpc('add_conversation_members', { conversation_id: group, member_ids: [late.id] })).error).toBeNull()
    expect(await ids(late, 'requests')).toEqual([group])
  })
})

describe('limits on conversations with people who did not ask for them', () => {
  it('a member starts at most 10 a day with non-associates, associates do not count', async () => {
    const sender = await member('lim-sender')
    const targets = await Promise.all(
      Array.from({ length: 11 }, (_, i) => member(`lim-t${i}`, { profile_type: 'investor', first_name: `T${i}` })),
    )
    const friend = await member('lim-friend')
    await associate(sender, friend)
    for (const t of targets.slice(0, 10)) await start(sender, [t])
    expect(((await sender.client.rpc('message_allowance')).data as { daily_used: number }[])[0]).toMatchObject({
      daily_limit: 10,
      daily_used: 10,
      season_limit: null,
    })
    const refused = await sender.client.rpc('start_conversation', { member_ids: [targets[10].id] })
    expect(refused.error?.code).toBe('42501')
    expect(refused.error?.message).toBe(
      'You can start 10 new conversations a day with people who are not your associates. Try again tomorrow',
    )
    expect((await sender.client.rpc('messaging_refusal', { member: targets[10].id })).data).toBe(refused.error?.message)
    // Associates and conversations already open are not limited.
    expect((await sender.client.rpc('start_conversation', { member_ids: [friend.id] })).error).toBeNull()
    expect((await sender.client.rpc('start_conversation', { member_ids: [targets[0].id] })).error).toBeNull()
  })

  // The 49 earlier requests are dated the season's first hour, which is "today" on that one day.
  const now = new Date()
  const seasonStart = new Date(Date.UTC(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) * 3, 1, 1))
  const firstDayOfSeason = now.getTime() - seasonStart.getTime() < 86_400_000
  it.skipIf(firstDayOfSeason)('an organisation reaches at most 50 students a season with requests, and is told until when', async () => {
    const org = await member('season-org', { profile_type: 'employer', name: 'Initech' })
    // 49 earlier requests this season, written as the requests table records them.
    const { data: earlier } = await adminClient()
      .from('conversations')
      .insert(Array.from({ length: 49 }, () => ({ kind: 'group', title: 'Earlier', created_by: org.id })))
      .select('id')
    const { error } = await adminClient()
      .from('conversation_requests')
      .insert(
        earlier!.map((c) => ({
          conversation_id: c.id,
          recipient_id: org.id,
          sender_id: org.id,
          to_student: true,
          created_at: seasonStart.toISOString(),
        })),
      )
    expect(error).toBeNull()
    const [s1, s2] = await Promise.all([member('season-s1'), member('season-s2')])
    const allowance = ((await org.client.rpc('message_allowance')).data as Record<string, unknown>[])[0]
    expect(allowance).toMatchObject({ season_limit: 50, season_used: 49 })
    expect(new Date(allowance.season_ends_at as string).getTime()).toBeGreaterThan(Date.now())
    const group = await org.client.rpc('start_conversation', { member_ids: [s1.id, s2.id], title: 'Open day' })
    expect(group.error?.message).toMatch(/^Organisations can message 50 students a season who have not connected with them; yours are used until \d+ \w+ \d{4}$/)
    expect(group.error?.hint).toBe('message_request_limit')
    expect((await org.client.rpc('start_conversation', { member_ids: [s1.id] })).error).toBeNull()
    expect((await org.client.rpc('start_conversation', { member_ids: [s2.id] })).error?.message).toMatch(/^Organisations can message 50 students/)
  })
})

describe('blocks in messaging', () => {
  it('a student who blocked an organisation is not reached by a conversation, a group message or an event message', async () => {
    const [org, dee, eve] = await Promise.all([
      member('blk-org', { profile_type: 'company', name: 'Umbrella' }),
      member('blk-dee', { first_name: 'Dee' }),
      member('blk-eve', { first_name: 'Eve' }),
    ])
    const group = await start(org, [dee, eve], 'Careers fair')
    const direct = await start(org, [dee])
    expect((await send(org, direct, 'Hello Dee')).error).toBeNull()
    expect((await dee.client.from('user_blocks').insert({ blocker_id: dee.id, blocked_id: org.id })).error).toBeNull()
    expect((await send(org, direct, 'Still there?')).error?.message).toBe('Dee is not accepting messages from you')
    expect((await send(org, group, 'Hello all')).error?.message).toBe(
      'Someone in this group is not accepting messages from you',
    )
    const fresh = await org.client.rpc('start_conversation', { member_ids: [dee.id] })
    expect(fresh.error?.code).toBe('42501')
    const other = await start(org, [eve], 'Another group')
    const add = await org.client.rpc('add_conversation_members', { conversation_id: other, member_ids: [dee.id] })
    expect(add.error?.message).toBe('Dee is not accepting messages from you')
    // The blocker cannot write either, and a peer in the group still can.
    expect((await send(dee, direct, 'stop')).error?.message).toMatch(/^You blocked /)
    expect((await send(dee, group, 'hi Eve')).error).toBeNull()

    // The bulk message to an event's attendees skips Dee.
    const { data: ev, error } = await org.client
      .from('events')
      .insert({
        organizer_id: org.id,
        title: 'Umbrella open day',
        category: 'workshop',
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
        ends_at: new Date(Date.now() + 90_000_000).toISOString(),
        timezone: 'Europe/London',
        venue: 'Hall 1',
      })
      .select('id')
      .single()
    expect(error).toBeNull()
    await adminClient()
      .from('event_rsvps')
      .insert([dee, eve].map((m) => ({ event_id: ev!.id, user_id: m.id, status: 'going' })))
    const sent = await org.client.rpc('message_event_attendees', { event_id: ev!.id, message: 'Doors at 9' })
    expect(sent.data).toBe(1)
    const told = async (m: Member) =>
      (await m.client.from('notifications').select('id').eq('type', 'event_message').eq('entity_id', ev!.id)).data
    expect(await told(dee)).toHaveLength(0)
    expect(await told(eve)).toHaveLength(1)
  })

  it('a muted conversation never notifies, and the sender’s view does not change', async () => {
    const [ana, ben] = await Promise.all([member('mute-ana'), member('mute-ben')])
    await associate(ana, ben)
    const conversation = await start(ana, [ben])
    const bensRow = async () => (await list(ana, 'inbox', conversation))[0].members.find((m) => m.id === ben.id)
    const before = await bensRow()
    await ben.client.from('conversation_members').update({ muted: true }).eq('conversation_id', conversation).eq('user_id', ben.id)
    await send(ana, conversation, 'one')
    await send(ana, conversation, 'two')
    expect(await notifications(ben, conversation)).toHaveLength(0)
    expect(await badge(ben)).toBe(0)
    expect(await bensRow()).toEqual(before)
  })
})
