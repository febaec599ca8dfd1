import { mkdirSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { startLocalApp } from '../server/local-app.ts'
import { createScratchDatabase } from '../supabase/local/src/db/scratch.ts'
import { timeIt } from './lib/timing.ts'

/**
 * The dashboard summary (GET /api/analytics/me/summary, SQL `analytics_summary`) for an owner with
 * 100,000 events over 90 days, with 2,000,000 and then 20,000,000 `analytics_events` over 100,000
 * owners: as SQL (RLS on, as the owner) and through the endpoint (token check + rpc over /rest/v1).
 * Goal: under 20 ms SQL p99 at 20M, and flat as the table grows 10×. Needs PostgreSQL:
 * `npm run bench:analytics` starts a throwaway cluster.
 * Usage: tsx scripts/bench-analytics.ts [iterations]
 */
const ITERATIONS = Number(process.argv[2] ?? 500)
const WARMUP = 50
const OWNERS = 100_000
const TARGET_EVENTS = 100_000
const SIZES = (process.env.BENCH_SIZES ?? '2000000,20000000').split(',').map(Number)
const BATCH = 2_000_000
const PASSWORD = 'bench-password'
const TYPES = `(array['post_view','profile_view','post_like','post_comment','repost','follow'])`

if (!process.env.DATABASE_URL) {
  console.error('bench-analytics needs PostgreSQL: run `npm run bench:analytics` (or set DATABASE_URL).')
  process.exit(1)
}

const member = (expr: string) => `('00000000-0000-4000-9000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`
const time = (fn: (i: number) => Promise<unknown>, n = ITERATIONS) => timeIt(fn, n, WARMUP)

const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'bench_analytics')
const running = await startLocalApp({
  port: 0,
  host: '127.0.0.1',
  inMemory: true,
  databaseUrl: scratch.url,
  loadApiModule: (file) => import(file),
  serveApp: (_req, res) => void res.writeHead(404).end(),
})
const keys = running.stack.keys
const client = new pg.Client({ connectionString: scratch.url })
await client.connect()

// The measured owner: a real account (for a token) with 100,000 events over the last 90 days.
const email = `owner-${Date.now()}@bench.test`
const created = await fetch(`${running.url}/auth/v1/admin/users`, {
  method: 'POST',
  headers: { apikey: keys.anonKey, authorization: `Bearer ${keys.serviceRoleKey}`, 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
})
const owner = ((await created.json()) as { id: string }).id
await client.query(
  `insert into public.user_profiles (user_id, email, name, profile_type) values ($1, $2, 'Busy Owner', 'company')`,
  [owner, email],
)
const signIn = await fetch(`${running.url}/auth/v1/token?grant_type=password`, {
  method: 'POST',
  headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: PASSWORD }),
})
const token = ((await signIn.json()) as { access_token: string }).access_token

let t0 = performance.now()
await client.query(`set session_replication_role = replica`) // bulk load without per-row FK checks
await client.query(`
  insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
    select ${member('g')}, 'authenticated', 'authenticated', 'member' || g || '@bench.test', now(), now(), now()
    from generate_series(1, ${OWNERS}) g;
  insert into public.profiles (id, name, profile_type, is_public, created_at)
    select ${member('g')}, 'Member ' || g,
      (array['student','company','employer','university','professor','influencer','investor','philanthropist'])[1 + g % 8],
      true, now()
    from generate_series(1, ${OWNERS}) g;`)

/** Events ids (from, to]: spread over every owner and the last year, with the rollup built as the trigger builds it. */
async function addEvents(from: number, to: number) {
  for (let start = from; start < to; start += BATCH) {
    const end = Math.min(to, start + BATCH)
    await client.query(`
      with added as (
        insert into public.analytics_events (owner_id, actor_id, event_type, entity_type, entity_id, day, created_at)
        select ${member('1 + (g::bigint * 7919) % ' + OWNERS)}, ${member('1 + (g::bigint * 104729) % ' + OWNERS)},
          ${TYPES}[1 + (g * 31) % 6], 'post', md5(g::text)::uuid,
          ((now() - (g % 365) * interval '1 day') at time zone 'utc')::date, now() - (g % 365) * interval '1 day'
        from generate_series(${start + 1}, ${end}) g
        returning owner_id, day, event_type
      )
      insert into public.analytics_daily as d (owner_id, day, event_type, count)
        select owner_id, day, event_type, count(*) from added group by 1, 2, 3
        on conflict (owner_id, day, event_type) do update set count = d.count + excluded.count`)
    process.stdout.write(`  ${end.toLocaleString('en')} events\n`)
  }
}

await client.query(`
  with added as (
    insert into public.analytics_events (owner_id, actor_id, event_type, entity_type, entity_id, day, created_at)
    select '${owner}', ${member('1 + (g * 13) % ' + OWNERS)}, ${TYPES}[1 + (g / 90) % 6], 'post', gen_random_uuid(),
      ((now() - (g % 90) * interval '1 day') at time zone 'utc')::date, now() - (g % 90) * interval '1 day'
    from generate_series(1, ${TARGET_EVENTS}) g
    returning owner_id, day, event_type
  )
  insert into public.analytics_daily (owner_id, day, event_type, count)
    select owner_id, day, event_type, count(*) from added group by 1, 2, 3`)

