import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import { backendPid, cpuTicks } from './lib/backend-cpu.ts'
import { startBenchDatabase } from './lib/bench-database.ts'
import { timeIt } from './lib/timing.ts'

/**
 * Never ghost on PostgreSQL: an organisation (5 admins, 50 opportunities) with 100,000 application events among
 * 40,000 applications, in a network of 2,000 other posters with 60,000 more applications (about 250,000 events in
 * all). Times: the facts trigger per event; `refresh_responsiveness` (the hourly refresh, every subject); reading
 * the figures as a guest (SQL, RLS on) by poster and by organisation; `send_stalled_application_updates` on its
 * first run at a clock where thousands are due, and again (nothing due: the hourly steady state).
 * `npm run bench:responsiveness` starts a throwaway cluster. Usage: tsx scripts/bench-responsiveness.ts [iterations]
 */
const ITERATIONS = Number(process.argv[2] ?? 200)
const ORG_APPLICATIONS = 44_500
const ORG_OPPORTUNITIES = 50
const OTHER_POSTERS = 2_000
const OTHER_APPLICATIONS_EACH = 30
const APPLICANTS = 20_000

if (!process.env.DATABASE_URL) {
  console.error('bench-responsiveness needs PostgreSQL: run `npm run bench:responsiveness` (or set DATABASE_URL).')
  process.exit(1)
}

const uid = (prefix: string, expr: string) =>
  `('00000000-0000-4000-${prefix}-' || lpad(to_hex(${expr}), 12, '0'))::uuid`
const ORG_ID = '00000000-0000-4000-b000-000000000001'
const ADMIN = (i: number) => `00000000-0000-4000-a000-${i.toString(16).padStart(12, '0')}`

