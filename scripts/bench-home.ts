import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import { backendPid, cpuTicks } from './lib/backend-cpu.ts'
import { startBenchDatabase } from './lib/bench-database.ts'
import { percentile } from './lib/timing.ts'

/**
 * The home page's side columns on PostgreSQL, for a member with 500 associates: "People you may know" computed
 * (`private.compute_associate_suggestions`, what runs when the 15-minute list is missing or stale), the public call
 * with its list kept and with it cleared first, `recommended_opportunities(5)` and `home_summary()`, as SQL (a
 * signed-in member, RLS on). Full scale: 100,000 members (20 associates each), 100,000 opportunities; each scale
 * in BENCH_SCALES (default "0.1,1") has its own scratch database, timed in rounds that take turns between scales.
 * Goals: SQL p99 under 20 ms, at most 1.3× (p50) from a tenth of the data to all of it.
 * `npm run bench:home` starts a throwaway cluster. Usage: tsx scripts/bench-home.ts [iterations]
 */
const ITERATIONS = Number(process.argv[2] ?? 200)
const WARMUP = 20
const ROUNDS = 4
const SCALES = (process.env.BENCH_SCALES ?? '0.1,1').split(',').map(Number)
const FULL = { members: 100_000, opportunities: 100_000 }
const DEGREE = 10 // each member is associated with 2 × DEGREE others
const VIEWER_ASSOCIATES = 500
const UNIVERSITIES = 50
const WORDS = 200

if (!process.env.DATABASE_URL) {
  console.error('bench-home needs PostgreSQL: run `npm run bench:home` (or set DATABASE_URL).')
  process.exit(1)
}

const uid = (expr: string) => `('00000000-0000-4000-9000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`
const VIEWER = '00000000-0000-4000-a000-000000000001'
const word = (expr: string) => `'skill' || ((${expr}) % ${WORDS})`

