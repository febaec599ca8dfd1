import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import { startLocalStackServer, type RunningStack } from '../src/server.ts'
import { createLocalStack } from '../src/stack.ts'
import { MigrationError } from '../src/db/migrate.ts'
import { PASSWORD, uniqueEmail } from './helpers.ts'
import { testDatabaseUrl } from '../../../tests/setup/test-database.ts'

/** A second, strict stack in memory: low rate limits, its own migrations folder. */
describe('local stack: limits, schema reload, migrations', () => {
  let running: RunningStack
  let migrations: string

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stack-'))
    migrations = join(dir, 'migrations')
    mkdirSync(migrations)
    writeFileSync(
      join(migrations, '20240101000000_items.sql'),
      `create table public.items (id int primary key); alter table public.items enable row level security;
      create policy "anyone reads items" on public.items for select to anon using (true);`,
    )
    running = await startLocalStackServer({
      port: 0,
      databaseUrl: await testDatabaseUrl(),
      supabaseDir: 'supabase',
      migrationsDir: migrations,
      seedFile: null,
      // This machine stands for a trusted proxy here, so X-Forwarded-For names the client (auth-abuse.test.ts
      // shows the header is ignored from any other peer).
      config: {
        // A token_refresh of 0: POST /token gets its bucket of 30 and no refill, however slow the machine.
        rateLimit: { signInSignUps: 3, emailSent: 2, tokenRefresh: 0, tokenVerifications: 100 },
        trustedProxies: ['127.0.0.1', '::1'],
      },
    })
  })
  afterAll(() => running.close())

  const client = () =>
    createClient(running.url, running.stack.keys.anonKey, {
      realtime: { transport: ws as never },
      auth: { persistSession: false, autoRefreshToken: false },
    })

  it('limits sign-ins per address with a 429, in a bucket of 30 shared with refreshes (as GoTrue)', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' }
    const c = createClient(running.url, running.stack.keys.anonKey, {
      global: { headers },
      realtime: { transport: ws as never },
      auth: { persistSession: false },
    })
    for (let i = 0; i < 30; i++)
      expect((await c.auth.refreshSession({ refresh_token: `not-a-token-${i}` })).error?.code).toBe(
        'refresh_token_not_found',
      )
    const limited = await c.auth.signInWithPassword({ email: 'x@example.test', password: PASSWORD })
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    // Another address is not affected.
    expect((await client().auth.signInWithPassword({ email: 'x@example.test', password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    )
  })

  it('limits emails for the whole project', async () => {
    const codes: (string | undefined)[] = []
    for (let i = 0; i < 3; i++) {
      const c = createClient(running.url, running.stack.keys.anonKey, {
        global: { headers: { 'x-forwarded-for': `198.51.100.${i}` } },
        realtime: { transport: ws as never },
        auth: { persistSession: false },
      })
      codes.push((await c.auth.signUp({ email: uniqueEmail('limit'), password: PASSWORD })).error?.code)
    }
    expect(codes).toEqual([undefined, undefined, 'over_email_send_rate_limit'])
  })

  it('reloads its schema cache on NOTIFY pgrst', async () => {
    expect((await client().from('items').select()).error).toBeNull()
    await running.stack.db.exec(`create table public.late (id int primary key); grant select on public.late to anon;`)
    expect((await client().from('late').select()).error?.code).toBe('PGRST205')
    await running.stack.db.exec(`notify pgrst, 'reload schema'`)
    for (let i = 0; i < 20; i++) {
      if (!(await client().from('late').select()).error) break
      await new Promise((r) => setTimeout(r, 50))
    }
    expect((await client().from('late').select()).error).toBeNull()
  })

  it('applies each migration once and records it as the Supabase CLI does', async () => {
    const { rows } = await running.stack.db.query<{ version: string; name: string }>(
      'select version, name from supabase_migrations.schema_migrations',
    )
    expect(rows).toEqual([{ version: '20240101000000', name: 'items' }])
  })

  it('stops on a failing migration, naming the file and the Postgres error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bad-'))
    writeFileSync(join(dir, '20240101000000_ok.sql'), 'create table public.fine (id int);')
    writeFileSync(join(dir, '20240102000000_broken.sql'), 'create table public.broken (id nosuchtype);')
    const failure = await createLocalStack({
      databaseUrl: await testDatabaseUrl(),
      supabaseDir: 'supabase',
      migrationsDir: dir,
      seedFile: null,
    }).catch((e) => e)
    expect(failure).toBeInstanceOf(MigrationError)
    expect(failure.message).toContain('20240102000000_broken.sql')
    expect(failure.message).toContain('type "nosuchtype" does not exist')
  })
})

describe('local stack: APIs it does not serve', () => {
  it('answers them with a JSON 404, never the app', async () => {
    const { inject } = await import('vitest')
    const res = await fetch(`${inject('stackUrl')}/functions/v1/hello`)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('json')
  })
})
