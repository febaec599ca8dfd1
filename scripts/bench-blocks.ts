import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import { backendPid, cpuTicks } from './lib/backend-cpu.ts'
import { startBenchDatabase } from './lib/bench-database.ts'
import { FEED_SQL, FOLLOWING_SQL, FOR_YOU_SQL } from './lib/feed-sql.ts'
import { FULL, seed } from './lib/search-seed.ts'
import { percentile } from './lib/timing.ts'

/**
 * What blocks cost a member with 1,000 of them (500 they made, 500 made against them): the feed pages and search,
 * timed as SQL signed in (RLS on, where the "Blocked members see nothing of each other" policies apply), for two
 * members with the same follows and associates, one without blocks and one with 1,000. Goal: at most 1.2× the
 * same call without blocks. The search benchmark's network (scripts/lib/search-seed.ts), posts at a third.
 * `npm run bench:blocks` starts a throwaway cluster. Usage: tsx scripts/bench-blocks.ts [iterations]
 */
const ITERATIONS = Number(process.argv[2] ?? 200)
const WARMUP = 20
const ROUNDS = 4
const BLOCKS = 1000
const COUNTS = { ...FULL, posts: 300_000, opportunities: 20_000, events: 20_000 }

if (!process.env.DATABASE_URL) {
  console.error('bench-blocks needs PostgreSQL: run `npm run bench:blocks` (or set DATABASE_URL).')
  process.exit(1)
}

const uid = (expr: string) => `('00000000-0000-4000-9000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`
const PLAIN = '00000000-0000-4000-9000-000000000001' // the seed's viewer: 200 follows, 50 associates
const BLOCKING = '00000000-0000-4000-b000-000000000001' // the same network, and 1,000 blocks

/** The second viewer: the seed's viewer's follows and associates, then blocks of members outside that network. */
async function addBlockingViewer(client: pg.Client) {
  const half = BLOCKS / 2
  await client.query(`set session_replication_role = replica`)
  await client.query(`
    insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
      values ('${BLOCKING}', 'authenticated', 'authenticated', 'blocking@bench.test', now(), now(), now());
    insert into public.profiles (id, name, first_name, last_name, headline, university, is_public, profile_type)
      select '${BLOCKING}', name, first_name, last_name, headline, university, is_public, profile_type
      from public.profiles where id = '${PLAIN}';
    insert into public.user_profiles (user_id, email, name, profile_type)
      values ('${BLOCKING}', 'blocking@bench.test', 'Blocking viewer', 'student');
    insert into public.follows (follower_id, followee_id)
      select '${BLOCKING}', followee_id from public.follows where follower_id = '${PLAIN}';
    insert into public.associates (user_id, associate_id)
      select '${BLOCKING}', associate_id from public.associates where user_id = '${PLAIN}'
      union all select associate_id, '${BLOCKING}' from public.associates where user_id = '${PLAIN}'
      on conflict do nothing;
    insert into public.community_members (community_id, user_id, role, status, joined_at)
      select community_id, '${BLOCKING}', role, status, joined_at from public.community_members where user_id = '${PLAIN}';
    insert into public.user_blocks (blocker_id, blocked_id)
      select '${BLOCKING}', ${uid('1000 + g * 83')} from generate_series(1, ${half}) g;
    insert into public.user_blocks (blocker_id, blocked_id)
      select ${uid('1041 + g * 83')}, '${BLOCKING}' from generate_series(1, ${half}) g;
    analyze public.user_blocks; analyze public.follows; analyze public.associates;`)
  await client.query(`set session_replication_role = origin`)
  // What the lists' trigger would have kept, had the load not turned triggers off.
  await client.query(`select private.refresh_member_blocks(m)
    from (select blocker_id as m from public.user_blocks union select blocked_id from public.user_blocks) s`)
}

interface Case {
  name: string
  sql: string
  params: (viewer: string) => unknown[]
}

const boostSince = new Date(Date.now() - 3 * 86_400_000).toISOString()
const CASES: Case[] = [
  { name: 'home feed, first page', sql: FEED_SQL, params: (v) => [v, null, null] },
  { name: 'Following, first page', sql: FOLLOWING_SQL, params: (v) => [v, null, null] },
  { name: 'For you, first page', sql: FOR_YOU_SQL, params: (v) => [v, null, null, boostSince] },
  { name: 'search all "data"', sql: 'select public.search_all($1)', params: () => ['data'] },
  { name: 'search people "Maria"', sql: 'select id from public.search_people($1)', params: () => ['Maria'] },
  { name: 'search posts "data"', sql: 'select id from public.search_posts($1)', params: () => ['data'] },
  { name: 'typeahead "ma"', sql: 'select public.search_typeahead($1)', params: () => ['ma'] },
]