async function seed(client: pg.Client, members: number, opportunities: number) {
  await client.query(`set session_replication_role = replica`)
  // Members 1..50 are the universities (named as their students' university), then 5 % professors, a few
  // organisations, the rest students; 95 % public. Skills and interests from a vocabulary of 200 words.
  await client.query(`
    insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
      select ${uid('g')}, 'authenticated', 'authenticated', 'm' || g || '@bench.test', now(), now(), now()
      from generate_series(1, ${members}) g;
    insert into public.profiles (id, name, profile_type, university, skills, interests, is_public, allow_connections,
      follower_count, associate_count, created_at)
    select ${uid('g')},
      case when g <= ${UNIVERSITIES} then 'University ' || g else 'Member ' || g end,
      case when g <= ${UNIVERSITIES} then 'university' when g % 20 = 0 then 'professor'
           when g % 20 = 1 then 'company' when g % 20 = 2 then 'employer' else 'student' end,
      'University ' || (1 + g % ${UNIVERSITIES}),
      array[${word('g * 7')}, ${word('g * 13 + 1')}, ${word('g * 31 + 2')}],
      array['interest' || (g % 100), 'interest' || ((g * 3) % 100)],
      g % 20 <> 7, g % 50 <> 3, (g * 7919) % 5000, ${2 * DEGREE}, now() - interval '90 days'
    from generate_series(1, ${members}) g;
    update public.profiles set university = name where profile_type = 'university';`)
  // A ring with long chords: every member has 2 × DEGREE associates (both directions stored, as the product does).
  await client.query(`
    insert into public.associates (user_id, associate_id, created_at)
    select ${uid('g')}, ${uid('1 + (g - 1 + d) % ' + members)}, now() - interval '30 days'
    from generate_series(1, ${members}) g, unnest(array[1, 2, 3, 5, 8, 13, 89, 233, 1597, 4999]) d
    union all
    select ${uid('1 + (g - 1 + d) % ' + members)}, ${uid('g')}, now() - interval '30 days'
    from generate_series(1, ${members}) g, unnest(array[1, 2, 3, 5, 8, 13, 89, 233, 1597, 4999]) d
    on conflict do nothing;`)
  // The viewer: a student of University 7 with 500 associates spread over the network.
  await client.query(`
    insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
      values ('${VIEWER}', 'authenticated', 'authenticated', 'viewer@bench.test', now(), now(), now());
    insert into public.profiles (id, name, profile_type, university, skills, interests, is_public, created_at)
      values ('${VIEWER}', 'Viewer', 'student', 'University 7', array['skill3', 'skill42', 'skill77', 'skill150'],
        array['interest5', 'interest60'], true, now() - interval '3 days');
    insert into public.user_profiles (user_id, email, name, profile_type, university, skills, interests, headline,
      profile_completion_score)
      values ('${VIEWER}', 'viewer@bench.test', 'Viewer', 'student', 'University 7',
        array['skill3', 'skill42', 'skill77', 'skill150'], array['interest5', 'interest60'], 'Student', 60);
    insert into public.associates (user_id, associate_id)
    select v.a, v.b
    from generate_series(1, ${VIEWER_ASSOCIATES}) g
    cross join lateral (select ${uid(`1 + (1000 + g * 97) % ${members}`)} as other) o
    cross join lateral (values ('${VIEWER}'::uuid, o.other), (o.other, '${VIEWER}'::uuid)) v(a, b)
    on conflict do nothing;
    update public.profiles set associate_count = ${VIEWER_ASSOCIATES} where id = '${VIEWER}';
    insert into public.user_blocks (blocker_id, blocked_id)
      select '${VIEWER}', ${uid('100 + g * 37')} from generate_series(1, 20) g on conflict do nothing;`)
  // Opportunities: posted by the organisations, universities and professors; 90 % open, deadlines from 30 days
  // ago to 120 days ahead, two skills and a tag each from the same vocabulary.
  await client.query(`
    insert into public.opportunities (posted_by, title, organization, type, description, skills, tags, status,
      deadline, poster_type, published_at, created_at)
    select p.id, 'Role ' || g, p.name,
      (array['internship','job','hackathon','scholarship','fellowship','research','competition','grant','investment','volunteer','other'])[1 + g % 11],
      'A role with a friendly team.', array[${word('g * 11')}, ${word('g * 17 + 5')}], array[${word('g * 23 + 9')}],
      case when g % 10 = 0 then 'closed' when g % 23 = 0 then 'draft' else 'open' end,
      now() + (((g * 7) % 150) - 30 || ' days')::interval, p.profile_type,
      now() - (g::float / ${opportunities} * interval '180 days'), now() - interval '181 days'
    from generate_series(1, ${opportunities}) g
    cross join lateral (
      select ${uid(`case when g % 5 = 0 then 1 + g % ${UNIVERSITIES} else 20 * (1 + g % ${Math.floor(members / 20) - 1}) + 1 end`)} as pid
    ) pick
    join public.profiles p on p.id = pick.pid;
    insert into public.applications (opportunity_id, applicant_id, full_name, email)
      select o.id, '${VIEWER}', 'Viewer', 'viewer@bench.test'
      from public.opportunities o where o.status = 'open' and o.skills && array['skill3', 'skill42'] limit 200;`)
  // Triggers are off while loading: fill the recommendation index as the migration's backfill does.
  await client.query(`
    insert into private.opportunity_terms (term, opportunity_id, published_at, closing_at, type, posted_by)
    select x, o.id, coalesce(o.published_at, o.created_at), o.closing_at, o.type, o.posted_by
    from public.opportunities o, unnest(private.opportunity_term_list(o.skills, o.tags)) x
    where o.status = 'open' on conflict do nothing;
    insert into public.analytics_daily (owner_id, day, event_type, count)
      select '${VIEWER}', (now() at time zone 'utc')::date - d, 'profile_view', 3 + d from generate_series(0, 13) d;`)
  await client.query(`set session_replication_role = origin`)
  await client.query(`vacuum analyze`)
}

interface Case {
  name: string
  sql: string
  params: unknown[]
  /** Run before each timed call, not timed (clearing the kept suggestions). */
  before?: string
  /** Called as the database owner: private functions are not granted to members. */
  owner?: boolean
}

