import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import { backendPid, cpuTicks } from './lib/backend-cpu.ts'
import { startBenchDatabase } from './lib/bench-database.ts'
import { percentile } from './lib/timing.ts'

/**
 * The pipeline page of one opportunity with 5,000 applications on PostgreSQL: its columns with their counts
 * (`pipeline_overview`), the first page of the fullest column with every applicant's average score
 * (`pipeline_applicants`), a later page (keyset), and the two together as the page asks for them. The organisation
 * has a default pipeline of 10 stages and 4 criteria; two reviewers scored 60 % of the applicants on each; 100 other
 * opportunities hold 20,000 more applications. Timed as SQL, signed in as a reviewer (an admin of the organisation
 * who did not post the opportunity). Goal: SQL p99 under 20 ms.
 * `npm run bench:pipeline` starts a throwaway cluster. Usage: tsx scripts/bench-pipeline.ts [iterations]
 */
const ITERATIONS = Number(process.argv[2] ?? 300)
const WARMUP = 30
const APPLICATIONS = 5000
const OTHER_OPPORTUNITIES = 100
const OTHER_APPLICATIONS = 200
const MEMBERS = 6000

if (!process.env.DATABASE_URL) {
  console.error('bench-pipeline needs PostgreSQL: run `npm run bench:pipeline` (or set DATABASE_URL).')
  process.exit(1)
}

const uid = (expr: string) => `('00000000-0000-4000-9000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`
const POSTER = '00000000-0000-4000-a000-000000000001'
const REVIEWER = '00000000-0000-4000-a000-000000000002'
const ORG = '00000000-0000-4000-a000-0000000000aa'
const OPP = '00000000-0000-4000-a000-0000000000bb'

