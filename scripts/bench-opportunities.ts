import { mkdirSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { startBenchDatabase } from './lib/bench-database.ts'
import { timeIt } from './lib/timing.ts'
import { BENCH_WORDS, sqlWords } from './lib/bench-words.ts'

/**
 * Opportunity search at 100k opportunities on PostgreSQL: full text, filters and the three sorts,
 * as SQL (a signed-in member, RLS on) and through /rest/v1/rpc (goal: under 20 ms p99 in SQL).
 * `npm run bench:opportunities` starts a throwaway cluster. Usage: tsx scripts/bench-opportunities.ts [iterations]
 */
const ITERATIONS = Number(process.argv[2] ?? 300)
const WARMUP = 30
const OPPORTUNITIES = 100_000
const POSTERS = 5_000

if (!process.env.DATABASE_URL) {
  console.error('bench-opportunities needs PostgreSQL: run `npm run bench:opportunities` (or set DATABASE_URL).')
  process.exit(1)
}

const time = (fn: (i: number) => Promise<unknown>) => timeIt(fn, ITERATIONS, WARMUP)

const WORDS = BENCH_WORDS.slice(0, 20)

const { running, keys, client, close } = await startBenchDatabase('bench_opps')
const t0 = performance.now()
await client.query(`set session_replication_role = replica`)
await client.query(`
  insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
    select ('00000000-0000-4000-9000-' || lpad(to_hex(g), 12, '0'))::uuid, 'authenticated', 'authenticated', 'org' || g || '@bench.test', now(), now(), now()
    from generate_series(1, ${POSTERS}) g;
  insert into public.profiles (id, name, profile_type, is_public)
    select ('00000000-0000-4000-9000-' || lpad(to_hex(g), 12, '0'))::uuid, 'Organisation ' || g,
      (array['company','employer','university','professor','influencer','investor','philanthropist'])[1 + g % 7], true
    from generate_series(1, ${POSTERS}) g;
  with w as (select ${sqlWords(WORDS)} as words)
  insert into public.opportunities (posted_by, title, organization, type, description, work_mode, location, is_paid,
    amount_min, amount_max, deadline, skills, tags, status, guest_visible, poster_type, published_at, created_at, search)
  select o.*, setweight(to_tsvector('english', o.title), 'A') || setweight(to_tsvector('english', o.organization), 'B')
      || setweight(to_tsvector('english', array_to_string(o.tags || o.skills, ' ')), 'B') || setweight(to_tsvector('english', o.description), 'C')
  from (
    select ('00000000-0000-4000-9000-' || lpad(to_hex(1 + g % ${POSTERS}), 12, '0'))::uuid as posted_by,
      initcap(words[1 + g % 20]) || ' ' || initcap(words[1 + (g / 20) % 20]) || ' ' ||
        (array['Intern', 'Analyst', 'Fellow', 'Scholar', 'Engineer', 'Researcher'])[1 + g % 6] as title,
      'Organisation ' || (1 + g % ${POSTERS}) as organization,
      (array['internship','job','hackathon','scholarship','fellowship','research','competition','grant','investment','volunteer','other'])[1 + g % 11] as type,
      'Work on ' || words[1 + (g / 7) % 20] || ' and ' || words[1 + (g / 13) % 20] || ' with a friendly team. ' || repeat('We ship real work. ', 8) as description,
      (array['onsite','remote','hybrid'])[1 + g % 3] as work_mode,
      (array['Toronto, Canada','Berlin, Germany','Lisbon, Portugal','London, United Kingdom','Boston, United States','Remote'])[1 + g % 6] as location,
      g % 4 <> 0 as is_paid, (1000 + (g % 20) * 250)::numeric as amount_min, (2000 + (g % 20) * 400)::numeric as amount_max,
      now() + ((g % 120) - 30 || ' days')::interval as deadline,
      array[words[1 + (g / 3) % 20], words[1 + (g / 5) % 20]] as skills, array[words[1 + (g / 11) % 20]] as tags,
      case when g % 10 = 0 then 'closed' when g % 23 = 0 then 'draft' else 'open' end as status,
      g % 5 <> 0 as guest_visible,
      (array['company','employer','university','professor','influencer','investor','philanthropist'])[1 + (1 + g % ${POSTERS}) % 7] as poster_type,
      now() - (g::float / ${OPPORTUNITIES} * interval '180 days') as published_at, now() - interval '181 days' as created_at
    from generate_series(1, ${OPPORTUNITIES}) g, w
  ) o;`)
await client.query(`set session_replication_role = origin`)
await client.query(`vacuum analyze`)
const seedSeconds = (performance.now() - t0) / 1000

const viewer = '00000000-0000-4000-9000-000000000001'
const cases: Array<{ name: string; args: Record<string, unknown> }> = [
  { name: 'newest, no filter', args: { sort: 'newest' } },
  { name: 'text "data engineering", relevance', args: { query: 'data engineering', sort: 'relevance' } },
  {
    name: 'text + type + remote + paid, newest',
    args: { query: 'climate', types: ['internship', 'job'], work_modes: ['remote'], paid_only: true, sort: 'newest' },
  },
  {
    name: 'closing within 7 days + type, closing soon',
    args: { types: ['scholarship', 'grant'], closing_within_days: 7, sort: 'closing' },
  },
  {
    name: 'location + posted by + amount, newest',
    args: { location: 'berlin', poster_types: ['company', 'university'], min_amount: 3000, sort: 'newest' },
  },
]
const ARG_ORDER = [
  'query',
  'types',
  'work_modes',
  'location',
  'paid_only',
  'min_amount',
  'max_amount',
  'closing_within_days',
  'poster_types',
  'sort',
  'after_id',
  'page_size',
]
const TYPES = [
  'text',
  'text[]',
  'text[]',
  'text',
  'boolean',
  'numeric',
  'numeric',
  'int',
  'text[]',
  'text',
  'uuid',
  'int',
]
const sqlFor = () =>
  `select id, title, organization, type, deadline from public.search_opportunities(${ARG_ORDER.map((a, i) => `${a} => $${i + 1}::${TYPES[i]}`).join(', ')})`

// Cursor pages: a second page after the first result of each case, to time keyset continuation too.
if (process.env.BENCH_EXPLAIN) {
  // Prints each case's inner plan (the function runs dynamic SQL that EXPLAIN on the call cannot show).
  client.on('notice', (n) => console.log(n.message))
  await client.query(`load 'auto_explain'`)
  await client.query(
    `set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on; set auto_explain.log_analyze = on; set auto_explain.log_level = notice`,
  )
}
await client.query('begin')
await client.query('set local role authenticated')
await client.query(`select set_config('request.jwt.claims', $1, true)`, [
  JSON.stringify({ sub: viewer, role: 'authenticated' }),
])
const rows: string[] = []
const token = await (async () => {
  const { SignJWT } = await import('jose')
  return new SignJWT({ sub: viewer, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(keys.secret)
})()
let worstSqlP99 = 0
for (const c of cases) {
  const values = (afterId: string | null) =>
    ARG_ORDER.map((a) =>
      a === 'after_id' ? afterId : a === 'page_size' ? 20 : (c.args[a] ?? (a === 'paid_only' ? false : null)),
    )
  const first = await client.query(sqlFor(), values(null))
  if (process.env.BENCH_EXPLAIN) continue
  const cursor = first.rows.at(-1)?.id ?? null
  const sql = await time((i) => client.query(sqlFor(), values(i % 2 ? cursor : null)))
  worstSqlP99 = Math.max(worstSqlP99, sql.p99)
  const rest = await time(async (i) => {
    const res = await fetch(
      `${running.url}/rest/v1/rpc/search_opportunities?select=id,title,organization,type,deadline`,
      {
        method: 'POST',
        headers: { apikey: keys.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...c.args, after_id: i % 2 ? cursor : null, page_size: 20 }),
      },
    )
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

const report = `# Opportunity search benchmark

${OPPORTUNITIES.toLocaleString('en')} opportunities (90 % open, deadlines spread over five months, 11 types, 3 work modes)
from ${POSTERS.toLocaleString('en')} organisations, searched through \`search_opportunities\` as a signed-in member
(RLS on), first pages and keyset continuation pages alternately. PostgreSQL on this machine,
${ITERATIONS} iterations after ${WARMUP} warm-up; seeding took ${seedSeconds.toFixed(0)} s.

| case | rows | SQL p50 | SQL p99 | REST p50 | REST p99 |
|---|---|---|---|---|---|
${rows.join('\n')}

Worst SQL p99: **${worstSqlP99.toFixed(2)} ms** (goal: under 20 ms).

Written by \`npm run bench:opportunities\` on ${new Date().toISOString().slice(0, 10)}.
`
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bench-opportunities.md', report)
console.log(report)
process.exit(0)
