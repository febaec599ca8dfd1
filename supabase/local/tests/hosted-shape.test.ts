import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient } from '@supabase/supabase-js'
import pg from 'pg'
import ws from 'ws'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { urlAs } from '../src/db/hosted.ts'
import { createScratchDatabase } from '../src/db/scratch.ts'
import { createLocalStack, type LocalStack } from '../src/stack.ts'

/**
 * The stack's PostgreSQL is shaped as hosted Supabase is (the cluster's bootstrap superuser is supabase_admin;
 * supabase/local/src/db/bootstrap.sql shapes the roles): what is refused on hosted is refused here.
 */
const GOTRUE_STRINGS = ['confirmation_token', 'recovery_token', 'email_change_token_new', 'email_change']

describe('a hosted-shaped PostgreSQL (migrations and seed as postgres)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let stack: LocalStack
  let server: Server
  let url: string
  const clients: pg.Client[] = []

  async function connectAs(user: string) {
    const client = new pg.Client({ connectionString: urlAs(scratch.url, user) })
    await client.connect()
    clients.push(client)
    return client
  }

  /** The error a statement fails with, as `postgres` (rolled back either way). */
  async function errorAs(user: string, sql: string, role?: string) {
    const client = await connectAs(user)
    await client.query('begin')
    try {
      if (role) await client.query(`set local role ${role}`)
      await client.query(sql)
      return null
    } catch (error) {
      return error as Error & { code?: string }
    } finally {
      await client.query('rollback')
    }
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase(inject('adminDatabaseUrl'), 'hosted_shape')
    // The product's own migrations and seed: they must apply as postgres with no error.
    stack = await createLocalStack({ databaseUrl: scratch.url, supabaseDir: 'supabase' })
    server = createServer((req, res) => {
      void stack.handle(req, res).then((handled) => {
        if (!handled) res.writeHead(404).end()
      })
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    stack.setPublicUrl(url)
  }, 240_000)
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end().catch(() => {})))
    await new Promise((done) => server?.close(done))
    await stack?.close()
    await scratch?.drop()
  })

  it('applies every migration and the seed', async () => {
    expect(stack.migrations.applied.length).toBeGreaterThan(0)
    expect(stack.migrations.seeded).toBe(true)
    const { rows } = await stack.db.query<{ owner: string }>(
      `select distinct pg_get_userbyid(c.relowner) as owner from pg_class c
       join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
    )
    expect(rows.map((r) => r.owner)).toEqual(['postgres'])
  })

  it('keeps postgres a role that is not a superuser, with what hosted gives it', async () => {
    const { rows } = await stack.db.query<Record<string, boolean>>(
      `select rolsuper, rolcreaterole, rolcreatedb, rolbypassrls, rolcanlogin from pg_roles where rolname = 'postgres'`,
    )
    expect(rows[0]).toEqual({
      rolsuper: false,
      rolcreaterole: true,
      rolcreatedb: true,
      rolbypassrls: true,
      rolcanlogin: true,
    })
    const asPostgres = await connectAs('postgres')
    expect((await asPostgres.query(`select current_setting('is_superuser') as s`)).rows[0].s).toBe('off')
  })

  it('gives auth to supabase_auth_admin, storage to supabase_storage_admin, with RLS on auth tables', async () => {
    const { rows } = await stack.db.query<{ schema: string; owner: string; rls: boolean }>(
      `select n.nspname as schema, pg_get_userbyid(c.relowner) as owner, bool_and(c.relrowsecurity) as rls
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('auth', 'storage') and c.relkind = 'r' group by 1, 2 order by 1`,
    )
    expect(rows).toEqual([
      { schema: 'auth', owner: 'supabase_auth_admin', rls: true },
      { schema: 'storage', owner: 'supabase_storage_admin', rls: true },
    ])
  })

  it('refuses to postgres an index, a column or a table in auth and storage', async () => {
    expect(await errorAs('postgres', 'create index on auth.users (phone)')).toMatchObject({
      code: '42501',
      message: 'must be owner of table users',
    })
    expect(await errorAs('postgres', 'create index on storage.objects (owner)')).toMatchObject({
      code: '42501',
      message: 'must be owner of table objects',
    })
    expect(await errorAs('postgres', 'alter table storage.objects add column extra text')).toMatchObject({
      code: '42501',
    })
    expect(await errorAs('postgres', 'create table auth.extra (id int)')).toMatchObject({ code: '42501' })
  })

  it('still lets postgres write policies on storage.objects and triggers on auth.users', async () => {
    expect(
      await errorAs(
        'postgres',
        `create policy "test policy" on storage.objects for select to authenticated using (true)`,
      ),
    ).toBeNull()
    expect(
      await errorAs(
        'postgres',
        `create function public.noop_trigger() returns trigger language plpgsql as 'begin return new; end';
         create trigger noop after insert on auth.users for each row execute function public.noop_trigger()`,
      ),
    ).toBeNull()
  })

  it('does not let service_role read auth.users', async () => {
    expect(await errorAs('postgres', 'select id from auth.users limit 1', 'service_role')).toMatchObject({
      code: '42501',
      message: 'permission denied for table users',
    })
  })

  it('refuses a direct delete from storage tables, as storage-api protects them', async () => {
    for (const sql of ['delete from storage.objects', 'delete from storage.buckets where id = $$nothing$$']) {
      expect(await errorAs('postgres', sql)).toMatchObject({
        code: '42501',
        message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
      })
    }
    expect(await errorAs('postgres', 'delete from storage.objects', 'service_role')).toMatchObject({ code: '42501' })
  })

  it('sets statement timeouts per API role: anon 3 s, authenticated 8 s', async () => {
    const { rows } = await stack.db.query<{ role: string; config: string[] }>(
      `select r.rolname as role, s.setconfig as config from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
       where r.rolname in ('anon', 'authenticated') and s.setdatabase = 0 order by 1`,
    )
    expect(rows).toEqual([
      { role: 'anon', config: ['statement_timeout=3s'] },
      { role: 'authenticated', config: ['statement_timeout=8s'] },
    ])
    const { rows: inherit } = await stack.db.query<{ n: string }>(
      `select count(*)::text as n from pg_roles where rolname in ('anon', 'authenticated', 'service_role') and rolinherit`,
    )
    expect(inherit[0].n).toBe('3')
  })

  it('signs a demo account in and serves storage, each service connected as its own role', async () => {
    const client = createClient(url, stack.keys.anonKey, {
      realtime: { transport: ws as never },
      auth: { persistSession: false },
    })
    const signIn = await client.auth.signInWithPassword({
      email: 'student@demo.campus.test',
      password: 'demo-password',
    })
    expect(signIn.error).toBeNull()
    const buckets = await createClient(url, stack.keys.serviceRoleKey, {
      realtime: { transport: ws as never },
      auth: { persistSession: false },
    }).storage.listBuckets()
    expect(buckets.error).toBeNull()
    const profiles = await client.from('user_profiles').select('user_id').limit(1)
    expect(profiles.error).toBeNull()
    const { rows } = await stack.db.query<{ usename: string }>(
      `select distinct usename::text from pg_stat_activity where datname = current_database() order by 1`,
    )
    expect(rows.map((r) => r.usename)).toEqual(
      expect.arrayContaining(['supabase_auth_admin', 'supabase_storage_admin', 'authenticator']),
    )
  })

  it('writes demo accounts GoTrue can read: no NULL where GoTrue scans a string, no stand-in defaults', async () => {
    const { rows } = await stack.db.query<{ n: string }>(
      `select count(*)::text as n from auth.users where ${GOTRUE_STRINGS.map((c) => `${c} is null`).join(' or ')}`,
    )
    expect(rows[0].n).toBe('0')
    const { rows: defaults } = await stack.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'auth' and table_name = 'users'
         and column_name = any($1::text[]) and column_default is not null`,
      [GOTRUE_STRINGS],
    )
    expect(defaults).toEqual([])
    const { rows: identities } = await stack.db.query<{ n: string }>(
      `select count(*)::text as n from auth.identities where created_at is null or updated_at is null`,
    )
    expect(identities[0].n).toBe('0')
  })
})
