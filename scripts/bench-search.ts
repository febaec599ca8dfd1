import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { startBenchDatabase } from './lib/bench-database.ts'
import { percentile } from './lib/timing.ts'

/**
 * Search across the network on PostgreSQL: the All tab, each kind for a common and a rare word, and a
 * two-letter typeahead prefix, as SQL (a signed-in member, RLS on) and through /rest/v1/rpc.
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
const FULL = { members: 100_000, posts: 1_000_000, opportunities: 100_000, communities: 10_000, events: 100_000 }

if (!process.env.DATABASE_URL) {
  console.error('bench-search needs PostgreSQL: run `npm run bench:search` (or set DATABASE_URL).')
  process.exit(1)
}

const WORDS = [
  'data',
  'engineering',
  'design',
  'research',
  'climate',
  'robotics',
  'marketing',
  'finance',
  'health',
  'education',
  'python',
  'react',
  'machine',
  'learning',
  'security',
  'cloud',
  'mobile',
  'product',
  'analytics',
  'policy',
  'biology',
  'chemistry',
  'physics',
  'history',
  'music',
  'theatre',
  'economics',
  'startup',
  'venture',
  'energy',
  'water',
  'urban',
  'transport',
  'housing',
  'language',
  'writing',
  'statistics',
  'networks',
  'hardware',
  'ethics',
]
const TAGS = [
  'ai',
  'climate',
  'internships',
  'python',
  'hiring',
  'research',
  'startups',
  'design',
  'datascience',
  'careers',
]
const FIRST = [
  'Maya',
  'Priya',
  'Daniel',
  'Amara',
  'Leo',
  'Grace',
  'Ethan',
  'Kenji',
  'Zara',
  'Lucas',
  'Hannah',
  'Omar',
  'Chloe',
  'Ravi',
  'Maria',
  'Marco',
  'Mateo',
  'Sofia',
  'Aisha',
  'Noah',
  'Emma',
  'Liam',
  'Olivia',
  'Ava',
  'Isabella',
  'Mia',
  'Amelia',
  'Harper',
  'Elijah',
  'James',
  'Benjamin',
  'Lucia',
  'Yuki',
  'Wei',
  'Fatima',
  'Tariq',
  'Ingrid',
  'Sven',
  'Anya',
  'Dmitri',
]
const LAST = [
  'Okafor',
  'Nair',
  'Reyes',
  'Singh',
  'Martins',
  'Whitfield',
  'Brooks',
  'Tanaka',
  'Ahmed',
  'Meyer',
  'Kim',
  'Haddad',
  'Martin',
  'Patel',
  'Garcia',
  'Rossi',
  'Silva',
  'Novak',
  'Kowalski',
  'Johansson',
  'Larsen',
  'Dubois',
  'Moreau',
  'Fischer',
  'Weber',
  'Schneider',
  'Nguyen',
  'Tran',
  'Chen',
  'Wang',
  'Li',
  'Zhang',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Perez',
  'Sanchez',
  'Ramirez',
  'Torres',
  'Flores',
  'Rivera',
  'Gomez',
  'Diaz',
  'Cruz',
  'Morales',
  'Ortiz',
  'Gutierrez',
  'Chavez',
  'Ramos',
  'Ruiz',
  'Alvarez',
  'Mendoza',
  'Castillo',
  'Jimenez',
  'Vasquez',
  'Romero',
  'Herrera',
  'Medina',
  'Aguilar',
  'Okonkwo',
]
const UNIS = ['Lakeside University', 'Northbridge University', 'Harbor Institute', 'Riverside College', 'Summit Tech']
const arr = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`
const uid = (kind: string, expr: string) => `('00000000-0000-4000-${kind}-' || lpad(to_hex(${expr}), 12, '0'))::uuid`

const n_ = (v: number) => v.toLocaleString('en')
// Popularity and dates spread by a hash of the row number, not `g % k`: with `g % 500` followers, the
// members of a follower count shared their words (g % 40) too, and no top-ranked member had "data" in
// the headline, so a walk in popularity order read a tenth of the members before its first match.
const spread = (expr: string, k: number) => `((hashint4(${expr})::bigint + 2147483648) % ${k})::int`

async function seed(client: pg.Client, n: typeof FULL) {
  const M = n.members
  await client.query(`set session_replication_role = replica`)
  const statements = `
    insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
      select ${uid('9000', 'g')}, 'authenticated', 'authenticated', 'm' || g || '@bench.test', now(), now(), now()
      from generate_series(1, ${M}) g;
    with w as (select ${arr(FIRST)} f, ${arr(LAST)} l, ${arr(UNIS)} u, ${arr(WORDS)} words)
    insert into public.profiles (id, name, first_name, last_name, headline, university, skills, is_public, profile_type,
      verification_status, follower_count)
      select ${uid('9000', 'g')}, f[1 + g % 40] || ' ' || l[1 + (g / 40) % 60], f[1 + g % 40], l[1 + (g / 40) % 60],
        initcap(words[1 + g % 40]) || ' student working on ' || words[1 + (g / 7) % 40], u[1 + g % 5],
        -- One member in ten is private, but not the ones named Maya (g % 40 = 0): the typo cases look for them.
        array[initcap(words[1 + (g / 3) % 40]), initcap(words[1 + (g / 11) % 40])], g % 10 <> 3,
        (array['student','student','student','company','employer','university','professor','influencer','investor','philanthropist'])[1 + g % 10],
        case when g % 17 = 0 then 'verified' else 'unverified' end, ${spread('g', 500)}
      from generate_series(1, ${M}) g, w;
    -- The viewer (member 1) follows 200 members and has 50 associates.
    insert into public.follows (follower_id, followee_id) select ${uid('9000', '1')}, ${uid('9000', 'g')} from generate_series(2, 201) g;
    insert into public.associates (user_id, associate_id)
      select ${uid('9000', '1')}, ${uid('9000', 'g')} from generate_series(202, 251) g
      union all select ${uid('9000', 'g')}, ${uid('9000', '1')} from generate_series(202, 251) g;
    update public.profiles set following_count = 200, associate_count = 50 where id = ${uid('9000', '1')};
    with w as (select ${arr(WORDS)} words)
    insert into public.communities (id, slug, name, description, category, visibility, join_policy, member_count, created_by)
      select ${uid('a000', 'g')}, 'c-' || g,
        initcap(words[1 + g % 40]) || ' ' || initcap(words[1 + (g / 40) % 40]) || ' ' ||
          (array['Club','Society','Circle','Network','Guild'])[1 + g % 5] || ' ' || g,
        'A place for ' || words[1 + (g / 3) % 40] || ' and ' || words[1 + (g / 7) % 40] || ' people.',
        (array['academic','career','technology','entrepreneurship','research','arts','sports','social_impact','alumni','other'])[1 + g % 10],
        case when g % 10 = 0 then 'private' else 'public' end, 'open', ${spread('g', 300)}, ${uid('9000', `1 + g % ${M}`)}
      from generate_series(1, ${n.communities}) g, w;
    insert into public.community_members (community_id, user_id, role, status, joined_at)
      select ${uid('a000', 'g')}, ${uid('9000', '1')}, 'member', 'active', now() from generate_series(1, 20) g;
    with w as (select ${arr(WORDS)} words, ${arr(TAGS)} tags)
    insert into public.posts (author_id, body, visibility, author_is_public, hashtags, created_at, community_id, community_is_private)
      select ${uid('9000', `a`)},
        initcap(words[1 + g % 40]) || ' and ' || words[1 + (g / 40) % 40] || ': notes on ' || words[1 + (g / 1600) % 40]
          || ' from this week.' || case when g % 3 = 0 then ' #' || tags[1 + (g / 3) % 10] else '' end
          || case when g % 10000 = 7 then ' Zygote sequencing results.' else '' end,
        case when g % 10 = 0 then 'associates' else 'public' end, a % 10 <> 3,
        case when g % 3 = 0 then array[tags[1 + (g / 3) % 10]] else '{}' end,
        now() - (g::float / ${n.posts} * interval '365 days'),
        case when g % 50 = 0 then ${uid('a000', `1 + g % ${n.communities}`)} end,
        g % 50 = 0 and (1 + g % ${n.communities}) % 10 = 0
      from generate_series(__FROM__, __TO__) g, w, lateral (select 1 + (g::bigint * 7919) % ${M} as a) x;
    with w as (select ${arr(WORDS)} words)
    insert into public.opportunities (posted_by, title, organization, type, description, work_mode, location, is_paid,
      deadline, skills, tags, status, poster_type, published_at, search)
      select o.*, setweight(to_tsvector('english', o.title), 'A') || setweight(to_tsvector('english', o.organization), 'B')
        || setweight(to_tsvector('english', array_to_string(o.tags || o.skills, ' ')), 'B') || setweight(to_tsvector('english', o.description), 'C')
      from (
        select ${uid('9000', `1 + g % ${Math.max(M / 20, 1)}`)} as posted_by,
          initcap(words[1 + g % 40]) || ' ' || initcap(words[1 + (g / 40) % 40]) || ' ' ||
            (array['Intern', 'Analyst', 'Fellow', 'Scholar', 'Engineer', 'Researcher'])[1 + g % 6]
            || case when g % 10000 = 7 then ' in zygote biology' else '' end as title,
          'Organisation ' || (1 + g % 5000) as organization,
          (array['internship','job','hackathon','scholarship','fellowship','research','competition','grant','investment','volunteer','other'])[1 + g % 11] as type,
          'Work on ' || words[1 + (g / 7) % 40] || ' and ' || words[1 + (g / 13) % 40] || ' with a friendly team.' as description,
          (array['onsite','remote','hybrid'])[1 + g % 3] as work_mode, 'Berlin, Germany' as location, g % 4 <> 0 as is_paid,
          now() + ((g % 120) - 30 || ' days')::interval as deadline,
          array[words[1 + (g / 3) % 40]] as skills, array[words[1 + (g / 11) % 40]] as tags,
          case when g % 10 = 0 then 'closed' when g % 23 = 0 then 'draft' else 'open' end as status,
          'company' as poster_type, now() - (g::float / ${n.opportunities} * interval '180 days') as published_at
        from generate_series(1, ${n.opportunities}) g, w
      ) o;
    with w as (select ${arr(WORDS)} words)
    insert into public.events (organizer_id, title, description, category, starts_at, ends_at, is_online, venue,
      visibility, status, search)
      select e.*, setweight(to_tsvector('english', e.title), 'A') || setweight(to_tsvector('english', coalesce(e.venue, '')), 'B')
        || setweight(to_tsvector('english', e.description), 'C')
      from (
        select ${uid('9000', `1 + (g * 31) % ${M}`)} as organizer_id,
          initcap(words[1 + g % 40]) || ' ' || words[1 + (g / 40) % 40] || ' ' ||
            (array['workshop','meetup','lecture','info session','hackathon'])[1 + g % 5]
            || case when g % 10000 = 7 then ' on zygote imaging' else '' end as title,
          'An evening about ' || words[1 + (g / 3) % 40] || '.' as description,
          (array['career_fair','info_session','workshop','hackathon','lecture','meetup','other'])[1 + g % 7] as category,
          now() + ((${spread('g', 360)}) - 180 || ' days')::interval as starts_at,
          now() + ((${spread('g', 360)}) - 180 || ' days')::interval + interval '2 hours' as ends_at,
          g % 4 = 0 as is_online, 'Hall ' || (g % 50) as venue,
          case when g % 10 = 0 then 'associates' else 'public' end as visibility,
          case when g % 20 = 0 then 'cancelled' else 'scheduled' end as status
        from generate_series(1, ${n.events}) g, w
      ) e;
    insert into public.hashtags (tag, use_count, last_used_at)
      select t, count(*), max(p.created_at) from public.posts p cross join lateral unnest(p.hashtags) t
      where p.visibility = 'public' and p.author_is_public and not p.community_is_private group by t`
  // One statement at a time, posts in batches of 100,000, each step printed: a full-scale seed takes minutes.
  const t0 = performance.now()
  const step = async (label: string, sql: string) => {
    await client.query(sql)
    console.log(`  seeded ${label} (${((performance.now() - t0) / 1000).toFixed(0)} s)`)
  }
  for (const statement of statements.split(/;\s*\n/)) {
    const label = /insert into ([\w.]+)/.exec(statement)?.[1] ?? statement.trim().split('\n')[0]!.slice(0, 60)
    if (!statement.includes('__FROM__')) {
      await step(label, statement)
      continue
    }
    for (let from = 1; from <= n.posts; from += 100_000) {
      const to = Math.min(from + 99_999, n.posts)
      await step(
        `${label} ${n_(to)} / ${n_(n.posts)}`,
        statement.replace('__FROM__', String(from)).replace('__TO__', String(to)),
      )
    }
  }
  await client.query(`set session_replication_role = origin`)
  // What the name dictionaries' triggers would have kept, had the seed not turned triggers off.
  await step(
    'name dictionaries',
    `insert into private.name_words (word)
       select distinct w from public.profiles p, regexp_split_to_table(lower(p.name), '\\s+') w where w <> ''
       on conflict do nothing;
     insert into private.community_name_words (word)
       select distinct unnest(private.search_words(c.name)) from public.communities c on conflict do nothing;`,
  )
  await step('vacuum analyze', 'vacuum analyze')
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
50 associates and belongs to 20 communities): a two-letter typeahead prefix, the All tab and each kind
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