async function seed(client: pg.Client) {
  await client.query(`set session_replication_role = replica`)
  // Applicants (students), the organisation's 5 admins (Berlin), and 2,000 other posters (New York).
  await client.query(`
    insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
      select ${uid('9000', 'g')}, 'authenticated', 'authenticated', 's' || g || '@bench.test', now(), now(), now()
      from generate_series(1, ${APPLICANTS}) g
      union all
      select ${uid('a000', 'g')}, 'authenticated', 'authenticated', 'p' || g || '@bench.test', now(), now(), now()
      from generate_series(1, ${5 + OTHER_POSTERS}) g;
    insert into public.profiles (id, name, profile_type, created_at)
      select ${uid('9000', 'g')}, 'Student ' || g, 'student', now() - interval '200 days' from generate_series(1, ${APPLICANTS}) g
      union all
      select ${uid('a000', 'g')}, 'Poster ' || g, 'company', now() - interval '200 days' from generate_series(1, ${5 + OTHER_POSTERS}) g;
    insert into public.user_profiles (user_id, email, name, profile_type, timezone)
      select ${uid('a000', 'g')}, 'p' || g || '@bench.test', 'Poster ' || g, 'company',
        case when g <= 5 then 'Europe/Berlin' else 'America/New_York' end
      from generate_series(1, ${5 + OTHER_POSTERS}) g;
    insert into public.organisations (id, slug, name, kind) values ('${ORG_ID}', 'bench-labs', 'Bench Labs', 'company');
    insert into public.organisation_members (organisation_id, member_id, role)
      select '${ORG_ID}', ${uid('a000', 'g')}, 'admin' from generate_series(1, 5) g;`)
  // Opportunities: 50 for the organisation (its 5 admins), one for each other poster; all open.
  await client.query(`
    insert into public.opportunities (id, posted_by, title, organization, type, description, status, poster_type,
      published_at, created_at)
      select ${uid('c000', 'g')}, ${uid('a000', '1 + g % 5')}, 'Role ' || g, 'Bench Labs', 'internship', 'A role.',
        'open', 'company', now() - interval '120 days', now() - interval '120 days'
      from generate_series(1, ${ORG_OPPORTUNITIES}) g
      union all
      select ${uid('c000', `${ORG_OPPORTUNITIES} + g`)}, ${uid('a000', '5 + g')}, 'Role', 'Other ' || g, 'job',
        'A role.', 'open', 'company', now() - interval '120 days', now() - interval '120 days'
      from generate_series(1, ${OTHER_POSTERS}) g;`)
  // Applications sent over the last 100 days. The organisation's: applicant g / 50 to opportunity g % 50; the
  // network's: 30 per other opportunity. 85 % answered after 2 to 200 hours, half of those moved again later;
  // open ones (about a third) are what the stalled-update job reads.
  await client.query(`
    create temporary table bench_apps as
      select ${uid('d000', 'g')} as id, ${uid('c000', `1 + g % ${ORG_OPPORTUNITIES}`)} as opportunity_id,
        ${uid('9000', `1 + (g / ${ORG_OPPORTUNITIES}) % ${APPLICANTS}`)} as applicant_id, ${uid('a000', '1 + (1 + g % 50) % 5')} as poster,
        now() - ((g * 7919) % 2400 || ' hours')::interval as sent, g
      from generate_series(1, ${ORG_APPLICATIONS}) g
      union all
      select ${uid('d000', `${ORG_APPLICATIONS} + g`)}, ${uid('c000', `${ORG_OPPORTUNITIES} + 1 + g % ${OTHER_POSTERS}`)},
        ${uid('9000', `1 + (g / ${OTHER_POSTERS}) % ${APPLICANTS}`)}, ${uid('a000', `6 + g % ${OTHER_POSTERS}`)},
        now() - ((g * 7919) % 2400 || ' hours')::interval, g
      from generate_series(1, ${OTHER_POSTERS * OTHER_APPLICATIONS_EACH}) g;
    insert into public.applications (id, opportunity_id, applicant_id, full_name, email, status, created_at, updated_at)
      select id, opportunity_id, applicant_id, 'Applicant', 'a@bench.test',
        case when g % 20 < 3 then 'submitted' when g % 20 < 6 then 'under_review' when g % 20 < 8 then 'shortlisted'
             when g % 20 < 14 then 'rejected' else 'under_review' end, sent, sent
      from bench_apps;
    insert into public.application_events (application_id, actor_id, from_status, to_status, created_at)
      select id, applicant_id, null, 'submitted', sent from bench_apps
      union all
      select id, poster, 'submitted', 'under_review', sent + ((2 + (g * 31) % 198) || ' hours')::interval
      from bench_apps where g % 20 >= 3
      union all
      select id, poster, 'under_review', case when g % 20 < 8 then 'shortlisted' else 'rejected' end,
        sent + ((2 + (g * 31) % 198) || ' hours')::interval + interval '3 days'
      from bench_apps where g % 20 >= 6 and g % 20 < 14;`)
  await client.query(`set session_replication_role = origin`)
}

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`

let backend = 0

async function once(client: pg.Client, sql: string, params: unknown[] = []) {
  const ticks = cpuTicks(backend)
  const t = performance.now()
  const { rows } = await client.query(sql, params)
  return { ms: performance.now() - t, cpu: (cpuTicks(backend) - ticks) * 10, rows }
}
const both = (r: { ms: number; cpu: number }) => `${ms(r.ms)} (CPU ${ms(r.cpu)})`

const bench = await startBenchDatabase('bench_responsiveness')
const { client } = bench
try {
  backend = await backendPid(client)
  console.log('Loading…')
  await seed(client)
  const counts = (
    await client.query(`select
      (select count(*) from public.application_events e join public.applications a on a.id = e.application_id
        join public.opportunities o on o.id = a.opportunity_id where o.organization = 'Bench Labs')::int as org_events,
      (select count(*) from public.application_events)::int as events,
      (select count(*) from public.applications)::int as applications,
      (select count(*) from public.applications where status in ('submitted','under_review','shortlisted','interview','offered'))::int as open`)
  ).rows[0]
  const backfill = await once(client, 'select private.rebuild_application_responses()')
  await client.query('vacuum analyze')

  // The trigger's cost per event: a first answer inserted (rolled back), with the facts update, against without.
  const answer = `insert into public.application_events (application_id, actor_id, from_status, to_status)
    select a.id, '${ADMIN(1)}', 'submitted', 'under_review' from public.applications a
    where a.status = 'submitted' and a.opportunity_id = '00000000-0000-4000-c000-000000000002' offset $1 limit 1`
  const eventWith = await timeIt(
    async (i) => {
      await client.query('begin')
      await client.query(answer, [i % 100])
      await client.query('rollback')
    },
    ITERATIONS,
    20,
  )

  const refreshes: Array<{ ms: number; cpu: number }> = []
  for (let i = 0; i < 7; i++) refreshes.push(await once(client, 'select public.refresh_responsiveness(now())'))
  refreshes.sort((a, b) => a.ms - b.ms)
  const figures = (
    await client.query(`select * from public.responsiveness where organisation_id = '${ORG_ID}' limit 1`)
  ).rows[0]

  // Reads as a guest (RLS on): the opportunity page by poster, the organisation page by organisation. Only the
  // select is timed, inside a transaction that has taken the guest's role.
  const asGuest = async (sql: string, params: (i: number) => unknown[]) => {
    await client.query('begin')
    await client.query('set local role anon')
    const timed = await timeIt((i) => client.query(sql, params(i)), ITERATIONS, 20)
    await client.query('rollback')
    return timed
  }
  const readPoster = await asGuest('select * from public.responsiveness where poster_id = $1 limit 1', (i) => [
    ADMIN(1 + (i % 5)),
  ])
  const readOrg = await asGuest('select * from public.responsiveness where organisation_id = $1 limit 1', () => [
    ORG_ID,
  ])

  // The stalled-update job: a first run where everything stalled for 3 business days is due, then the same
  // clock again (nothing due: what most hourly runs are), then an hour later.
  const first = await once(client, 'select public.send_stalled_application_updates(now()) as n')
  const again = await once(client, 'select public.send_stalled_application_updates(now()) as n')
  const hourLater = await once(client, `select public.send_stalled_application_updates(now() + interval '1 hour') as n`)
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')

  const report = `# Responsiveness and stalled-update benchmark

