import type { RealtimeChannel } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { appUrl, memberWithProfile, until } from './helpers.ts'

type Member = Awaited<ReturnType<typeof memberWithProfile>>

const subscribed = (channel: RealtimeChannel) =>
  new Promise<void>((resolve, reject) =>
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve()
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status))
    }),
  )

const request = (from: Member, to: Member, message: string | null = null) =>
  from.client.from('associate_requests').insert({ sender_id: from.id, recipient_id: to.id, message }).select().single()

async function associate(a: Member, b: Member) {
  const { data, error } = await request(a, b)
  if (error) throw error
  const answered = await b.client.rpc('respond_to_associate_request', { request_id: data.id, accept: true })
  if (answered.error) throw answered.error
}

const suggestions = async (m: Member) => {
  const { data, error } = await m.client.rpc('associate_suggestions', { max_results: 50 })
  if (error) throw error
  return data as Array<{ id: string; mutual_count: number; same_university: boolean; shared_skills: string[] }>
}

const api = (m: Member, query: string) =>
  fetch(`${appUrl()}/api/associates/requests${query}`, {
    headers: { Authorization: `Bearer ${m.session.access_token}` },
  })

describe('associate requests', () => {
  it('are read only by their two parties', async () => {
    const [ana, ben, eve] = await Promise.all([
      memberWithProfile('req-ana'),
      memberWithProfile('req-ben'),
      memberWithProfile('req-eve'),
    ])
    const { data: sent } = await request(ana, ben, 'We met at the hackathon')
    expect((await eve.client.from('associate_requests').select('id').eq('id', sent!.id)).data).toEqual([])
    expect((await ben.client.from('associate_requests').select('message').eq('id', sent!.id)).data).toEqual([
      { message: 'We met at the hackathon' },
    ])
    const forged = await eve.client
      .from('associate_requests')
      .insert({ sender_id: ana.id, recipient_id: eve.id })
      .select()
    expect(forged.error?.code).toBe('42501')
    const answeredByOther = await eve.client.rpc('respond_to_associate_request', { request_id: sent!.id, accept: true })
    expect(answeredByOther.error?.code).toBe('P0002')
    const withdrawnByOther = await ben.client.rpc('withdraw_associate_request', { request_id: sent!.id })
    expect(withdrawnByOther.error?.code).toBe('P0002')
  })

  it('are refused between blocked members, twice over, or back while one waits', async () => {
    const [ana, ben, cat] = await Promise.all([
      memberWithProfile('blk-ana'),
      memberWithProfile('blk-ben'),
      memberWithProfile('blk-cat'),
    ])
    await ben.client.from('user_blocks').insert({ blocker_id: ben.id, blocked_id: ana.id })
    const blocked = await request(ana, ben)
    expect(blocked.error).toMatchObject({ code: '42501', message: 'You cannot send a request to this member' })
    await request(ana, cat)
    expect((await request(ana, cat)).error?.message).toBe('Your request is already waiting for an answer')
    expect((await request(cat, ana)).error?.message).toBe(
      'This member already sent you a request: answer it under Received',
    )
  })

  it('withdraw without notifying anyone, and the recipient’s notification goes', async () => {
    const [ana, ben] = await Promise.all([memberWithProfile('wd-ana'), memberWithProfile('wd-ben')])
    const { data } = await request(ana, ben)
    const before = await ben.client.from('notifications').select('type').eq('entity_id', data!.id)
    expect(before.data).toEqual([{ type: 'associate_request' }])
    const { data: withdrawn, error } = await ana.client.rpc('withdraw_associate_request', { request_id: data!.id })
    expect(error).toBeNull()
    expect(withdrawn).toMatchObject({ status: 'withdrawn' })
    expect((await ben.client.from('notifications').select('type').eq('entity_id', data!.id)).data).toEqual([])
    expect((await ana.client.from('notifications').select('type').eq('actor_id', ben.id)).data).toEqual([])
    // A withdrawn request can be sent again.
    expect((await request(ana, ben)).error).toBeNull()
  })

  it('removing an associate ends both sides and notifies nobody', async () => {
    const [ana, ben] = await Promise.all([memberWithProfile('rm-ana'), memberWithProfile('rm-ben')])
    await associate(ana, ben)
    const before = (await ana.client.from('notifications').select('type').eq('actor_id', ben.id)).data
    expect(before).toEqual([{ type: 'associate_accepted' }])
    await ben.client.from('associates').delete().eq('user_id', ben.id).eq('associate_id', ana.id)
    expect((await ana.client.from('associates').select('associate_id').eq('user_id', ana.id)).data).toEqual([])
    expect((await ana.client.from('notifications').select('type').eq('actor_id', ben.id)).data).toEqual(before)
  })

  it('reach the recipient live through Realtime, and the sender sees the answer', async () => {
    const [ana, ben] = await Promise.all([memberWithProfile('rt-ana'), memberWithProfile('rt-ben')])
    const seenByBen: string[] = []
    const seenByAna: string[] = []
    const benChannel = ben.client
      .channel(`req-${ben.id}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'associate_requests', filter: `recipient_id=eq.${ben.id}` },
        (p) => seenByBen.push(`${p.eventType}:${(p.new as { status?: string }).status}`),
      )
    const anaChannel = ana.client
      .channel(`req-${ana.id}`)
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'associate_requests', filter: `sender_id=eq.${ana.id}` },
        (p) => seenByAna.push((p.new as { status: string }).status),
      )
    await Promise.all([subscribed(benChannel), subscribed(anaChannel)])
    try {
      const { data } = await request(ana, ben)
      await until(() => seenByBen.includes('INSERT:pending'))
      await ben.client.rpc('respond_to_associate_request', { request_id: data!.id, accept: true })
      await until(() => seenByAna.includes('accepted'))
    } finally {
      await ben.client.removeChannel(benChannel)
      await ana.client.removeChannel(anaChannel)
    }
  })
})

describe('associate suggestions', () => {
  it('rank mutual associates first, then the same university and shared skills, with their reasons', async () => {
    const uni = `Test University ${Math.random().toString(36).slice(2, 8)}`
    const skill = `skill-${Math.random().toString(36).slice(2, 8)}`
    const [me, friend1, friend2, friendOfBoth, classmate, sameSkill] = await Promise.all([
      memberWithProfile('sg-me', { university: uni, skills: [skill] }),
      memberWithProfile('sg-f1'),
      memberWithProfile('sg-f2'),
      memberWithProfile('sg-fof'),
      memberWithProfile('sg-class', { university: uni }),
      memberWithProfile('sg-skill', { skills: [skill] }),
    ])
    await Promise.all([associate(me, friend1), associate(me, friend2)])
    await Promise.all([associate(friend1, friendOfBoth), associate(friend2, friendOfBoth)])
    const list = await suggestions(me)
    const ids = list.map((s) => s.id)
    expect(ids.slice(0, 1)).toEqual([friendOfBoth.id])
    expect(list[0]).toMatchObject({ mutual_count: 2 })
    expect(list.find((s) => s.id === classmate.id)).toMatchObject({ same_university: true, mutual_count: 0 })
    expect(list.find((s) => s.id === sameSkill.id)).toMatchObject({ shared_skills: [skill] })
    expect(ids.indexOf(classmate.id)).toBeLessThan(ids.indexOf(sameSkill.id))
    expect(ids).not.toContain(me.id)
    expect(ids).not.toContain(friend1.id)
  })

  it('never include a private profile, a blocked member, a pending request or a dismissed member', async () => {
    const uni = `Quiet College ${Math.random().toString(36).slice(2, 8)}`
    const [me, hidden, blocker, blockedByMe, asked, asker, dismissed, shown] = await Promise.all([
      memberWithProfile('sx-me', { university: uni }),
      memberWithProfile('sx-private', { university: uni, is_public: false }),
      memberWithProfile('sx-blocker', { university: uni }),
      memberWithProfile('sx-blocked', { university: uni }),
      memberWithProfile('sx-asked', { university: uni }),
      memberWithProfile('sx-asker', { university: uni }),
      memberWithProfile('sx-dismissed', { university: uni }),
      memberWithProfile('sx-shown', { university: uni }),
    ])
    await blocker.client.from('user_blocks').insert({ blocker_id: blocker.id, blocked_id: me.id })
    await me.client.from('user_blocks').insert({ blocker_id: me.id, blocked_id: blockedByMe.id })
    await request(me, asked)
    await request(asker, me)
    await me.client.from('associate_suggestion_dismissals').insert({ user_id: me.id, dismissed_id: dismissed.id })
    const ids = (await suggestions(me)).map((s) => s.id)
    expect(ids).toContain(shown.id)
    for (const m of [hidden, blocker, blockedByMe, asked, asker, dismissed]) expect(ids).not.toContain(m.id)
    // Nobody reads another member's dismissals.
    expect((await shown.client.from('associate_suggestion_dismissals').select('*').eq('user_id', me.id)).data).toEqual(
      [],
    )
  })

  it('once listed, still drop at once whoever turns private, blocks, is asked or dismissed', async () => {
    const uni = `Kept College ${Math.random().toString(36).slice(2, 8)}`
    const [me, turnsPrivate, blocks, getsAsked, getsDismissed, stays] = await Promise.all([
      memberWithProfile('sk-me', { university: uni }),
      memberWithProfile('sk-private', { university: uni }),
      memberWithProfile('sk-blocks', { university: uni }),
      memberWithProfile('sk-asked', { university: uni }),
      memberWithProfile('sk-dismissed', { university: uni }),
      memberWithProfile('sk-stays', { university: uni }),
    ])
    const before = (await suggestions(me)).map((s) => s.id)
    for (const m of [turnsPrivate, blocks, getsAsked, getsDismissed, stays]) expect(before).toContain(m.id)
    await turnsPrivate.client.from('user_profiles').update({ is_public: false }).eq('user_id', turnsPrivate.id)
    await blocks.client.from('user_blocks').insert({ blocker_id: blocks.id, blocked_id: me.id })
    await request(me, getsAsked)
    await me.client.from('associate_suggestion_dismissals').insert({ user_id: me.id, dismissed_id: getsDismissed.id })
    const after = (await suggestions(me)).map((s) => s.id)
    expect(after).toContain(stays.id)
    for (const m of [turnsPrivate, blocks, getsAsked, getsDismissed]) expect(after).not.toContain(m.id)
  })

  it('are for members only', async () => {
    const res = await fetch(`${appUrl()}/rest/v1/rpc/associate_suggestions`, {
      method: 'POST',
      headers: { apikey: (await import('./helpers.ts')).anonKey(), 'content-type': 'application/json' },
      body: '{}',
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
  })
})

describe('GET /api/associates/requests paging and count', () => {
  it('pages with a cursor, counts every pending request, and shows mutual associates', async () => {
    const [me, shared, ...senders] = await Promise.all([
      memberWithProfile('pg-me'),
      memberWithProfile('pg-shared'),
      ...Array.from({ length: 5 }, (_, i) => memberWithProfile(`pg-s${i}`)),
    ])
    await associate(me, shared)
    await associate(senders[0]!, shared)
    for (const s of senders) await request(s, me, `hello from ${s.profile.name}`)
    const first = await (await api(me, '?type=received&limit=2')).json()
    expect(first.count).toBe(5)
    expect(first.data).toHaveLength(2)
    expect(first.nextCursor).toEqual(expect.any(String))
    const second = await (await api(me, `?type=received&limit=2&cursor=${first.nextCursor}`)).json()
    const third = await (await api(me, `?type=received&limit=2&cursor=${second.nextCursor}`)).json()
    expect(second.count).toBe(5)
    const names = [...first.data, ...second.data, ...third.data].map((r: { sender: { id: string } }) => r.sender.id)
    expect(new Set(names).size).toBe(5)
    expect(third.nextCursor).toBeNull()
    const withMutual = [...first.data, ...second.data, ...third.data].find(
      (r: { sender: { id: string } }) => r.sender.id === senders[0]!.id,
    )
    expect(withMutual.mutual).toEqual({ total: 1, names: [shared.profile.name] })
    const sent = await (await api(senders[1]!, '?type=sent')).json()
    expect(sent).toMatchObject({ count: 1, data: [{ recipient: { id: me.id } }] })
  })

  it('answers bad paging with a JSON 400', async () => {
    const me = await memberWithProfile('pg-bad')
    for (const [query, code] of [
      ['?limit=0', 'invalid_limit'],
      ['?limit=1000', 'invalid_limit'],
      ['?limit=abc', 'invalid_limit'],
      ['?cursor=not-a-cursor', 'invalid_cursor'],
    ] as const) {
      const res = await api(me, query)
      expect(res.status).toBe(400)
      expect((await res.json()).error.code).toBe(code)
    }
  })
})
