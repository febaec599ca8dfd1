import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Queryable } from '../src/db/driver.ts'
import { bootstrap, bootstrapAt, migrate } from '../src/db/migrate.ts'
import { carryOverPglite } from '../src/db/pglite-carry-over.ts'
import { openPostgres } from '../src/db/postgres.ts'
import { createScratchDatabase } from '../src/db/scratch.ts'
import { startLocalStackServer, type RunningStack } from '../src/server.ts'
import {
  asMember,
  fingerprint,
  insertConfirmedUser,
  openPgliteDatabase,
  productSeedFiles,
} from './fixtures/pglite-source.ts'

/**
 * A PGlite directory written by the earlier local stack carried over to PostgreSQL (src/db/pglite-carry-over.ts).
 * The sources are written here as that stack wrote them (fixtures/pglite-source.ts); the targets are scratch
 * databases of the run's cluster.
 */
const PASSWORD = 'carried-over-password'
const temporary: string[] = []
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  temporary.push(dir)
  return dir
}

/** An empty database of the run's cluster, shaped by bootstrap.sql as the superuser. */
async function bootstrappedScratch(prefix: string) {
  const scratch = await createScratchDatabase(inject('adminDatabaseUrl'), prefix)
  await bootstrapAt(scratch.url)
  return scratch
}

afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true })
})

describe('carrying a small PGlite database over', () => {
  let migrations: string
  let failing: string
  let pgliteDir: string
  const MIGRATION = `
    create schema carry;
    create table carry.items (
      id bigint generated always as identity primary key,
      label text not null,
      n int not null,
      doubled int generated always as (n * 2) stored,
      big bigint, amount numeric, ratio float8, at timestamptz, local_at timestamp, day date,
      data jsonb, tags text[], raw bytea, doc tsvector
    );
    create table carry.log (line text); -- no primary key
    create table public.counters (id serial primary key, note text);
    insert into public.counters (note) values ('from the migration');
  `
  const ITEMS = `select md5(string_agg(t::text, '|' order by id)) as digest, count(*)::int as n from carry.items t`
  let scratch: Awaited<ReturnType<typeof bootstrappedScratch>>
  let itemsDigest: string

  beforeAll(async () => {
    migrations = tempDir('carry-migrations-')
    failing = tempDir('carry-migrations-failing-')
    pgliteDir = tempDir('carry-pglite-')
    writeFileSync(join(migrations, '20990101000100_carry.sql'), MIGRATION)
    // The same migration, with a rule the copied rows break (checked on insert even with triggers off).
    writeFileSync(
      join(failing, '20990101000100_carry.sql'),
      `${MIGRATION}\nalter table carry.log add constraint nothing_yet check (false) not valid;`,
    )
    const db = await openPgliteDatabase(pgliteDir)
    try {
      await migrate(db, { migrationsDir: migrations })
      await db.exec(`set timezone = 'UTC'`)
      await db.exec(`insert into carry.items (label, n, big, amount, ratio, at, local_at, day, data, tags, raw, doc)
        select 'item ' || i || ' "quoted" ''single'' \\ back é 🎓', i, 9007199254740993 + i, 1.000000000000000000001 * i,
          0.1 * i, '2026-01-01 00:00:00.123456+00'::timestamptz + i * interval '1 minute',
          '2026-01-01 12:34:56.789012', '2026-02-03', jsonb_build_object('i', i, 'nested', jsonb_build_array(1, 'two', null)),
          array['a', 'b,c', null], '\\xdeadbeef00', to_tsvector('simple', 'hello world ' || i)
        from generate_series(1, 2500) i`)
      await db.exec(`insert into carry.log select 'line ' || i from generate_series(1, 1200) i`)
      await db.exec(`insert into public.counters (note) values ('a'), ('b')`)
      itemsDigest = (await db.query<{ digest: string }>(ITEMS)).rows[0].digest
    } finally {
      await db.close()
    }
    scratch = await bootstrappedScratch('carry_small')
  }, 120_000)
  afterAll(async () => {
    await scratch?.drop()
  })

  it('leaves the target as it was when anything fails', async () => {
    const before = fingerprint(pgliteDir)
    await expect(carryOverPglite({ pgliteDir, adminUrl: scratch.url, migrationsDir: failing })).rejects.toThrow(
      /nothing_yet/,
    )
    const db = await openPostgres(scratch.url, { max: 1 })
    try {
      const { rows } = await db.query<{ schema: string | null; migrations: number }>(
        `select to_regnamespace('carry')::text as schema,
           (select count(*)::int from supabase_migrations.schema_migrations) as migrations`,
      )
      expect(rows[0]).toEqual({ schema: null, migrations: 0 })
    } finally {
      await db.close()
    }
    expect(fingerprint(pgliteDir)).toBe(before)
  })

  it('copies every row as it is, in batches, and sets the sequences', async () => {
    const before = fingerprint(pgliteDir)
    const lines: string[] = []
    const report = await carryOverPglite({
      pgliteDir,
      adminUrl: scratch.url,
      migrationsDir: migrations,
      log: (line) => lines.push(line),
    })
    // 2,500 items, 1,200 log lines, 3 counters (the migration's own row once) and the migration's record.
    expect(report).toMatchObject({ migrations: 1, rows: 3704 })
    const batches = lines.map((l) => /^"carry"\."items": 2500 rows in (\d+) batches$/.exec(l)?.[1]).find(Boolean)
    expect(Number(batches)).toBeGreaterThanOrEqual(3)
    expect(fingerprint(pgliteDir)).toBe(before)

    const db = await openPostgres(scratch.url, { max: 1 })
    try {
      await db.exec(`set timezone = 'UTC'`)
      const { rows } = await db.query<{ digest: string; n: number }>(ITEMS)
      expect(rows[0]).toEqual({ digest: itemsDigest, n: 2500 })
      const next = await db.query<{ id: string; doubled: number }>(
        `insert into carry.items (label, n) values ('new', 21) returning id::text, doubled`,
      )
      expect(next.rows[0]).toEqual({ id: '2501', doubled: 42 })
      const counter = await db.query<{ id: number }>(`insert into public.counters (note) values ('c') returning id`)
      expect(counter.rows[0].id).toBe(4)
      const { rows: log } = await db.query<{ n: number }>(`select count(*)::int as n from carry.log`)
      expect(log[0].n).toBe(1200)
    } finally {
      await db.close()
    }
  })
})