const { client, close } = await startBenchDatabase('bench_blocks')
const t0 = performance.now()
console.log('seeding', COUNTS)
await seed(client, COUNTS)
await addBlockingViewer(client)
const seedSeconds = (performance.now() - t0) / 1000
console.log(`seeded in ${seedSeconds.toFixed(0)} s`)

const signIn = async (viewer: string) => {
  await client.query(`set role authenticated`)
  await client.query(`select set_config('request.jwt.claims', $1, false)`, [
    JSON.stringify({ sub: viewer, role: 'authenticated' }),
  ])
}
const pid = await backendPid(client)

const VIEWERS = [
  { label: 'no blocks', id: PLAIN },
  { label: `${BLOCKS.toLocaleString('en')} blocks`, id: BLOCKING },
]
const samples = new Map<string, number[]>()
const cpu = new Map<string, { ticks: number; calls: number }>()
const rows = new Map<string, number>()
const key = (viewer: string, name: string) => `${viewer}|${name}`
for (let round = 0; round < ROUNDS; round++) {
  for (const c of CASES) {
    for (const v of VIEWERS) {
      await signIn(v.id)
      const list = samples.get(key(v.id, c.name)) ?? []
      samples.set(key(v.id, c.name), list)
      const runs = Math.ceil(ITERATIONS / ROUNDS) + (round === 0 ? WARMUP : 0)
      const before = cpuTicks(pid)
      for (let i = 0; i < runs; i++) {
        const t = performance.now()
        const res = await client.query(c.sql, c.params(v.id))
        if (round > 0 || i >= WARMUP) list.push(performance.now() - t)
        rows.set(key(v.id, c.name), res.rowCount ?? 0)
      }
      const used = cpu.get(key(v.id, c.name)) ?? { ticks: 0, calls: 0 }
      cpu.set(key(v.id, c.name), { ticks: used.ticks + cpuTicks(pid) - before, calls: used.calls + runs })
      await client.query('reset role')
    }
  }
}

const stats = (viewer: string, name: string) => {
  const sorted = [...samples.get(key(viewer, name))!].sort((a, b) => a - b)
  const used = cpu.get(key(viewer, name))!
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), cpu: (used.ticks * 10) / used.calls }
}
const ms = (v: number) => `${v.toFixed(2)} ms`
const mark = (r: number) => `${r.toFixed(2)}× ${r <= 1.2 ? '✓' : '✗'}`
const lines = CASES.map((c) => {
  const [a, b] = [stats(PLAIN, c.name), stats(BLOCKING, c.name)]
  return `| ${c.name} | ${rows.get(key(BLOCKING, c.name))} | ${ms(a.p50)} | ${ms(b.p50)} | ${mark(b.p50 / a.p50)} | ${ms(b.p99)} | ${ms(a.cpu)} | ${ms(b.cpu)} | ${mark(b.cpu / a.cpu)} |`
})
const n = (v: number) => v.toLocaleString('en')
const report = `# Block checks benchmark

Two members with the same network (200 follows, 50 associates, 20 communities) among ${n(COUNTS.members)} members,
${n(COUNTS.posts)} posts, ${n(COUNTS.opportunities)} opportunities and ${n(COUNTS.events)} events (the search benchmark's
seed, seeded in ${seedSeconds.toFixed(0)} s); the second has ${n(BLOCKS)} blocks, half made by them and half against them,
of members outside that network whose posts are among everyone's. Timed as SQL signed in (RLS on), ${ITERATIONS}
calls per case and member after ${WARMUP} warm-up, in ${ROUNDS} rounds taking turns, on a shared 2-core machine
(load average ${loadavg()
  .map((l) => l.toFixed(2))
  .join(' / ')} at the end). "CPU per call" is the database process's own CPU time (utime + stime from
\`/proc/<pid>/stat\`, 10 ms ticks over all of a case's calls), what a call costs whatever else the machine runs.

| case | rows | p50, no blocks | p50, ${n(BLOCKS)} blocks | ratio (goal ≤ 1.2×) | p99, ${n(BLOCKS)} blocks | CPU per call, no blocks | ${n(BLOCKS)} blocks | ratio |
|---|---|---|---|---|---|---|---|---|
${lines.join('\n')}

The feeds read posts, their authors and likes through row level security, where each of those tables has a
restrictive policy \`… not in (select unnest(private.blocked_ids()))\`: a hashed subplan built once per statement,
then one probe per row. Search and the typeahead filter blocked members inside their functions.

Written by \`npm run bench:blocks\` on ${new Date().toISOString().slice(0, 10)}.
`
await close()
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bench-blocks.md', report)
console.log(report)
process.exit(0)
