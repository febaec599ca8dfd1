import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import { startBenchDatabase } from './lib/bench-database.ts'
import { FULL, seed } from './lib/search-seed.ts'
import { percentile } from './lib/timing.ts'

/**
 * Search across the network on PostgreSQL: the All tab, each kind for a common and a rare word, and a
 * two- and a three-letter typeahead prefix and a long one, as SQL (a signed-in member, RLS on) and through /rest/v1/rpc.
 * Full scale: 100k members, 1M posts, 100k opportunities, 10k communities, 100k events; each scale
 * listed in BENCH_SCALES (default "0.1,1") gets its own scratch database.
 * Goals: typeahead under 15 ms SQL p99, full results under 30 ms, at most 1.3x from a tenth to all.
 * `npm run bench:search` starts a throwaway cluster. Usage: tsx scripts/bench-search.ts [iterations]
 * Seed once, time many times: on a cluster of your own (DATABASE_URL), BENCH_KEEP=1 names each scale's
 * database `bench_search_<scale>` and keeps it; a later run with BENCH_KEEP=1 finds it seeded, applies new
 * migrations and only times (seed under run-heavy, time under quiet). BENCH_ONLY=<substring> times some
 * cases, BENCH_EXPLAIN=1 prints plans instead (auto_explain). Each full run rewrites reports/bench-search.md.
 */
const ITERATIONS = Number(process.argv[2] ?? 100)
const WARMUP = 15
const SCALES = (process.env.BENCH_SCALES ?? '0.1,1').split(',').map(Number)

if (!process.env.DATABASE_URL) {
  console.error('bench-search needs PostgreSQL: run `npm run bench:search` (or set DATABASE_URL).')
  process.exit(1)
}

interface Case {
  name: string
  fn: string
  args: Record<string, unknown>
  sql: string
  params: unknown[]
  goal: number
}
const cases: Case[] = [
  {
    name: 'typeahead "ma" (2 letters)',
    fn: 'search_typeahead',
    args: { query: 'ma' },
    sql: 'select public.search_typeahead($1)',
    params: ['ma'],
    goal: 15,
  },
  {
    name: 'typeahead "mar" (3 letters)',
    fn: 'search_typeahead',
    args: { query: 'mar' },
    sql: 'select public.search_typeahead($1)',
    params: ['mar'],
    goal: 15,
  },
  {
    name: 'typeahead "maya okaf"',
    fn: 'search_typeahead',
    args: { query: 'maya okaf' },
    sql: 'select public.search_typeahead($1)',
    params: ['maya okaf'],
    goal: 15,
  },
  {
    name: 'typeahead "#da"',
    fn: 'search_typeahead',
    args: { query: '#da' },
    sql: 'select public.search_typeahead($1)',
    params: ['#da'],
    goal: 15,
  },
  {
    name: 'All, common "data"',
    fn: 'search_all',
    args: { query: 'data' },
    sql: 'select public.search_all($1)',
    params: ['data'],
    goal: 30,
  },
  {
    name: 'All, rare "zygote"',
    fn: 'search_all',
    args: { query: 'zygote' },
    sql: 'select public.search_all($1)',
    params: ['zygote'],
    goal: 30,
  },
  {
    name: 'people, common "Maria"',
    fn: 'search_people',
    args: { query: 'Maria' },
    sql: 'select id from public.search_people($1)',
    params: ['Maria'],
    goal: 30,
  },
  {
    name: 'people, typo "Mayaa Okafr"',
    fn: 'search_people',
    args: { query: 'Mayaa Okafr' },
    sql: 'select id from public.search_people($1)',
    params: ['Mayaa Okafr'],
    goal: 30,
  },
  {
    name: 'posts, common "data"',
    fn: 'search_posts',
    args: { query: 'data' },
    sql: 'select id from public.search_posts($1)',
    params: ['data'],
    goal: 30,
  },
  {
    name: 'posts, rare "zygote"',
    fn: 'search_posts',
    args: { query: 'zygote' },
    sql: 'select id from public.search_posts($1)',
    params: ['zygote'],
    goal: 30,
  },
  {
    name: 'opportunities, common "data"',
    fn: 'search_opportunities',
    args: { query: 'data', sort: 'relevance' },
    sql: `select id from public.search_opportunities(query => $1, sort => 'relevance')`,
    params: ['data'],
    goal: 30,
  },
  {
    name: 'opportunities, rare "zygote"',
    fn: 'search_opportunities',
    args: { query: 'zygote', sort: 'relevance' },
    sql: `select id from public.search_opportunities(query => $1, sort => 'relevance')`,
    params: ['zygote'],
    goal: 30,
  },
  {
    name: 'communities, common "data"',
    fn: 'search_communities',
    args: { query: 'data' },
    sql: 'select id from public.search_communities($1)',
    params: ['data'],
    goal: 30,
  },
  {
    name: 'communities, rare "Robotics Guild 1234"',
    fn: 'search_communities',
    args: { query: 'Robotics Guild 1234' },
    sql: 'select id from public.search_communities($1)',
    params: ['Robotics Guild 1234'],
    goal: 30,
  },
  {
    name: 'events, common "data"',
    fn: 'search_events',
    args: { query: 'data' },
    sql: 'select id from public.search_events($1)',
    params: ['data'],
    goal: 30,
  },
  {
    name: 'events, rare "zygote"',
    fn: 'search_events',
    args: { query: 'zygote' },
    sql: 'select id from public.search_events($1)',
    params: ['zygote'],
    goal: 30,
  },
]

