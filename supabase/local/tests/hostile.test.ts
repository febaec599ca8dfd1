import { connect, createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import ws from 'ws'
import { createScratchDatabase } from '../src/db/scratch.ts'
import { startLocalStackServer, type RunningStack } from '../src/server.ts'
import { anonKey, signedInUser, stackUrl, until } from './helpers.ts'

// Regression cases from the hostile-input fuzzing of issue 10: each once crashed the server, answered
// 500, or stalled it. Every test ends by checking the server still answers.

/** Sends raw bytes (targets fetch refuses to send) and returns the status line and body. */
function raw(request: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(stackUrl())
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let data = ''
    socket.on('data', (chunk) => (data += chunk.toString('latin1')))
    socket.on('error', reject)
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0), text: data }))
    socket.write(request)
    setTimeout(() => socket.end(), 500)
  })
}

async function stillServing() {
  const res = await fetch(`${stackUrl()}/rest/v1/books?select=id&limit=1`, { headers: { apikey: anonKey() } })
  expect(res.status).toBe(200)
}

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${stackUrl()}${path}`, { ...init, headers: { apikey: anonKey(), ...init.headers } })

describe('hostile input: no 500s', () => {
  it.each([
    ['/rest/v1/%E0%A4%A', 'GET'],
    ['/rest/v1/rpc/%E0%A4%A', 'POST'],
    ['/storage/v1/object/public/avatars/%E0%A4%A', 'GET'],
  ])('answers malformed percent-encoding in %s with a 400', async (path, method) => {
    const res = await api(path, { method, body: method === 'POST' ? '{}' : undefined })
    expect(res.status).toBe(400)
    await stillServing()
  })

  it.each(['GET //%%%% HTTP/1.1', 'GET http://[ HTTP/1.1'])(
    'answers the request target "%s" with a 4xx',
    async (line) => {
      const { status } = await raw(`${line}\r\nhost: localhost\r\nconnection: close\r\n\r\n`)
      expect(status).toBeGreaterThanOrEqual(400)
      expect(status).toBeLessThan(500)
      await stillServing()
    },
  )

  it('refuses a 5,000-deep JSON body with a 400 in the API error shape', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000)
    const res = await api('/rest/v1/books', {
      method: 'POST',
      body: `{"title":${deep}}`,
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('PGRST102')
    const auth = await api('/auth/v1/signup', { method: 'POST', body: `{"email":${deep}}` })
    expect(auth.status).toBe(400)
    await stillServing()
  })

  it('refuses an unparsable multipart upload with a 400', async () => {
    const { session } = await signedInUser('multipart')
    const res = await api('/storage/v1/object/avatars/x.png', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'multipart/form-data; boundary=zzz' },
      body: '--zzz\r\ngarbage without headers or an end',
    })
    expect(res.status).toBe(400)
    await stillServing()
  })

  it('answers a NUL byte and a 305-character address at sign-in and sign-up with a 400', async () => {
    const nul = await api('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 'a\u0000b@example.test', password: 'whatever-password' }),
    })
    expect(nul.status).toBe(400)
    expect((await nul.json()).code).toBe('invalid_credentials')
    const long = await api('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: `${'a'.repeat(290)}@example.test`, password: 'long-enough-password' }),
    })
    expect(long.status).toBe(400)
    expect((await long.json()).code).toBe('validation_failed')
  })

  it('answers a JWT whose sub is not a uuid with a 4xx', async () => {
    const { SignJWT } = await import('jose')
    const token = await new SignJWT({ sub: 'not-a-uuid', role: 'authenticated', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long'))
    const user = await api('/auth/v1/user', { headers: { authorization: `Bearer ${token}` } })
    expect(user.status).toBe(403)
    expect((await user.json()).code).toBe('bad_jwt')
    const rest = await api('/rest/v1/notes?select=id', { headers: { authorization: `Bearer ${token}` } })
    // A 400 when a policy casts the sub (22P02), a 200 when no row reaches the policy: never a 500.
    expect(rest.status).toBeLessThan(500)
    await stillServing()
  })
})

describe('hostile input: realtime never takes the server down', () => {
  const socketUrl = () => `${stackUrl().replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${anonKey()}&vsn=2.0.0`

  /**
   * Opens a socket, sends the frames and a heartbeat, and returns the replies once the heartbeat and each message
   * in `refs` has its answer, or once the socket closes.
   */
  async function exchange(
    frames: (string | Buffer)[],
    refs: string[] = [],
  ): Promise<{ replies: unknown[]; closeCode: number | null }> {
    const socket = new ws(socketUrl())
    const replies: unknown[] = []
    let closeCode: number | null = null
    const done = new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        const reply = JSON.parse(data.toString())
        replies.push(reply)
        const answered = new Set(replies.map((r) => (Array.isArray(r) ? r[1] : null)))
        if (['hb', ...refs].every((ref) => answered.has(ref))) resolve()
      })
      socket.on('close', (code) => {
        closeCode = code
        resolve()
      })
    })
    socket.on('error', () => {})
    await new Promise((resolve) => socket.once('open', resolve))
    for (const frame of frames) socket.send(frame)
    socket.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]))
    await done
    socket.close()
    return { replies, closeCode }
  }

  it.each([
    ['postgres_changes that is not a list', ['1', '1', 'realtime:x', 'phx_join', { config: { postgres_changes: {} } }]],
    ['a list holding null', ['1', '1', 'realtime:x', 'phx_join', { config: { postgres_changes: [null] } }]],
    ['a numeric event', ['1', '1', 'realtime:x', 'phx_join', { config: { postgres_changes: [{ event: 5 }] } }]],
    [
      'a numeric topic with an invalid subscription',
      ['1', '1', 5, 'phx_join', { config: { postgres_changes: [{ event: 5 }] } }],
    ],
    ['a payload that is not an object', ['1', '1', 'realtime:x', 'phx_join', 'config']],
    ['a presence payload that is a string', ['1', '2', 'realtime:x', 'presence', { event: 'track', payload: 'x' }]],
  ])('answers a join with %s and keeps serving', async (_what, frame) => {
    const isJoin = typeof frame[2] === 'string' && frame[3] === 'phx_join'
    const { replies } = await exchange([JSON.stringify(frame)], isJoin ? [String(frame[1])] : [])
    // The heartbeat after it is answered: the socket and the server are alive.
    expect(replies).toContainEqual([null, 'hb', 'phoenix', 'phx_reply', { status: 'ok', response: {} }])
    if (isJoin) {
      expect(replies).toContainEqual([
        '1',
        '1',
        'realtime:x',
        'phx_reply',
        expect.objectContaining({ status: 'error' }),
      ])
    }
    await stillServing()
  })

  it('survives frames that are not JSON or not messages, and short binary frames', async () => {
    const { replies } = await exchange(['{', '[1,2]', 'null', '"x"', Buffer.from([3, 200, 200, 200, 200, 200, 1])])
    expect(replies).toContainEqual([null, 'hb', 'phoenix', 'phx_reply', { status: 'ok', response: {} }])
    await stillServing()
  })

  it('closes a socket that sends a frame over 1 MiB with code 1009, and keeps serving', async () => {
    const socket = new ws(socketUrl())
    socket.on('error', () => {})
    await new Promise((resolve) => socket.once('open', resolve))
    const code = await new Promise<number>((resolve) => {
      socket.once('close', resolve)
      socket.send('x'.repeat(1024 * 1024 + 10))
    })
    expect(code).toBe(1009)
    await stillServing()
  })

  it('refuses an upgrade whose target is not a URL', async () => {
    const { status } = await raw(
      'GET http://[ HTTP/1.1\r\nhost: localhost\r\nupgrade: websocket\r\nconnection: Upgrade\r\n' +
        'sec-websocket-key: dGhlIHNhbXBsZSBub25jZQ==\r\nsec-websocket-version: 13\r\n\r\n',
    )
    expect(status).toBe(400)
    await stillServing()
  })
})

describe('hostile input: slow queries are cut off (PostgreSQL)', () => {
  it('ends an anonymous cross join at the 3 s statement timeout while other requests answer', async () => {
    const started = Date.now()
    const slow = api('/rest/v1/rpc/cross_join_count', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    })
    await new Promise((r) => setTimeout(r, 200))
    const quick = Date.now()
    await stillServing()
    expect(Date.now() - quick).toBeLessThan(2000)
    const res = await slow
    expect(res.status).toBe(500)
    expect((await res.json()).code).toBe('57014')
    expect(Date.now() - started).toBeLessThan(8000)
  })
})

/** A stack of its own over the test fixtures, on the given PostgreSQL database. */
const fixtureStack = (databaseUrl: string) =>
  startLocalStackServer({
    port: 0,
    databaseUrl,
    supabaseDir: 'supabase',
    migrationsDir: 'supabase/local/tests/fixtures/migrations',
    seedFile: 'supabase/local/tests/fixtures/seed.sql',
  })

describe('realtime: the LISTEN connection comes back (PostgreSQL)', () => {
  let running: RunningStack
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  beforeAll(async () => {
    scratch = await createScratchDatabase(inject('adminDatabaseUrl'), 'listen_test')
    running = await fixtureStack(scratch.url)
  })
  afterAll(async () => {
    await running?.close()
    await scratch?.drop()
  })

  it('delivers changes again after the LISTEN connection is terminated', async () => {
    const { createClient } = await import('@supabase/supabase-js')
    const admin = createClient(running.url, running.stack.keys.serviceRoleKey, {
      realtime: { transport: ws as never },
      auth: { persistSession: false },
    })
    const seen: string[] = []
    const channel = admin
      .channel('listen-test')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'books' }, (p) =>
        seen.push((p.new as { title: string }).title),
      )
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status) => (status === 'SUBSCRIBED' ? resolve() : status === 'CHANNEL_ERROR' && reject())),
    )
    await admin.from('books').insert({ title: 'before', author_id: 1 })
    await until(() => seen.includes('before'))

    const { rows } = await running.stack.db.query<{ pid: number }>(
      `select pid from pg_stat_activity where application_name = 'local-stack-listen' and datname = current_database()`,
    )
    expect(rows).toHaveLength(1)
    await running.stack.db.query('select pg_terminate_backend($1)', [rows[0].pid])
    // Until it is back, inserts go unseen; once a new connection has run LISTEN again, changes flow again.
    const listening = async () =>
      (
        await running.stack.db.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where application_name = 'local-stack-listen'
             and datname = current_database() and pid <> $1 and state = 'idle' and query ilike 'listen %'`,
          [rows[0].pid],
        )
      ).rows[0].n === 1
    await until(listening)
    await admin.from('books').insert({ title: 'after', author_id: 1 })
    await until(() => seen.includes('after'))
    await admin.removeChannel(channel)
    // The process is alive and serving.
    expect((await admin.from('books').select('id').limit(1)).error).toBeNull()
  })
})

