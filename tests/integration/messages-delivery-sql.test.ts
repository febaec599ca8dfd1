import { describe, expect, it, vi } from 'vitest'
import { associate, type Member } from './helpers.ts'
import { PDF, PNG, member, send, start, subscribed } from './messages-fixtures.ts'

describe('notifications for new messages', () => {
  const messageNotifications = async (m: Member) =>
    (await m.client.from('notifications').select('type, entity_id, read_at, data').eq('type', 'message')).data ?? []

  it('notify a recipient once per unread conversation, not while they look at it, nor when muted or turned off', async () => {
    const [ana, ben] = await Promise.all([member('n-a'), member('n-b')])
    await associate(ana, ben)
    const conversation = await start(ana, [ben])
    await send(ana, conversation, 'first')
    await send(ana, conversation, 'second')
    const first = await messageNotifications(ben)
    expect(first).toHaveLength(1)
    expect(first[0]).toMatchObject({ entity_id: conversation, data: { excerpt: 'first' } })
    await ben.client.rpc('mark_conversation_read', { conversation_id: conversation, viewing: true })
    expect((await messageNotifications(ben))[0].read_at).not.toBeNull()
    await send(ana, conversation, 'while looking')
    expect((await messageNotifications(ben)).filter((n) => !n.read_at)).toHaveLength(0)
    await ben.client.rpc('mark_conversation_read', { conversation_id: conversation, viewing: false })
    await ben.client
      .from('conversation_members')
      .update({ muted: true })
      .eq('conversation_id', conversation)
      .eq('user_id', ben.id)
    await send(ana, conversation, 'muted')
    expect((await messageNotifications(ben)).filter((n) => !n.read_at)).toHaveLength(0)
    await ben.client
      .from('conversation_members')
      .update({ muted: false })
      .eq('conversation_id', conversation)
      .eq('user_id', ben.id)
    await ben.client.from('notification_preferences').insert({ user_id: ben.id, type: 'message', in_app: false })
    await send(ana, conversation, 'turned off')
    expect((await messageNotifications(ben)).filter((n) => !n.read_at)).toHaveLength(0)
    await ben.client.from('notification_preferences').delete().eq('type', 'message')
    await send(ana, conversation, 'back on')
    expect((await messageNotifications(ben)).filter((n) => !n.read_at)).toHaveLength(1)
    expect(await messageNotifications(ana)).toEqual([])
  })
})

describe('attachments', () => {
  it('are stored under the sender’s folder of a conversation and read by its members only', async () => {
    const [ana, ben, eve] = await Promise.all([member('att-a'), member('att-b'), member('att-eve')])
    await associate(ana, ben)
    const conversation = await start(ana, [ben])
    const path = `${conversation}/${ana.id}/notes.pdf`
    const bucket = (m: Member) => m.client.storage.from('message-attachments')
    expect((await bucket(ana).upload(path, PDF, { contentType: 'application/pdf' })).error).toBeNull()
    const intoOthers = await bucket(ben).upload(`${conversation}/${ana.id}/forged.pdf`, PDF, {
      contentType: 'application/pdf',
    })
    expect(intoOthers.error).not.toBeNull()
    const outsider = await bucket(eve).upload(`${conversation}/${eve.id}/x.png`, PNG, { contentType: 'image/png' })
    expect(outsider.error).not.toBeNull()
    const wrongType = await bucket(ana).upload(`${conversation}/${ana.id}/x.txt`, Buffer.from('hi'), {
      contentType: 'text/plain',
    })
    expect(wrongType.error).not.toBeNull()
    const sent = await send(ana, conversation, '', {
      attachments: [{ path, name: 'notes.pdf', type: 'application/pdf', size: PDF.length }],
    })
    expect(sent.error).toBeNull()
    const foreignPath = await send(ana, conversation, 'look', {
      attachments: [{ path: `other/${ana.id}/x.pdf`, name: 'x.pdf', type: 'application/pdf', size: 1 }],
    })
    expect(foreignPath.error?.code).toBe('22023')
    const signed = await bucket(ben).createSignedUrl(path, 60)
    expect(signed.error).toBeNull()
    const fetched = await fetch(signed.data!.signedUrl)
    expect(fetched.status).toBe(200)
    expect(Buffer.from(await fetched.arrayBuffer()).equals(PDF)).toBe(true)
    expect((await bucket(eve).createSignedUrl(path, 60)).error).not.toBeNull()
    expect((await bucket(eve).download(path)).error).not.toBeNull()
    expect((await bucket(ben).remove([path])).data ?? []).toEqual([])
    expect((await bucket(ben).download(path)).error).toBeNull()
  })
})

describe('realtime', () => {
  it('delivers messages and read receipts to the conversation’s members only', async () => {
    const [ana, ben, eve] = await Promise.all([member('rt-a'), member('rt-b'), member('rt-eve')])
    await associate(ana, ben)
    const conversation = await start(ana, [ben])
    const benSaw: string[] = []
    const eveSaw: string[] = []
    const receipts: string[] = []
    const listen = (m: Member, seen: string[], filter?: string) =>
      m.client
        .channel(`test-${m.id}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'messages', ...(filter ? { filter } : {}) },
          (p) => seen.push(`${p.eventType}:${(p.new as { body?: string }).body}`),
        )
    await subscribed(ben.client, listen(ben, benSaw, `conversation_id=eq.${conversation}`))
    await subscribed(eve.client, listen(eve, eveSaw))
    await subscribed(
      eve.client,
      eve.client
        .channel(`eve-filtered-${eve.id}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'messages', filter: `conversation_id=eq.${conversation}` },
          (p) => eveSaw.push(`filtered:${(p.new as { body?: string }).body}`),
        )
        .on('postgres_changes', { event: '*', schema: 'public', table: 'conversation_members' }, () =>
          eveSaw.push('member-row'),
        ),
    )
    await subscribed(
      ana.client,
      ana.client.channel(`receipts-${ana.id}`).on(
        'postgres_changes',
        {
          event: 'UPDATE',
          schema: 'public',
          table: 'conversation_members',
          filter: `conversation_id=eq.${conversation}`,
        },
        (p) => receipts.push((p.new as { user_id: string }).user_id),
      ),
    )
    const { data: sent } = await send(ana, conversation, 'live hello')
    await vi.waitFor(() => expect(benSaw).toContain('INSERT:live hello'), { timeout: 3000 })
    await ana.client.from('messages').update({ body: 'live edited' }).eq('id', sent.id)
    await vi.waitFor(() => expect(benSaw).toContain('UPDATE:live edited'), { timeout: 3000 })
    await ben.client.rpc('mark_conversation_read', { conversation_id: conversation })
    await vi.waitFor(() => expect(receipts).toContain(ben.id), { timeout: 3000 })
    // Something eve may see arrives after the conversation's changes, so silence about them means refusal.
    const [x, y] = await Promise.all([member('rt-x'), member('rt-y')])
    await associate(eve, x)
    await start(eve, [x])
    await vi.waitFor(() => expect(eveSaw).toContain('member-row'), { timeout: 3000 })
    expect(eveSaw.filter((e) => e !== 'member-row')).toEqual([])
    void y
  })
})