async function seed(client: pg.Client) {
  await client.query(`set session_replication_role = replica`)
  await client.query(`
    insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
      select ${uid('g')}, 'authenticated', 'authenticated', 'm' || g || '@bench.test', now(), now(), now()
      from generate_series(1, ${MEMBERS}) g
      union all select '${POSTER}', 'authenticated', 'authenticated', 'poster@bench.test', now(), now(), now()
      union all select '${REVIEWER}', 'authenticated', 'authenticated', 'reviewer@bench.test', now(), now(), now();
    insert into public.profiles (id, name, profile_type, headline, university, is_public, created_at)
      select ${uid('g')}, 'Student ' || g, 'student', 'Computer science student', 'University ' || (g % 40), g % 10 <> 3,
        now() - interval '200 days'
      from generate_series(1, ${MEMBERS}) g
      union all select '${POSTER}', 'Bench Labs', 'company', null, null, true, now()
      union all select '${REVIEWER}', 'Rae Reviewer', 'employer', null, null, true, now();
    insert into public.organisations (id, slug, name, kind) values ('${ORG}', 'bench-labs', 'Bench Labs', 'company');
    insert into public.organisation_members (organisation_id, member_id, role)
      values ('${ORG}', '${POSTER}', 'admin'), ('${ORG}', '${REVIEWER}', 'admin');
    insert into public.opportunities (id, posted_by, title, organization, type, description, status, published_at)
      values ('${OPP}', '${POSTER}', 'Data engineering intern', 'Bench Labs', 'internship', 'Pipelines.', 'open', now());
    insert into public.opportunities (id, posted_by, title, organization, type, description, status, published_at)
      select ${uid(`1000000 + g`)}, '${POSTER}', 'Role ' || g, 'Bench Labs', 'job', 'A role.', 'open', now()
      from generate_series(1, ${OTHER_OPPORTUNITIES}) g;`)
  await client.query(`
    insert into public.pipeline_stages (organisation_id, position, name, status, notify, template, on_close)
    select '${ORG}', n, nm, st, true, 'Hi {{applicant_first_name}}', st = 'rejected' and n = 10
    from (values (1, 'Applied', 'submitted'), (2, 'Screening call', 'under_review'), (3, 'Take-home task', 'under_review'),
      (4, 'Shortlisted', 'shortlisted'), (5, 'Team interview', 'interview'), (6, 'Final interview', 'interview'),
      (7, 'Offer', 'offered'), (8, 'Hired', 'accepted'), (9, 'Not selected', 'rejected'), (10, 'Position closed', 'rejected'))
      as s (n, nm, st);
    insert into public.scorecard_criteria (organisation_id, position, name)
    select '${ORG}', n, 'Criterion ' || n from generate_series(1, 4) n;`)
  // Applications spread over the stages as a real funnel: most still applied or in screening.
  await client.query(`
    with stages as (select id, status, position from public.pipeline_stages where organisation_id = '${ORG}')
    insert into public.applications (opportunity_id, applicant_id, full_name, email, status, stage_id, created_at, updated_at)
    select o.opp, ${uid('g')}, 'Student ' || g, 'm' || g || '@bench.test', s.status, s.id,
      now() - (g || ' minutes')::interval, now()
    from (
      select g, '${OPP}'::uuid as opp,
        case when g % 100 < 45 then 1 when g % 100 < 65 then 2 when g % 100 < 73 then 3 when g % 100 < 79 then 4
             when g % 100 < 83 then 5 when g % 100 < 85 then 6 when g % 100 < 86 then 7 when g % 100 < 87 then 8
             else 9 end as pos
      from generate_series(1, ${APPLICATIONS}) g
    ) o join stages s on s.position = o.pos;
    insert into public.applications (opportunity_id, applicant_id, full_name, email, status, stage_id, created_at)
    select ${uid(`1000000 + 1 + g % ${OTHER_OPPORTUNITIES}`)}, ${uid(`1 + (g / ${OTHER_OPPORTUNITIES}) % ${MEMBERS}`)}, 'Student', 'x@bench.test',
      'submitted', (select id from public.pipeline_stages where organisation_id = '${ORG}' and position = 1),
      now() - (g || ' minutes')::interval
    from generate_series(1, ${OTHER_OPPORTUNITIES * OTHER_APPLICATIONS}) g
    on conflict do nothing;
    insert into public.scorecard_scores (application_id, criterion_id, reviewer_id, score, note)
    select a.id, c.id, r.id, 1 + (abs(hashtext(a.id::text || c.id::text || r.id::text)) % 5), null
    from public.applications a
    cross join public.scorecard_criteria c
    cross join (values ('${POSTER}'::uuid), ('${REVIEWER}'::uuid)) r (id)
    where a.opportunity_id = '${OPP}' and abs(hashtext(a.id::text)) % 10 < 6 and c.organisation_id = '${ORG}';`)
  await client.query(`set session_replication_role = origin`)
  await client.query(`vacuum analyze`)
}

const { client, close } = await startBenchDatabase('bench_pipeline')
const t0 = performance.now()
await seed(client)
const seedSeconds = (performance.now() - t0) / 1000
const counts = (
  await client.query(`select (select count(*) from public.applications)::int as apps,
  (select count(*) from public.scorecard_scores)::int as scores`)
).rows[0] as { apps: number; scores: number }
console.log(`seeded in ${seedSeconds.toFixed(0)} s`, counts)

await client.query(`set role authenticated`)
await client.query(`select set_config('request.jwt.claims', $1, false)`, [
  JSON.stringify({ sub: REVIEWER, role: 'authenticated', aal: 'aal1' }),
])
const columns = (await client.query(`select * from public.pipeline_overview($1)`, [OPP])).rows as Array<{
  stage_id: string | null
  status: string
  name: string
  applications: number
}>
const fullest = [...columns].sort((a, b) => b.applications - a.applications)[0]
const page1 = (
  await client.query(`select * from public.pipeline_applicants($1, $2, $3, null, null, 25)`, [
    OPP,
    fullest.stage_id,
    fullest.status,
  ])
).rows as Array<{ id: string; created_at: Date }>
const cursorRow = page1.at(-1)!
const cursor = (await client.query(`select created_at::text from public.applications where id = $1`, [cursorRow.id]))
  .rows[0].created_at as string

