import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import { startLocalStackServer } from '../src/server.ts'
import { adminClient, anonClient, anonKey, signedInUser, stackUrl, until } from './helpers.ts'
import { testDatabaseUrl } from '../../../tests/setup/test-database.ts'

function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) =>
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve()
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status))
    }),
  )
}

const channels: { client: SupabaseClient; channel: RealtimeChannel }[] = []
const open = (client: SupabaseClient, name: string) => {
  const channel = client.channel(name)
  channels.push({ client, channel })
  return channel
}
afterEach(async () => {
  await Promise.all(channels.splice(0).map(({ client, channel }) => client.removeChannel(channel)))
})

let alice: Awaited<ReturnType<typeof signedInUser>>
let bob: Awaited<ReturnType<typeof signedInUser>>
beforeAll(async () => {
  alice = await signedInUser('rt-alice')
  bob = await signedInUser('rt-bob')
})

describe('realtime: postgres_changes', () => {
  it('delivers inserts, updates and deletes on a filtered subscription', async () => {
    const events: { eventType: string; new: Record<string, unknown>; old: Record<string, unknown> }[] = []
    const channel = open(alice.client, 'mine').on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'notes', filter: `owner_id=eq.${alice.id}` },
      (payload) => events.push(payload as never),
    )
    await subscribed(channel)
    const { data } = await alice.client.from('notes').insert({ body: 'first' }).select('id').single()
    await until(() => events.length === 1)
    expect(events[0]).toMatchObject({
      eventType: 'INSERT',
      new: { body: 'first', owner_id: alice.id, is_public: false },
    })
    await alice.client.from('notes').update({ body: 'edited' }).eq('id', data!.id)
    await until(() => events.length === 2)
    expect(events[1]).toMatchObject({ eventType: 'UPDATE', new: { body: 'edited' }, old: { id: data!.id } })
    await alice.client.from('notes').delete().eq('id', data!.id)
    await until(() => events.length === 3)
    expect(events[2]).toMatchObject({ eventType: 'DELETE', old: { id: data!.id } })
    expect(Object.keys(events[2].old)).toEqual(['id'])
  })

  it('never sends a row the subscriber cannot select', async () => {
    const seen: string[] = []
    const channel = open(bob.client, 'spy').on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'notes' },
      (p) => seen.push((p.new as { body: string }).body),
    )
    await subscribed(channel)
    await alice.client.from('notes').insert({ body: 'secret' })
    await alice.client.from('notes').insert({ body: 'shared', is_public: true })
    // Changes arrive in commit order: had 'secret' been sent, it would be here before 'shared'.
    await until(() => seen.includes('shared'))
    expect(seen).toEqual(['shared'])
  })

  it('delivers to anon only what anon may read', async () => {
    const titles: string[] = []
    const guest = anonClient()
    const channel = open(guest, 'news').on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'news', filter: 'year=gte.2000' },
      (p) => titles.push((p.new as { title: string }).title),
    )
    await subscribed(channel)
    await adminClient()
      .from('news')
      .insert([
        { title: 'Old', year: 1990, visible: true },
        { title: 'Hidden', year: 2021, visible: false },
        { title: 'New', year: 2020, visible: true },
      ])
    // Rows of one insert arrive in order: 'Old' and 'Hidden', if sent, would be here before 'New'.
    await until(() => titles.includes('New'))
    expect(titles).toEqual(['New'])
  })

  it('reports unpublished tables and bad filters as system errors', async () => {
    const errors: string[] = []
    const channel = open(alice.client, 'bad')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'genres' }, () => {})
      .on('postgres_changes', { event: '*', schema: 'public', table: 'notes', filter: 'nope=like.x' }, () => {})
      .on('system', {}, (p: { status: string; message: string }) => p.status === 'error' && errors.push(p.message))
    channel.subscribe()
    await until(() => errors.length === 2)
    expect(errors[0]).toContain('not in the supabase_realtime publication')
    expect(errors[1]).toContain('Invalid filter')
  })

  it('refuses a channel joined with a bad token', async () => {
    const client = anonClient()
    client.realtime.setAuth('not-a-token')
    const channel = open(client, 'forged').on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'notes' },
      () => {},
    )
    await expect(subscribed(channel)).rejects.toThrow()
  })
})