/**
 * A PGlite directory in the wild holds at most the migrations and seed files of the PGlite era (the local stack
 * moved to PostgreSQL after 20261130090300); later migrations need what the PGlite build never loaded (btree_gist),
 * and the stack applies them on PostgreSQL after the carry-over.
 */
const PGLITE_ERA_LAST = '20261130090300'
const PGLITE_ERA_SEEDS = new Set([
  'seed.sql',
  '11_dashboard_discovery_funding.sql',
  '12_messages.sql',
  '13_associates_communities.sql',
  '14_organisations.sql',
  '16_events.sql',
  '17_search.sql',
  '18_university.sql',
  '19_ai.sql',
  '20_settings.sql',
  '25_pitch_teams.sql',
])
const migrationFiles = readdirSync('supabase/migrations')
  .filter((f) => f.endsWith('.sql'))
  .sort()
const versionOf = (file: string) => file.split('_')[0]!
const eraVersions = new Set(migrationFiles.map(versionOf).filter((v) => v <= PGLITE_ERA_LAST))
const laterMigrations = migrationFiles.filter((f) => versionOf(f) > PGLITE_ERA_LAST)

describe("carrying the product's PGlite database over", () => {
  let pgliteDir: string
  let storageDir: string
  let scratch: Awaited<ReturnType<typeof bootstrappedScratch>>
  let carried: RunningStack
  let report: Awaited<ReturnType<typeof carryOverPglite>>
  let carryMs = 0
  let members: { ana: Member; ben: Member }
  let before: Record<string, number>
  let oldPostId: string
  let conversationId: string

  interface Member {
    email: string
    id: string
  }

  const anon = (stack: RunningStack): SupabaseClient =>
    createClient(stack.url, stack.stack.keys.anonKey, {
      realtime: { transport: ws as never },
      auth: { persistSession: false, autoRefreshToken: false },
    })

  async function signIn(stack: RunningStack, member: { email: string }, password = PASSWORD) {
    const client = anon(stack)
    const { error } = await client.auth.signInWithPassword({ email: member.email, password })
    if (error) throw error
    return client
  }

  /** Counts that must come through unchanged (the demo seed once, the members' rows). */
  async function counts(db: Queryable): Promise<Record<string, number>> {
    const { rows } = await db.query<Record<string, number>>(
      `select (select count(*)::int from auth.users) as users,
              (select count(*)::int from auth.refresh_tokens) as refresh_tokens,
              (select count(*)::int from public.profiles) as profiles,
              (select count(*)::int from public.posts) as posts,
              (select count(*)::int from public.messages) as messages,
              (select count(*)::int from public.notifications) as notifications,
              (select count(*)::int from public.analytics_events) as analytics_events,
              (select coalesce(max(id), 0)::int from public.analytics_events) as last_analytics_event,
              (select count(*)::int from supabase_migrations.seed_files) as seed_files,
              (select count(*)::int from supabase_migrations.schema_migrations) as migrations`,
    )
    return rows[0]
  }

  beforeAll(async () => {
    pgliteDir = tempDir('carry-product-pglite-')
    storageDir = tempDir('carry-product-storage-')
    // The earlier version's database: bootstrap.sql, the product's migrations and seed on PGlite, as its stack
    // made them, then two members' rows written as GoTrue and the app's requests wrote them.
    const old = await openPgliteDatabase(pgliteDir)
    try {
      await bootstrap(old)
      const migrated = await migrate(old, {
        bootstrapDb: null,
        migrationsDir: 'supabase/migrations',
        versions: eraVersions,
        seedFiles: productSeedFiles('supabase').filter((f) => PGLITE_ERA_SEEDS.has(basename(f))),
      })
      expect(migrated.seeded).toBe(true)
      const newMember = async (label: string): Promise<Member> => {
        const email = `${label}-carry@example.test`
        const id = await insertConfirmedUser(old, { email, password: PASSWORD })
        const member = { email, id }
        await asMember(
          old,
          member,
          `insert into public.user_profiles (user_id, email, name, profile_type) values ($1, $2, $3, 'student')`,
          [id, email, `${label} carried`],
        )
        return member
      }
      const ana = await newMember('ana')
      const ben = await newMember('ben')
      members = { ana, ben }
      const request = await asMember<{ id: string }>(
        old,
        ana,
        `insert into public.associate_requests (sender_id, recipient_id) values ($1, $2) returning id`,
        [ana.id, ben.id],
      )
      const accepted = await asMember<{ status: string }>(
        old,
        ben,
        `select status from public.respond_to_associate_request(request_id => $1, accept => true)`,
        [request.rows[0].id],
      )
      expect(accepted.rows[0].status).toBe('accepted')
      const post = await asMember<{ id: string }>(
        old,
        ana,
        `insert into public.posts (author_id, body) values ($1, 'Written before the move #carried') returning id`,
        [ana.id],
      )
      oldPostId = post.rows[0].id
      const viewed = await asMember<{ viewed: boolean }>(
        old,
        ben,
        `select public.track_view(entity_type => 'post', entity_id => $1) as viewed`,
        [oldPostId],
      )
      expect(viewed.rows[0].viewed).toBe(true)
      const started = await asMember<{ id: string }>(
        old,
        ana,
        `select public.start_conversation(member_ids => array[$1]::uuid[]) as id`,
        [ben.id],
      )
      conversationId = started.rows[0].id
      await asMember(
        old,
        ana,
        `insert into public.messages (conversation_id, sender_id, body) values ($1, $2, 'See you on PostgreSQL')`,
        [conversationId, ana.id],
      )
      before = await counts(old)
    } finally {
      await old.close()
    }

    scratch = await bootstrappedScratch('carry_product')
    const unchanged = fingerprint(pgliteDir)
    const lines: string[] = []
    const started = Date.now()
    report = await carryOverPglite({
      pgliteDir,
      adminUrl: scratch.url,
      migrationsDir: 'supabase/migrations',
      log: (line) => lines.push(line),
    })
    carryMs = Date.now() - started
    console.info(`[carry-over] ${JSON.stringify(report)} in ${carryMs} ms\n  ${lines.join('\n  ')}`)
    expect(fingerprint(pgliteDir)).toBe(unchanged)

    // The new version: the stack on that database.
    carried = await startLocalStackServer({
      port: 0,
      databaseUrl: scratch.url,
      supabaseDir: 'supabase',
      storageDir,
    })
  }, 900_000)

  afterAll(async () => {
    await carried?.close()
    await scratch?.drop()
  })

  it('applies the recorded migrations, then the stack applies the later ones and seeds nothing again', () => {
    expect(report.migrations).toBe(eraVersions.size)
    expect(report.rows).toBeGreaterThan(0)
    expect(carried.stack.migrations).toEqual({ applied: laterMigrations, seeded: false })
  })

  it('leaves the schema owned as the stack would have made it (by postgres)', async () => {
    const { rows } = await carried.stack.db.query<{ owner: string }>(
      `select distinct pg_get_userbyid(c.relowner) as owner from pg_class c
       join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'private') and c.relkind = 'r'`,
    )
    expect(rows.map((r) => r.owner)).toEqual(['postgres'])
  })

  it('brings every counted row over once: the demo seed is not applied twice', async () => {
    expect(await counts(carried.stack.db)).toEqual({ ...before, migrations: migrationFiles.length })
    expect(before.seed_files).toBeGreaterThan(0)
  })

  it('lets members sign in with their passwords and see their post and message', async () => {
    const ana = await signIn(carried, members.ana)
    const posts = await ana.from('posts').select('id, body').eq('author_id', members.ana.id)
    expect(posts.error).toBeNull()
    expect(posts.data).toEqual([{ id: oldPostId, body: 'Written before the move #carried' }])
    const messages = await ana.from('messages').select('body, sender_id').eq('conversation_id', conversationId)
    expect(messages.data).toEqual([{ body: 'See you on PostgreSQL', sender_id: members.ana.id }])
    const ben = await signIn(carried, members.ben)
    const received = await ben.from('messages').select('body').eq('conversation_id', conversationId)
    expect(received.data).toEqual([{ body: 'See you on PostgreSQL' }])
    // A demo account of the seed, with the seed's password.
    await signIn(carried, { email: 'student@demo.campus.test' }, 'demo-password')
  })

  it('gives new rows fresh ids (sequences carried over)', async () => {
    const ana = await signIn(carried, members.ana)
    const post = await ana
      .from('posts')
      .insert({ author_id: members.ana.id, body: 'Written after the move' })
      .select('id')
      .single()
    expect(post.error).toBeNull()
    expect(post.data!.id).not.toBe(oldPostId)
    // analytics_events.id is an identity column: the view is numbered after every carried event (a sequence
    // left at its start would collide with them).
    const ben = await signIn(carried, members.ben)
    const viewed = await ben.rpc('track_view', { entity_type: 'post', entity_id: post.data!.id })
    expect(viewed).toMatchObject({ data: true, error: null })
    const { rows } = await carried.stack.db.query<{ id: number }>(
      `select id::int from public.analytics_events where entity_id = $1`,
      [post.data!.id],
    )
    expect(rows[0].id).toBeGreaterThan(before.last_analytics_event)
  })
})