if (process.env.BENCH_EXPLAIN) {
  // The inner plans once (the functions' statements are nested, so EXPLAIN on the call shows none).
  client.on('notice', (msg) => console.log(msg.message))
  await client.query('reset role')
  await client.query(`load 'auto_explain'`)
  await client.query(
    `set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on; set auto_explain.log_analyze = on; set auto_explain.log_level = notice`,
  )
  await client.query('set role authenticated')
  await client.query('select * from public.pipeline_overview($1)', [OPP])
  await client.query('select * from public.pipeline_applicants($1, $2, $3, null, null, 25)', [
    OPP,
    fullest.stage_id,
    fullest.status,
  ])
  await close()
  process.exit(0)
}

interface Case {
  name: string
  run: () => Promise<number>
}
const q = async (sql: string, params: unknown[]) => (await client.query(sql, params)).rowCount ?? 0
const overview = () => q('select * from public.pipeline_overview($1)', [OPP])
const first = () =>
  q('select * from public.pipeline_applicants($1, $2, $3, null, null, 25)', [OPP, fullest.stage_id, fullest.status])
const cases: Case[] = [
  { name: 'Columns and counts (pipeline_overview)', run: overview },
  { name: `First page of "${fullest.name}" with averages (pipeline_applicants)`, run: first },
  {
    name: 'A later page of it (keyset cursor)',
    run: () =>
      q('select * from public.pipeline_applicants($1, $2, $3, $4, $5, 25)', [
        OPP,
        fullest.stage_id,
        fullest.status,
        cursor,
        cursorRow.id,
      ]),
  },
  { name: 'The page: columns, then the first page', run: async () => (await overview()) + (await first()) },
]

const pid = await backendPid(client)
const results = []
for (const c of cases) {
  for (let i = 0; i < WARMUP; i++) await c.run()
  const samples: number[] = []
  let rows = 0
  const before = cpuTicks(pid)
  for (let i = 0; i < ITERATIONS; i++) {
    const t = performance.now()
    rows = await c.run()
    samples.push(performance.now() - t)
  }
  const cpu = ((cpuTicks(pid) - before) * 10) / ITERATIONS
  samples.sort((a, b) => a - b)
  results.push({ name: c.name, rows, p50: percentile(samples, 50), p99: percentile(samples, 99), cpu })
}
await close()

const ms = (v: number) => `${v.toFixed(2)} ms`
const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(' / ')
const worst = Math.max(...results.map((r) => r.p99))
const report = `# Pipeline benchmark

One opportunity with ${APPLICATIONS.toLocaleString('en')} applications spread over its organisation's default pipeline
(10 stages, a funnel: ${columns.map((c) => `${c.name ?? c.status} ${c.applications}`).join(', ')}), 4 criteria, two
reviewers who scored 60 % of the applicants on every criterion (${counts.scores.toLocaleString('en')} scores), and
${OTHER_OPPORTUNITIES} other opportunities of the organisation (${counts.apps.toLocaleString('en')} applications in all).
Timed as SQL, signed in as a reviewer who administers the organisation but did not post the opportunity (RLS on,
definer functions checking the reviewer once): ${ITERATIONS} iterations per case after ${WARMUP} warm-up, on a
shared 2-core machine (load average ${load} at the end). "Server CPU per call" is the database process's own CPU
time (utime + stime from \`/proc/<pid>/stat\`, 10 ms ticks over all of a case's calls).

| case | rows | SQL p50 | SQL p99 (goal < 20 ms) | server CPU per call |
|---|---|---|---|---|
${results.map((r) => `| ${r.name} | ${r.rows} | ${ms(r.p50)} | ${ms(r.p99)} ${r.p99 < 20 ? '✓' : '✗'} | ${ms(r.cpu)} |`).join('\n')}

Worst SQL p99: **${ms(worst)}** (goal: under 20 ms). Seeded in ${seedSeconds.toFixed(0)} s.

The counts are one grouped index-only read of \`applications_pipeline_idx\` (opportunity, stage, status, created_at,
id); a column's page walks the same index in order and stops at 25 ids, then reads those rows and their scores by key.

Written by \`npm run bench:pipeline\` on ${new Date().toISOString().slice(0, 10)}.
`
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bench-pipeline.md', report)
console.log(report)
process.exit(0)