type Figures = Record<string, { rows: number; sql: { p50: number; p99: number }; rest: { p50: number; p99: number } }>
const results: Record<number, { figures: Figures; seedSeconds: number; counts: typeof FULL; load: string }> = {}

/** Every scale's database and stack, open at once so that their timings interleave. */
interface OpenScale {
  scale: number
  counts: typeof FULL
  seedSeconds: number
  client: pg.Client
  call: (c: Case) => Promise<unknown>
  finish: () => Promise<void>
}

const viewer = '00000000-0000-4000-9000-000000000001'
const opened: OpenScale[] = []
for (const scale of SCALES) {
  const counts = Object.fromEntries(Object.entries(FULL).map(([k, v]) => [k, Math.round(v * scale)])) as typeof FULL
  const keep = Boolean(process.env.BENCH_KEEP)
  const { running, keys, client, close } = await startBenchDatabase(`bench_search_${String(scale).replace('.', '_')}`, {
    reuse: keep,
  })
  // BENCH_KEEP: a database seeded by an earlier run at this scale is timed as it is (new migrations applied).
  const seeded =
    keep && (await client.query(`select count(*)::int as n from public.profiles`)).rows[0].n >= counts.members
  const t0 = performance.now()
  if (seeded) {
    console.log(`scale ${scale}: reusing the kept database ${client.database}`)
    await client.query('analyze')
  } else {
    console.log(`scale ${scale}: seeding`, counts)
    await seed(client, counts)
    console.log(`scale ${scale}: seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`, counts)
  }
  const { SignJWT } = await import('jose')
  const token = await new SignJWT({ sub: viewer, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('2h')
    .sign(keys.secret)
  if (process.env.BENCH_EXPLAIN) {
    client.on('notice', (n) => console.log(n.message))
    await client.query(`load 'auto_explain'`)
    await client.query(
      `set auto_explain.log_min_duration = 5; set auto_explain.log_nested_statements = on; set auto_explain.log_analyze = on; set auto_explain.log_level = notice`,
    )
  }
  await client.query('begin')
  await client.query('set local role authenticated')
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: viewer, role: 'authenticated' }),
  ])
  opened.push({
    scale,
    counts,
    seedSeconds: seeded ? NaN : (performance.now() - t0) / 1000,
    client,
    call: async (c) => {
      const res = await fetch(`${running.url}/rest/v1/rpc/${c.fn}`, {
        method: 'POST',
        headers: { apikey: keys.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(c.args),
      })
      if (!res.ok) throw new Error(`${res.status} ${await res.text()}`)
      return res.json()
    },
    finish: async () => {
      await client.query('rollback')
      if (keep) {
        // Keeps the seeded database for `explain` sessions (psql on DATABASE_URL's cluster) and later runs.
        console.log(`scale ${scale}: kept database ${client.database}`)
        await client.end()
        await running.close()
      } else await close()
    },
  })
  results[scale] = { figures: {}, seedSeconds: NaN, counts, load: '' }
}

/** Milliseconds each of `n` calls took. */
async function samples(fn: () => Promise<unknown>, n: number): Promise<number[]> {
  const out: number[] = []
  for (let i = 0; i < n; i++) {
    const t = performance.now()
    await fn()
    out.push(performance.now() - t)
  }
  return out
}
const percentiles = (all: number[]) => {
  const sorted = [...all].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) }
}