describe('realtime: broadcast and presence', () => {
  it('broadcasts between clients, to self only when asked, with acks', async () => {
    const got: unknown[] = []
    const mine: unknown[] = []
    const listener = open(bob.client, 'room-1').on('broadcast', { event: 'cursor' }, (p) => got.push(p.payload))
    const sender = open(alice.client, 'room-1').on('broadcast', { event: 'cursor' }, (p) => mine.push(p.payload))
    await subscribed(listener)
    await subscribed(sender)
    expect(await sender.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })).toBe('ok')
    await until(() => got.length === 1)
    expect(got).toEqual([{ x: 1 }])
    expect(mine).toEqual([])

    const selfish = open(alice.client, 'room-2')
    ;(selfish as unknown as { params: { config: { broadcast: object } } }).params.config.broadcast = {
      self: true,
      ack: true,
    }
    const echoed: unknown[] = []
    selfish.on('broadcast', { event: 'ping' }, (p) => echoed.push(p.payload))
    await subscribed(selfish)
    expect(await selfish.send({ type: 'broadcast', event: 'ping', payload: { n: 2 } })).toBe('ok')
    await until(() => echoed.length === 1)
  })

  it('shares presence state and diffs', async () => {
    const a = open(alice.client, 'lobby')
    const b = open(bob.client, 'lobby')
    let aSees: string[] = []
    a.on('presence', { event: 'sync' }, () => {
      aSees = Object.values(a.presenceState()).flatMap((metas) =>
        metas.map((m) => (m as unknown as { user: string }).user),
      )
    })
    await subscribed(a)
    await subscribed(b)
    await a.track({ user: 'alice' })
    await b.track({ user: 'bob' })
    await until(() => aSees.length === 2)
    expect(aSees.sort()).toEqual(['alice', 'bob'])
    await b.untrack()
    await until(() => aSees.length === 1)
    expect(aSees).toEqual(['alice'])
  })
})

describe('realtime: channels per socket', () => {
  it('joins 100 of 300 joins sent in one burst and refuses the rest as Supabase Realtime does', async () => {
    const socket = new ws(`${stackUrl().replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${anonKey()}&vsn=2.0.0`)
    const replies: { status: string; response: { reason?: string } }[] = []
    socket.on('message', (data) => {
      const [, , , event, payload] = JSON.parse(data.toString())
      if (event === 'phx_reply') replies.push(payload)
    })
    await new Promise((resolve) => socket.once('open', resolve))
    // A token in each join makes every join await before it could register its channel.
    for (let i = 0; i < 300; i++)
      socket.send(JSON.stringify([`${i}`, `${i}`, `realtime:burst-${i}`, 'phx_join', { access_token: anonKey() }]))
    await until(() => replies.length === 300)
    socket.close()
    expect(replies.filter((r) => r.status === 'ok')).toHaveLength(100)
    const refused = replies.filter((r) => r.status === 'error')
    expect(refused).toHaveLength(200)
    expect(new Set(refused.map((r) => r.response.reason))).toEqual(
      new Set(['ChannelRateLimitReached: Too many channels']),
    )
  })

  it('gives a refused join its slot back, and a left channel its slot', async () => {
    const socket = new ws(`${stackUrl().replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${anonKey()}&vsn=2.0.0`)
    const replies = new Map<string, string>()
    socket.on('message', (data) => {
      const [, ref, , event, payload] = JSON.parse(data.toString())
      if (event === 'phx_reply') replies.set(ref, payload.status)
    })
    await new Promise((resolve) => socket.once('open', resolve))
    const push = (ref: string, topic: string, event: string, payload: object) =>
      socket.send(JSON.stringify([ref, ref, topic, event, payload]))
    // 99 joins, then one that fails after taking its slot (a forged token): the 100th slot stays free.
    for (let i = 0; i < 99; i++) push(`j${i}`, `realtime:slot-${i}`, 'phx_join', {})
    push('bad', 'realtime:slot-bad', 'phx_join', { access_token: 'not-a-token' })
    await until(() => replies.size === 100)
    push('last', 'realtime:slot-last', 'phx_join', {})
    push('over', 'realtime:slot-over', 'phx_join', {})
    await until(() => replies.size === 102)
    expect([replies.get('bad'), replies.get('last'), replies.get('over')]).toEqual(['error', 'ok', 'error'])
    push('leave', 'realtime:slot-0', 'phx_leave', {})
    push('again', 'realtime:slot-again', 'phx_join', {})
    await until(() => replies.has('again'))
    socket.close()
    expect(replies.get('again')).toBe('ok')
  })
})

describe('realtime: reconnects', () => {
  it('rejoins after the server restarts and receives new rows', async () => {
    const options = {
      databaseUrl: await testDatabaseUrl(),
      supabaseDir: 'supabase',
      migrationsDir: 'supabase/local/tests/fixtures/migrations',
      seedFile: 'supabase/local/tests/fixtures/seed.sql',
    }
    let server = await startLocalStackServer({ ...options, port: 0 })
    const port = Number(new URL(server.url).port)
    const client = createClient(server.url, server.stack.keys.anonKey, {
      realtime: { transport: ws as never },
      auth: { persistSession: false },
    })
    const titles: string[] = []
    let joins = 0
    const channel = client
      .channel('restart')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'news' }, (p) =>
        titles.push((p.new as { title: string }).title),
      )
    channel.subscribe((status) => status === 'SUBSCRIBED' && joins++)
    await until(() => joins === 1)
    await server.close()
    server = await startLocalStackServer({ ...options, port })
    // realtime-js backs off 1 s, 2 s, 5 s, 10 s between tries while the new server starts.
    await until(() => joins === 2, 60_000)
    await server.stack.db.query(`insert into public.news (title, year) values ('After restart', 2026)`)
    await until(() => titles.includes('After restart'))
    await client.removeChannel(channel)
    await server.close()
  }, 120_000)
})