/** A TCP relay between the stack and PostgreSQL that can be cut and restored, as a database restart would. */
function relay(target: URL) {
  const sockets = new Set<import('node:net').Socket>()
  let server: import('node:net').Server | null = null
  let port = 0
  const open = () =>
    new Promise<number>((resolve) => {
      server = createServer((inbound) => {
        const outbound = connect(Number(target.port || 5432), target.hostname)
        for (const s of [inbound, outbound]) {
          sockets.add(s)
          s.on('close', () => sockets.delete(s))
          s.on('error', () => s.destroy())
        }
        inbound.pipe(outbound).pipe(inbound)
      })
      server.listen(port, '127.0.0.1', () => resolve((port = (server!.address() as { port: number }).port)))
    })
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy()
      server!.close(() => resolve())
    })
  return { open, cut }
}

describe('the database going away (PostgreSQL)', () => {
  let running: RunningStack
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let db: ReturnType<typeof relay>
  beforeAll(async () => {
    scratch = await createScratchDatabase(inject('adminDatabaseUrl'), 'down_test')
    db = relay(new URL(scratch.url))
    const viaRelay = new URL(scratch.url)
    viaRelay.hostname = '127.0.0.1'
    viaRelay.port = String(await db.open())
    running = await fixtureStack(viaRelay.toString())
  })
  afterAll(async () => {
    await running?.close()
    await scratch?.drop()
  })

  it('answers 503 while it is unreachable, and serves again once it is back, without exiting', async () => {
    const read = () =>
      fetch(`${running.url}/rest/v1/books?select=id&limit=1`, { headers: { apikey: running.stack.keys.anonKey } })
    expect((await read()).status).toBe(200)

    await db.cut()
    const down = await read()
    expect(down.status).toBe(503)
    expect(await down.json()).toMatchObject({ code: 'PGRST001' })
    const signIn = await fetch(`${running.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: running.stack.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever-password' }),
    })
    expect(signIn.status).toBeGreaterThanOrEqual(400)
    expect(signIn.status).not.toBe(500)

    await db.open()
    const back = await read()
    expect(back.status).toBe(200)
  })
})