// Each case is timed in rounds that take turns between the scales, so that what else the machine does
// while timing falls on every scale alike and the growth between them is the searches' own.
const ROUNDS = 5
const loadBefore = loadavg()[0]!
for (const c of cases) {
  if (process.env.BENCH_ONLY && !c.name.includes(process.env.BENCH_ONLY)) continue
  const timed = new Map<OpenScale, { rows: number; sql: number[]; rest: number[] }>()
  for (const o of opened) {
    const first = await o.client.query(c.sql, c.params)
    if (process.env.BENCH_EXPLAIN) continue
    const rows =
      c.fn === 'search_all' || c.fn === 'search_typeahead'
        ? Object.values(first.rows[0][c.fn] as Record<string, unknown[]>).reduce((n, v) => n + v.length, 0)
        : (first.rowCount ?? 0)
    await samples(() => o.client.query(c.sql, c.params), WARMUP)
    await samples(() => o.call(c), WARMUP)
    timed.set(o, { rows, sql: [], rest: [] })
  }
  if (process.env.BENCH_EXPLAIN) continue
  for (let round = 0; round < ROUNDS; round++) {
    for (const o of opened) {
      const t = timed.get(o)!
      t.sql.push(...(await samples(() => o.client.query(c.sql, c.params), Math.ceil(ITERATIONS / ROUNDS))))
      t.rest.push(...(await samples(() => o.call(c), Math.ceil(ITERATIONS / ROUNDS))))
    }
  }
  for (const [o, t] of timed) {
    const sql = percentiles(t.sql)
    const rest = percentiles(t.rest)
    results[o.scale]!.figures[c.name] = { rows: t.rows, sql, rest }
    console.log(
      `${o.scale} | ${c.name} | ${t.rows} | ${sql.p50.toFixed(2)} | ${sql.p99.toFixed(2)} | ${rest.p50.toFixed(2)} | ${rest.p99.toFixed(2)}`,
    )
  }
}
const load = `${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`
for (const o of opened) {
  await o.finish()
  results[o.scale] = { ...results[o.scale]!, seedSeconds: o.seedSeconds, load }
}

const ms = (v: number) => `${v.toFixed(2)} ms`
const n = (v: number) => v.toLocaleString('en')
const sections = SCALES.map((scale) => {
  const r = results[scale]!
  return `### Scale ${scale} (${n(r.counts.members)} members, ${n(r.counts.posts)} posts, ${n(r.counts.opportunities)} opportunities, ${n(r.counts.communities)} communities, ${n(r.counts.events)} events; ${Number.isNaN(r.seedSeconds) ? 'seeded by an earlier run' : `seeded in ${r.seedSeconds.toFixed(0)} s`}; load average ${r.load} while timing)

| case | rows | SQL p50 | SQL p99 | REST p50 | REST p99 | goal (SQL p99) |
|---|---|---|---|---|---|---|
${cases
  .map((c) => {
    const f = r.figures[c.name]
    if (!f) return `| ${c.name} | – | – | – | – | – | – |`
    return `| ${c.name} | ${f.rows} | ${ms(f.sql.p50)} | ${ms(f.sql.p99)} | ${ms(f.rest.p50)} | ${ms(f.rest.p99)} | ${f.sql.p99 <= c.goal ? '✓' : '✗'} < ${c.goal} ms |`
  })
  .join('\n')}`
})
const [small, large] = [Math.min(...SCALES), Math.max(...SCALES)]
const growth =
  SCALES.length > 1
    ? `### Growth from scale ${small} to ${large} (SQL p50; goal at most 1.3×)

| case | p50 at ${small} | p50 at ${large} | growth |
|---|---|---|---|
${cases
  .map((c) => {
    const a = results[small]!.figures[c.name]?.sql.p50 ?? NaN
    const b = results[large]!.figures[c.name]?.sql.p50 ?? NaN
    return `| ${c.name} | ${ms(a)} | ${ms(b)} | ${(b / a).toFixed(2)}× ${b / a <= 1.3 ? '✓' : '✗'} |`
  })
  .join('\n')}`
    : ''

const report = `# Search benchmark

Search across the network on PostgreSQL as a signed-in member (RLS on; the viewer follows 200 members, has
50 associates and belongs to 20 communities): typeahead prefixes of two, three and nine letters, the All tab and each kind
for a common word (in about 7 % of posts) and a rare one (one post in 10,000), as SQL and through
\`/rest/v1/rpc\`. ${ITERATIONS} iterations after ${WARMUP} warm-up, in ${ROUNDS} rounds that take turns between the
scales (whatever else the machine does falls on every scale alike), on a shared 2-core machine: read p99 with
that in mind.

${sections.join('\n\n')}

${growth}

Written by \`npm run bench:search\` on ${new Date().toISOString().slice(0, 16)}Z.
`
// A partial run (some cases, or plans) prints its figures but leaves the report of the last full run.
if (!process.env.BENCH_ONLY && !process.env.BENCH_EXPLAIN) {
  mkdirSync('reports', { recursive: true })
  writeFileSync('reports/bench-search.md', report)
}
console.log(report)
process.exit(0)