const hiddenSql = `select array['${VIEWER}'::uuid]
  || coalesce((select array_agg(a.associate_id) from public.associates a where a.user_id = '${VIEWER}'), '{}')
  || coalesce((select array_agg(b.blocked_id) from public.user_blocks b where b.blocker_id = '${VIEWER}'), '{}') as hidden`

const cases = (hidden: string[]): Case[] => [
  {
    name: 'PYMK computed (private.compute_associate_suggestions)',
    sql: 'select count(*) from private.compute_associate_suggestions($1, $2)',
    params: [VIEWER, hidden],
    owner: true,
  },
  {
    name: 'PYMK call, list kept (associate_suggestions(20))',
    sql: 'select count(*) from public.associate_suggestions(20)',
    params: [],
  },
  {
    name: 'PYMK call, list cleared first (computes and keeps)',
    sql: 'select count(*) from public.associate_suggestions(20)',
    params: [],
    before: `delete from public.associate_suggestion_cache where user_id = '${VIEWER}'`,
  },
  {
    name: 'recommended_opportunities(5)',
    sql: 'select count(*) from public.recommended_opportunities(5)',
    params: [],
  },
  { name: 'home_summary()', sql: 'select public.home_summary()', params: [] },
]

interface Opened {
  scale: number
  client: pg.Client
  close: () => Promise<void>
  seedSeconds: number
  counts: typeof FULL
  hidden: string[]
}

const opened: Opened[] = []
for (const scale of SCALES) {
  const counts = { members: Math.round(FULL.members * scale), opportunities: Math.round(FULL.opportunities * scale) }
  const { client, close } = await startBenchDatabase(`bench_home_${String(scale).replace('.', '_')}`)
  const t0 = performance.now()
  console.log(`scale ${scale}: seeding`, counts)
  await seed(client, counts.members, counts.opportunities)
  const seedSeconds = (performance.now() - t0) / 1000
  console.log(`scale ${scale}: seeded in ${seedSeconds.toFixed(0)} s`)
  const hidden = (await client.query(hiddenSql)).rows[0].hidden as string[]
  // Signed in as the viewer for every call: RLS on, auth.uid() the viewer.
  await client.query(`set role authenticated`)
  await client.query(`select set_config('request.jwt.claims', $1, false)`, [
    JSON.stringify({ sub: VIEWER, role: 'authenticated' }),
  ])
  opened.push({ scale, client, close, seedSeconds, counts, hidden })
}

if (process.env.BENCH_EXPLAIN) {
  // Each case's inner plans once (the functions' statements are nested, so EXPLAIN on the call shows none).
  for (const o of opened) {
    o.client.on('notice', (msg) => console.log(msg.message))
    await o.client.query('reset role')
    await o.client.query(`load 'auto_explain'`)
    await o.client.query(
      `set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on; set auto_explain.log_analyze = on; set auto_explain.log_level = notice`,
    )
    for (const c of cases(o.hidden)) {
      console.log(`---- ${o.scale} ${c.name}`)
      if (c.before) await o.client.query(c.before)
      if (!c.owner) await o.client.query('set role authenticated')
      await o.client.query(c.sql, c.params)
      await o.client.query('reset role')
    }
    await o.close()
  }
  process.exit(0)
}

const pids = new Map<number, number>()
for (const o of opened) pids.set(o.scale, await backendPid(o.client))
const cpu = new Map<string, { ticks: number; calls: number }>()

const samples = new Map<string, number[]>()
const rows = new Map<string, number>()
const key = (scale: number, name: string) => `${scale}|${name}`
for (let round = 0; round < ROUNDS; round++) {
  for (const o of opened) {
    for (const c of cases(o.hidden)) {
      const list = samples.get(key(o.scale, c.name)) ?? []
      samples.set(key(o.scale, c.name), list)
      const runs = Math.ceil(ITERATIONS / ROUNDS) + (round === 0 ? WARMUP : 0)
      if (c.owner) await o.client.query('reset role')
      const ticksBefore = cpuTicks(pids.get(o.scale)!)
      for (let i = 0; i < runs; i++) {
        if (c.before) {
          await o.client.query('reset role')
          await o.client.query(c.before)
          await o.client.query('set role authenticated')
        }
        const t = performance.now()
        const res = await o.client.query(c.sql, c.params)
        const ms = performance.now() - t
        if (round > 0 || i >= WARMUP) list.push(ms)
        rows.set(key(o.scale, c.name), Number(res.rows[0]?.count ?? 1))
      }
      const used = cpu.get(key(o.scale, c.name)) ?? { ticks: 0, calls: 0 }
      cpu.set(key(o.scale, c.name), {
        ticks: used.ticks + cpuTicks(pids.get(o.scale)!) - ticksBefore,
        calls: used.calls + runs,
      })
      if (c.owner) await o.client.query('set role authenticated')
    }
  }
}
const cpuPerCall = (scale: number, name: string) => {
  const used = cpu.get(key(scale, name))!
  return (used.ticks * 10) / used.calls
}