\`npm run bench:responsiveness\` on a throwaway PostgreSQL 15 (${new Date().toISOString().slice(0, 16)} UTC, load average
${load} on a shared 2-core machine at the end).

Data: one organisation (Bench Labs, 5 admins in Europe/Berlin, ${ORG_OPPORTUNITIES} opportunities) with
**${counts.org_events.toLocaleString('en')} application events** over ${ORG_APPLICATIONS.toLocaleString('en')} applications,
in a network of ${OTHER_POSTERS.toLocaleString('en')} other posters (America/New_York): ${counts.applications.toLocaleString('en')}
applications, ${counts.events.toLocaleString('en')} events, ${counts.open.toLocaleString('en')} of them open.

| What | Cost |
| --- | --- |
| Backfill of the per-application facts (\`rebuild_application_responses()\`, once, in the migration) | ${both(backfill)} |
| One first answer inserted, the facts trigger included (p50 / p99) | ${ms(eventWith.p50)} / ${ms(eventWith.p99)} |
| \`refresh_responsiveness(now())\`, every subject (fastest / median / slowest of 7, wall clock and the database's CPU) | ${both(refreshes[0])} / ${both(refreshes[3])} / ${both(refreshes[6])} |
| Figures read as a guest by poster (opportunity page; p50 / p99) | ${ms(readPoster.p50)} / ${ms(readPoster.p99)} |
| Figures read as a guest by organisation (organisation page; p50 / p99) | ${ms(readOrg.p50)} / ${ms(readOrg.p99)} |
| \`send_stalled_application_updates\`, first run: ${first.rows[0].n.toLocaleString('en')} updates sent | ${both(first)} |
| Same clock again: ${again.rows[0].n} sent (idempotent) | ${both(again)} |
| One hour later: ${hourLater.rows[0].n.toLocaleString('en')} sent | ${both(hourLater)} |

Bench Labs' figures: ${figures?.applications ?? '—'} applications counted, ${figures?.answered_within ?? '—'} answered within
10 business days, median ${figures?.median_response_hours ?? '—'} business hours to a first answer.

Reading costs one primary-key (or organisation index) lookup in a table of one row per poster with figures: the
page never touches application history. The history is read once per event by the trigger (one primary-key
update of \`private.application_responses\`) and once an hour by the refresh, which reads one facts row per
application (not per event), so its cost follows the network's applications, not their events. The stalled-update
job reads every open application with two index lookups (latest event, latest update); its first run pays for the
notifications it writes.
`
  mkdirSync('reports', { recursive: true })
  writeFileSync('reports/bench-responsiveness.md', report)
  console.log(report)
} finally {
  await bench.close()
}