const SQL = `select public.analytics_summary($1)`
const rows: string[] = []
const results: { size: number; sql90: { p50: number; p99: number }; api90: { p50: number; p99: number } }[] = []
let loaded = TARGET_EVENTS
for (const size of SIZES) {
  await addEvents(loaded, size)
  loaded = size
  await client.query(`set session_replication_role = origin`)
  await client.query(`vacuum analyze public.analytics_events`)
  await client.query(`vacuum analyze public.analytics_daily`)
  const seconds = (performance.now() - t0) / 1000
  const { rows: counts } = await client.query<{ events: string; daily: string }>(
    `select (select count(*) from public.analytics_events) as events, (select count(*) from public.analytics_daily) as daily`,
  )

  await client.query(`begin`)
  await client.query(`set local role authenticated`)
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: owner, role: 'authenticated' }),
  ])
  const check = await client.query(SQL, [90])
  const total = (check.rows[0].analytics_summary as { totalEvents: number }).totalEvents
  if (total !== TARGET_EVENTS) throw new Error(`expected ${TARGET_EVENTS} events, got ${total}`)
  const sql90 = await time(() => client.query(SQL, [90]))
  const sql14 = await time(() => client.query(SQL, [14]))
  const plan = await client.query(
    `explain (analyze, buffers, timing off) select d.day, d.event_type, d.count from public.analytics_daily d
     where d.owner_id = '${owner}' and d.day > (now() at time zone 'utc')::date - 90`,
  )
  await client.query(`rollback`)

  const call = (days: number) => async () => {
    const res = await fetch(`${running.url}/api/analytics/me/summary?days=${days}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`)
    const body = (await res.json()) as { data: { totalEvents: number } }
    if (days === 90 && body.data.totalEvents !== TARGET_EVENTS) throw new Error('wrong total through the endpoint')
  }
  const api90 = await time(call(90), Math.min(ITERATIONS, 300))
  const api14 = await time(call(14), Math.min(ITERATIONS, 300))
  results.push({ size, sql90, api90 })
  rows.push(
    `| ${size.toLocaleString('en')} | ${Number(counts[0].daily).toLocaleString('en')} | ${sql90.p50.toFixed(2)} / ${sql90.p99.toFixed(2)} ms | ${sql14.p50.toFixed(2)} / ${sql14.p99.toFixed(2)} ms | ${api90.p50.toFixed(2)} / ${api90.p99.toFixed(2)} ms | ${api14.p50.toFixed(2)} / ${api14.p99.toFixed(2)} ms | ${seconds.toFixed(0)} s |`,
  )
  console.log(rows.at(-1))
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'))
  t0 = performance.now()
  await client.query(`set session_replication_role = replica`)
}

// What the rollup costs a writer: one event through the real trigger path (a follow).
await client.query(`set session_replication_role = origin`)
const write = await time(async (i) => {
  await client.query(
    `insert into public.analytics_events (owner_id, actor_id, event_type, entity_type, entity_id)
     values ($1, ${member(String(1 + (i % OWNERS)))}, 'follow', 'profile', $1)`,
    [owner],
  )
}, 300)

const small = results[0]
const large = results[results.length - 1]
const report = `# Analytics summary benchmark

\`GET /api/analytics/me/summary\` and the SQL behind it (\`analytics_summary(days)\`, RLS on, as the owner) for
an owner with **${TARGET_EVENTS.toLocaleString('en')} events over 90 days** (6 event types), while \`analytics_events\` grows
from ${SIZES[0].toLocaleString('en')} to ${large.size.toLocaleString('en')} rows over ${OWNERS.toLocaleString('en')} owners (spread over a year). The summary reads
the daily rollup \`analytics_daily\` (one row per owner, day and event type, kept by statement triggers on
\`analytics_events\`) through its primary key \`(owner_id, day, event_type)\`, so its cost depends on the range
(≤ days × types rows), not on how many events exist. PostgreSQL on this machine (2 shared cores),
${ITERATIONS} SQL iterations and ${Math.min(ITERATIONS, 300)} endpoint iterations after ${WARMUP} warm-up; p50 / p99.

| events in table | rollup rows | SQL 90 days | SQL 14 days | endpoint 90 days | endpoint 14 days | load time |
|---|---|---|---|---|---|---|
${rows.join('\n')}

- SQL at ${large.size.toLocaleString('en')} events, 90 days: p50 **${large.sql90.p50.toFixed(2)} ms**, p99 **${large.sql90.p99.toFixed(2)} ms** (goal: p99 under 20 ms).
- 10× growth (${large.size.toLocaleString('en')} / ${small.size.toLocaleString('en')}): SQL p99 **${(large.sql90.p99 / small.sql90.p99).toFixed(2)}×**, SQL p50 **${(large.sql90.p50 / small.sql90.p50).toFixed(2)}×**, endpoint p50 **${(large.api90.p50 / small.api90.p50).toFixed(2)}×**.
- The endpoint adds the token check (\`/auth/v1/user\`) and the rpc through \`/rest/v1\` to the SQL.
- Writing one event (row insert + statement trigger upserting the rollup): p50 ${write.p50.toFixed(2)} ms, p99 ${write.p99.toFixed(2)} ms.

Written by \`npm run bench:analytics\` on ${new Date().toISOString().slice(0, 10)}.
`
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bench-analytics.md', report)
console.log(report)
await client.end()
await running.close()
await scratch.drop()
process.exit(0)
