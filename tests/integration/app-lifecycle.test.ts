import { rmSync } from 'node:fs'
import { createClient } from '@supabase/supabase-js'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import ws from 'ws'
import {
  gone,
  isRunning,
  postmaster,
  spawnApp,
  startApp,
  tempDataDir,
  type AppProcess,
} from '../../scripts/lib/app-process.ts'

/**
 * `npm start` as a service: its embedded PostgreSQL created on first start, refused to a second start,
 * restarted when it dies, taken over after the app is killed, and stopped with the app within 5 s.
 */
const dataDir = tempDataDir()
let app: AppProcess | null = null

afterAll(async () => {
  if (app && app.child.exitCode === null) app.child.kill('SIGKILL')
  const server = postmaster(dataDir)
  if (server && isRunning(server.pid)) process.kill(server.pid, 'SIGQUIT')
  if (server) await gone(server.pid, 10_000).catch(() => {})
  rmSync(dataDir, { recursive: true, force: true })
})

const client = (a: AppProcess) =>
  createClient(a.url, a.anonKey, { auth: { persistSession: false }, realtime: { transport: ws as never } })

async function signedInStudent(a: AppProcess) {
  const c = client(a)
  const { error } = await c.auth.signInWithPassword({ email: 'student@demo.campus.test', password: 'demo-password' })
  if (error) throw error
  return c
}

const restRead = (a: AppProcess) =>
  fetch(`${a.url}/rest/v1/opportunities?select=id&limit=1`, {
    headers: { apikey: a.anonKey },
    signal: AbortSignal.timeout(10_000),
  })

describe('npm start as a service', () => {
  it('starts on an empty data directory: a new cluster, migrated and seeded, and search answers', async () => {
    app = await startApp(dataDir)
    expect(app.output()).toMatch(/Database: PostgreSQL 15\.\d+, embedded/)
    const student = await signedInStudent(app)
    // The words that once stopped the embedded database for everyone.
    for (const query of ['hackathon', 'career fair', '#hackathon']) {
      const { data, error } = await student.rpc('search_all', { query, per_kind: 3 })
      expect(error).toBeNull()
      expect(data).toBeTruthy()
    }
  }, 120_000)

  it('refuses a second start on the same data directory, saying the first still runs', async () => {
    const second = spawnApp(dataDir)
    const { code } = await second.exited
    expect(code).toBe(1)
    expect(second.output()).toContain(`Campus Network is already running on`)
    expect((await restRead(app!)).status).toBe(200)
  }, 60_000)

  it('restarts the database when it dies; requests meanwhile answer 503 at once, never hang', async () => {
    const before = postmaster(dataDir)!
    process.kill(before.pid, 'SIGKILL')
    await gone(before.pid, 5_000)
    const during = await restRead(app!)
    expect([200, 503]).toContain(during.status)
    // PostgREST's own answer while its database is away.
    if (during.status === 503) expect((await during.json()).code).toBe('PGRST001')
    // Served again once the server is back, on the same port.
    let status = during.status
    while (status !== 200) status = (await restRead(app!)).status
    const after = postmaster(dataDir)!
    expect(after.pid).not.toBe(before.pid)
    expect(after.port).toBe(before.port)
    expect(app!.output().match(/stopped unexpectedly/g)).toHaveLength(1)
  }, 60_000)

  it('after a kill -9 of the app, the next start takes over its orphaned server and keeps its writes', async () => {
    const student = await signedInStudent(app!)
    const { data: me } = await student.auth.getUser()
    const { data: post, error } = await student
      .from('posts')
      .insert({ author_id: me.user!.id, body: 'Written just before the app was killed' })
      .select('id')
      .single()
    expect(error).toBeNull()
    const orphan = postmaster(dataDir)!
    app!.child.kill('SIGKILL')
    await app!.exited
    expect(isRunning(orphan.pid)).toBe(true)

    app = await startApp(dataDir)
    expect(isRunning(orphan.pid)).toBe(false)
    const again = await signedInStudent(app)
    const { data: kept } = await again.from('posts').select('id').eq('id', post!.id)
    expect(kept).toHaveLength(1)
  }, 120_000)

  it('stops the app and the database within 5 s on SIGTERM while a long query runs', async () => {
    const server = postmaster(dataDir)!
    const holder = new pg.Client({ connectionString: `postgres://supabase_admin@127.0.0.1:${server.port}/postgres` })
    holder.on('error', () => {})
    await holder.connect()
    // A lock the app's next read waits on: a request is in flight on one of its pooled connections.
    await holder.query('begin; lock table public.opportunities in access exclusive mode')
    const blocked = restRead(app!).catch((error: Error) => error)
    const sleeping = holder.query('select pg_sleep(60)').catch((error: Error) => error)
    await waitForLockWaiter(server.port)

    const started = Date.now()
    app!.child.kill('SIGTERM')
    const { code } = await app!.exited
    await gone(server.pid, 5_000)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(code, app!.output().split('stopping…')[1]).toBe(0)
    await Promise.all([blocked, sleeping])
    await holder.end().catch(() => {})
  }, 60_000)
})

/** Waits until some session waits on a lock (the app's request reached the database). */
async function waitForLockWaiter(port: number) {
  const probe = new pg.Client({ connectionString: `postgres://supabase_admin@127.0.0.1:${port}/postgres` })
  await probe.connect()
  try {
    for (;;) {
      const { rows } = await probe.query(
        `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'`,
      )
      if (rows[0].n > 0) return
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  } finally {
    await probe.end()
  }
}
