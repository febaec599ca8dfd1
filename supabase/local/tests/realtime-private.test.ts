import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, anonKey, signedInUser, stackUrl, until } from './helpers.ts'

function subscribe(channel: RealtimeChannel): Promise<'SUBSCRIBED' | string> {
  return new Promise((resolve) =>
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(status)
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') resolve(err?.message ?? status)
    }),
  )
}

const opened: { client: SupabaseClient; channel: RealtimeChannel }[] = []
function channel(client: SupabaseClient, name: string, isPrivate: boolean, heard?: unknown[]) {
  const ch = client.channel(name, { config: { private: isPrivate, broadcast: { self: false } } })
  if (heard) ch.on('broadcast', { event: '*' }, (m) => heard.push(m.payload))
  opened.push({ client, channel: ch })
  return ch
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map(({ client, channel: ch }) => client.removeChannel(ch)))
})

let alice: Awaited<ReturnType<typeof signedInUser>>
let bob: Awaited<ReturnType<typeof signedInUser>>
beforeAll(async () => {
  alice = await signedInUser('priv-alice')
  bob = await signedInUser('priv-bob')
})

describe('realtime: private channels authorised by RLS on realtime.messages', () => {
  it('lets a member join the topic a policy gives them, and refuses another member', async () => {
    expect(await subscribe(channel(alice.client, `user:${alice.id}`, true))).toBe('SUBSCRIBED')
    const refused = await subscribe(channel(bob.client, `user:${alice.id}`, true))
    expect(refused).toContain(
      `Unauthorized: You do not have permissions to read from this Channel topic: user:${alice.id}`,
    )
    expect(await subscribe(channel(anonClient(), `user:${alice.id}`, true))).toContain('Unauthorized')
  })

  it('delivers broadcasts among the private channel only, never to a public channel of the same name', async () => {
    const privateHeard: unknown[] = []
    const publicHeard: unknown[] = []
    const sender = channel(alice.client, `user:${alice.id}`, true)
    // A second tab of Alice's (same client would share the channel), and a public twin.
    const tab = anonClient()
    await tab.auth.setSession(alice.session)
    const listener = channel(tab, `user:${alice.id}`, true, privateHeard)
    const twin = channel(bob.client, `user:${alice.id}`, false, publicHeard)
    for (const ch of [sender, listener, twin]) expect(await subscribe(ch)).toBe('SUBSCRIBED')
    await sender.send({ type: 'broadcast', event: 'note', payload: { text: 'only for me' } })
    await until(() => privateHeard.length === 1)
    expect(privateHeard).toEqual([{ text: 'only for me' }])
    expect(publicHeard).toEqual([])
  })

  it('a member who may hear but not speak (announcements) is not heard', async () => {
    const heard: unknown[] = []
    const speaker = channel(alice.client, 'announcements', true)
    const listener = channel(bob.client, 'announcements', true, heard)
    expect(await subscribe(speaker)).toBe('SUBSCRIBED')
    expect(await subscribe(listener)).toBe('SUBSCRIBED')
    await speaker.send({ type: 'broadcast', event: 'shout', payload: { text: 'hello' } })
    const refusedOverRest = speaker.httpSend('shout', { text: 'hello' })
    await expect(refusedOverRest).rejects.toThrow(/Unauthorized/)
    // Give a delivery the time it would take, then check nothing came.
    const marker = channel(alice.client, `user:${alice.id}`, true, heard)
    expect(await subscribe(marker)).toBe('SUBSCRIBED')
    expect(heard).toEqual([])
  })
})

describe('realtime: REST broadcast (POST /realtime/v1/api/broadcast)', () => {
  it('httpSend() on a public channel reaches the subscribers with 202', async () => {
    const heard: unknown[] = []
    const listener = channel(bob.client, 'lobby', false, heard)
    expect(await subscribe(listener)).toBe('SUBSCRIBED')
    const sender = anonClient().channel('lobby')
    expect(await sender.httpSend('wave', { from: 'guest' })).toEqual({ success: true })
    await until(() => heard.length === 1)
    expect(heard).toEqual([{ from: 'guest' }])
  })

  it('httpSend() on a private channel needs write access; the owner is heard', async () => {
    const heard: unknown[] = []
    const tab = anonClient()
    await tab.auth.setSession(alice.session)
    const listener = channel(tab, `user:${alice.id}`, true, heard)
    expect(await subscribe(listener)).toBe('SUBSCRIBED')
    const own = alice.client.channel(`user:${alice.id}`, { config: { private: true } })
    expect(await own.httpSend('ping', { n: 1 })).toEqual({ success: true })
    await until(() => heard.length === 1)
    const foreign = bob.client.channel(`user:${alice.id}`, { config: { private: true } })
    await expect(foreign.httpSend('ping', { n: 2 })).rejects.toThrow(/Unauthorized/)
    expect(heard).toEqual([{ n: 1 }])
  })

  it('answers a malformed batch with 400', async () => {
    const res = await fetch(`${stackUrl()}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ event: 'no-topic' }] }),
    })
    expect(res.status).toBe(400)
  })
})