const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(' / ')
const stats = (scale: number, name: string) => {
  const sorted = [...(samples.get(key(scale, name)) ?? [])].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) }
}
const names = cases([]).map((c) => c.name)
const n = (v: number) => v.toLocaleString('en')
const ms = (v: number) => `${v.toFixed(2)} ms`
let worst = 0
const sections = opened.map((o) => {
  const lines = names.map((name) => {
    const s = stats(o.scale, name)
    if (o.scale === Math.max(...SCALES)) worst = Math.max(worst, s.p99)
    return `| ${name} | ${rows.get(key(o.scale, name))} | ${ms(s.p50)} | ${ms(s.p99)} ${s.p99 < 20 ? '✓' : '✗'} | ${ms(cpuPerCall(o.scale, name))} |`
  })
  return `### Scale ${o.scale} (${n(o.counts.members)} members, ${n(o.counts.opportunities)} opportunities; seeded in ${o.seedSeconds.toFixed(0)} s)

| case | rows | SQL p50 | SQL p99 (goal < 20 ms) | server CPU per call |
|---|---|---|---|---|
${lines.join('\n')}`
})
const [small, large] = [Math.min(...SCALES), Math.max(...SCALES)]
const growth =
  small === large
    ? ''
    : `### Growth from scale ${small} to ${large} (goal at most 1.3×)

| case | p50 at ${small} | p50 at ${large} | growth (p50) | CPU per call at ${small} | at ${large} | growth (CPU) |
|---|---|---|---|---|---|---|
${names
  .map((name) => {
    const [a, b] = [stats(small, name).p50, stats(large, name).p50]
    const [c, d] = [cpuPerCall(small, name), cpuPerCall(large, name)]
    const mark = (r: number) => `${r.toFixed(2)}× ${r <= 1.3 ? '✓' : '✗'}`
    return `| ${name} | ${ms(a)} | ${ms(b)} | ${mark(b / a)} | ${ms(c)} | ${ms(d)} | ${mark(d / c)} |`
  })
  .join('\n')}`

const report = `# Home side columns benchmark

A student with ${VIEWER_ASSOCIATES} associates, 4 skills, 2 interests, a university, 20 blocks and 200 applications, among
members who each have ${2 * DEGREE} associates (a ring with long chords, both directions stored) and 3 skills from a vocabulary
of ${WORDS}; opportunities 90 % open with two skills and a tag each. Timed as SQL, signed in as the student (RLS on):
${ITERATIONS} iterations per case after ${WARMUP} warm-up, in ${ROUNDS} rounds taking turns between the scales, on a
shared 2-core machine (load average ${load} at the end). Wall-clock percentiles include waiting for a core while
other work runs; "server CPU per call" is the database process's own CPU time (utime + stime from
\`/proc/<pid>/stat\`, 10 ms ticks over all of a case's calls), what a call costs whatever the load.

${sections.join('\n\n')}

${growth}

Worst SQL p99 at full scale: **${ms(worst)}** (goal: under 20 ms).

"PYMK computed" is what runs when a member's kept list is missing or older than 15 minutes; "list cleared first"
is the public call doing that and writing the list back; "list kept" is every other call.

Written by \`npm run bench:home\` on ${new Date().toISOString().slice(0, 10)}.
`
for (const o of opened) await o.close()
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bench-home.md', report)
console.log(report)
process.exit(0)
