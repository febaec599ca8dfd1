import { mkdirSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { startBenchDatabase } from './lib/bench-database.ts'
import { timeIt } from './lib/timing.ts'

/**
 * Events at 100k events and 2M RSVPs on PostgreSQL: Discover (a date range and a category, soonest
 * first) and My events (the member's answers with their events), as SQL for a signed-in member (RLS on)
 * and through /rest/v1 as the app sends them (goal: under 10 ms SQL p99).
 * `npm run bench:events` starts a throwaway cluster. Usage: tsx scripts/bench-events.ts [iterations]
 */
const ITERATIONS = Number(process.argv[2] ?? 300)
const WARMUP = 30
const MEMBERS = 100_000
const EVENTS = 100_000
const RSVPS_PER_EVENT = 20

if (!process.env.DATABASE_URL) {
  console.error('bench-events needs PostgreSQL: run `npm run bench:events` (or set DATABASE_URL).')
  process.exit(1)
}
const time = (fn: (i: number) => Promise<unknown>) => timeIt(fn, ITERATIONS, WARMUP)
const member = (expr: string) => `('00000000-0000-4000-9000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`

const { running, keys, client, close } = await startBenchDatabase('bench_events')
const t0 = performance.now()
await client.query(`set session_replication_role = replica`)
await client.query(`
  insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
    select ${member('g')}, 'authenticated', 'authenticated', 'm' || g || '@bench.test', now(), now(), now()
    from generate_series(1, ${MEMBERS}) g;
  insert into public.profiles (id, name, profile_type, is_public)
    select ${member('g')}, 'Member ' || g, (array['student','company','university','professor'])[1 + g % 4], true
    from generate_series(1, ${MEMBERS}) g;
  insert into public.events (id, organizer_id, title, description, category, starts_at, ends_at, timezone, is_online,
    venue, address, capacity, visibility, going_count, search)
  select ('00000000-0000-4000-a000-' || lpad(to_hex(g), 12, '0'))::uuid, ${member('1 + (g * 7) % ' + MEMBERS)},
    'Event ' || g, 'An event about topic ' || (g % 50), (array['career_fair','info_session','workshop','hackathon','lecture','meetup','other'])[1 + g % 7],
    now() + ((g % 360) - 180 || ' days')::interval + (g % 24 || ' hours')::interval,
    now() + ((g % 360) - 180 || ' days')::interval + (g % 24 + 2 || ' hours')::interval,
    'UTC', g % 3 = 0, case when g % 3 = 0 then null else 'Hall ' || (g % 40) end, 'City ' || (g % 200),
    case when g % 4 = 0 then 50 end, case when g % 10 = 0 then 'associates' else 'public' end, ${RSVPS_PER_EVENT},
    to_tsvector('english', 'Event ' || g || ' topic ' || (g % 50))
  from generate_series(1, ${EVENTS}) g;
  insert into public.event_rsvps (event_id, user_id, status, created_at)
  select ('00000000-0000-4000-a000-' || lpad(to_hex(e), 12, '0'))::uuid, ${member(`1 + ((e * ${RSVPS_PER_EVENT} + r) * 13) % ${MEMBERS}`)},
    (array['going','going','going','interested'])[1 + r % 4], now()
  from generate_series(1, ${EVENTS}) e, generate_series(1, ${RSVPS_PER_EVENT}) r
  on conflict do nothing;`)
await client.query(`set session_replication_role = origin`)
await client.query(`vacuum analyze`)
const seedSeconds = (performance.now() - t0) / 1000
const rsvpCount = Number((await client.query('select count(*) from public.event_rsvps')).rows[0].count)

const viewer = (
  await client.query(`select user_id from public.event_rsvps group by user_id order by count(*) desc limit 1`)
).rows[0].user_id as string
const token = await (async () => {
  const { SignJWT } = await import('jose')
  return new SignJWT({ sub: viewer, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(keys.secret)
})()

const CARD =
  'id, title, category, starts_at, ends_at, timezone, is_online, venue, address, capacity, seats_left, going_count, status, visibility, organizer_id'
const from = new Date().toISOString()
const to = new Date(Date.now() + 30 * 86_400_000).toISOString()
const cases = [
  {
    name: 'Discover: next 30 days, one category',
    sql: `select ${CARD} from public.events where status = 'scheduled' and starts_at >= $1 and starts_at <= $2 and category = 'workshop' order by starts_at, id limit 20`,
    args: [from, to],
    rest: `/rest/v1/events?select=${CARD.replace(/ /g, '')},organizer:profiles!organizer_id(id,name,profile_photo_url)&status=eq.scheduled&starts_at=gte.${encodeURIComponent(from)}&starts_at=lte.${encodeURIComponent(to)}&category=eq.workshop&order=starts_at,id&limit=20`,
  },
  {
    name: 'Discover: free seats, in person, soonest',
    sql: `select ${CARD} from public.events where status = 'scheduled' and starts_at >= $1 and is_online = false and (capacity is null or seats_left > 0) order by starts_at, id limit 20`,
    args: [from],
    rest: `/rest/v1/events?select=${CARD.replace(/ /g, '')}&status=eq.scheduled&starts_at=gte.${encodeURIComponent(from)}&is_online=eq.false&or=(capacity.is.null,seats_left.gt.0)&order=starts_at,id&limit=20`,
  },
  {
    name: 'My events (answers with their events)',
    sql: `select r.status, r.ticket_code, e.id, e.title, e.starts_at from public.event_rsvps r join public.events e on e.id = r.event_id where r.user_id = $1 and r.status in ('going','interested','waitlisted') and e.ends_at >= $2`,
    args: [viewer, from],
    rest: `/rest/v1/event_rsvps?select=status,ticket_code,checked_in_at,event:events!inner(${CARD.replace(/ /g, '')})&user_id=eq.${viewer}&status=in.(going,interested,waitlisted)&event.ends_at=gte.${encodeURIComponent(from)}`,
  },
]

await client.query('begin')
await client.query('set local role authenticated')
await client.query(`select set_config('request.jwt.claims', $1, true)`, [
  JSON.stringify({ sub: viewer, role: 'authenticated' }),
])
const rows: string[] = []
let worst = 0
for (const c of cases) {
  const first = await client.query(c.sql, c.args)
  const sql = await time(() => client.query(c.sql, c.args))
  worst = Math.max(worst, sql.p99)
  const rest = await time(async () => {
    const res = await fetch(`${running.url}${c.rest}`, {
      headers: { apikey: keys.anonKey, authorization: `Bearer ${token}` },
    })
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`)
    await res.json()
  })
  rows.push(
    `| ${c.name} | ${first.rowCount} | ${sql.p50.toFixed(2)} ms | ${sql.p99.toFixed(2)} ms | ${rest.p50.toFixed(2)} ms | ${rest.p99.toFixed(2)} ms |`,
  )
  console.log(rows.at(-1))
}
await client.query('rollback')
await close()

const report = `# Events benchmark

${EVENTS.toLocaleString('en')} events (a year around today, 7 categories, a third online, a quarter with capacity, a tenth
associates-only) and ${rsvpCount.toLocaleString('en')} RSVPs from ${MEMBERS.toLocaleString('en')} members, on PostgreSQL, read as a signed-in
member with RLS on (the member with the most answers), ${ITERATIONS} iterations after ${WARMUP} warm-up; seeding took ${seedSeconds.toFixed(0)} s.

| case | rows | SQL p50 | SQL p99 | REST p50 | REST p99 |
|---|---|---|---|---|---|
${rows.join('\n')}

Worst SQL p99: **${worst.toFixed(2)} ms** (goal: under 10 ms).

Written by \`npm run bench:events\` on ${new Date().toISOString().slice(0, 10)}.
`
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bench-events.md', report)
console.log(report)
process.exit(0)
