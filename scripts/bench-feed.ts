import { mkdirSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { startBenchDatabase } from './lib/bench-database.ts'
import { timeIt } from './lib/timing.ts'
import { FEED_SELECT } from '../src/data/posts/post-select.ts'
import { FEED_SQL, FOLLOWING_SQL, FOR_YOU_SQL } from './lib/feed-sql.ts'

/**
 * A home-feed page (20 posts with authors, counts and liked-by-me, RLS on) at 10k and 1M posts with
 * 100k members, as SQL and through /rest/v1 (ARCHITECTURE §7: under 5 ms in SQL at 1M, at most 1.3×
 * the 10k cost). Needs PostgreSQL: `npm run bench:feed` starts a throwaway cluster.
 * Usage: tsx scripts/bench-feed.ts [iterations]
 */
const ITERATIONS = Number(process.argv[2] ?? 500)
const WARMUP = 50
const MEMBERS = 100_000
const SIZES = (process.env.BENCH_SIZES ?? '10000,1000000').split(',').map(Number)
const PASSWORD = 'bench-password'

if (!process.env.DATABASE_URL) {
  console.error('bench-feed needs PostgreSQL: run `npm run bench:feed` (or set DATABASE_URL).')
  process.exit(1)
}

const time = (fn: (i: number) => Promise<unknown>) => timeIt(fn, ITERATIONS, WARMUP)

/** The hashtags the viewer follows for "For you" (each on 2 % of posts), and the boost window (3 days). */
const FOLLOWED_TAGS = ['topic1', 'topic2', 'topic3']
const BOOST_DAYS = 3

/** Members whose "Following" page is measured at the largest size: a modest network and a very wide one. */
const NETWORKS = [
  { label: 'follows 10, 5 associates', follows: 10, associates: 5 },
  { label: 'follows 150, 40 associates', follows: 150, associates: 40 },
  { label: 'follows 1,000, 40 associates', follows: 1000, associates: 40 },
  { label: 'follows 10,000, 40 associates', follows: 10_000, associates: 40 },
]

async function seed(client: pg.Client, posts: number) {
  const t = performance.now()
  await client.query(`set session_replication_role = replica`) // bulk load without per-row triggers
  await client.query(`
    insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
      select ('00000000-0000-4000-9000-' || lpad(to_hex(g), 12, '0'))::uuid, 'authenticated', 'authenticated',
        'member' || g || '@bench.test', now(), now(), now()
      from generate_series(1, ${MEMBERS}) g;
    insert into public.profiles (id, name, headline, profile_type, is_public, created_at)
      select ('00000000-0000-4000-9000-' || lpad(to_hex(g), 12, '0'))::uuid, 'Member ' || g, 'Headline ' || g,
        (array['student','company','employer','university','professor','influencer','investor','philanthropist'])[1 + g % 8],
        g % 20 <> 0, now()
      from generate_series(1, ${MEMBERS}) g;
    insert into public.posts (author_id, body, visibility, hashtags, like_count, comment_count, created_at)
      select ('00000000-0000-4000-9000-' || lpad(to_hex(1 + (g::bigint * 7919) % ${MEMBERS}), 12, '0'))::uuid,
        'Post number ' || g || ' about #topic' || (g % 50), case when g % 10 = 0 then 'associates' else 'public' end,
        array['topic' || (g % 50)], g % 17, g % 5, now() - (g::float / ${posts} * interval '365 days')
      from generate_series(1, ${posts}) g;
    insert into public.post_likes (post_id, user_id)
      select id, ('00000000-0000-4000-9000-' || lpad(to_hex(1 + (abs(hashtext(id::text)) % ${MEMBERS})), 12, '0'))::uuid
      from public.posts tablesample bernoulli (50);`)
  await client.query(`set session_replication_role = origin`)
  await client.query(`vacuum analyze`)
  return (performance.now() - t) / 1000
}

async function viewer(
  url: string,
  keys: { anonKey: string; serviceRoleKey: string },
  client: pg.Client,
  network = { follows: 150, associates: 40 },
) {
  const email = `viewer-${Date.now()}-${network.follows}@bench.test`
  const signUp = await fetch(`${url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: keys.anonKey,
      authorization: `Bearer ${keys.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
  })
  const user = (await signUp.json()) as { id: string }
  await client.query(
    `insert into public.user_profiles (user_id, email, name, profile_type) values ($1, $2, 'Viewer', 'student')`,
    [user.id, email],
  )
  // A realistic network: follows and associates, and likes on recent posts.
  await client.query(
    `insert into public.follows (follower_id, followee_id)
       select $1, id from public.profiles where id <> $1 order by id limit ${network.follows};
     insert into public.associates (user_id, associate_id)
       select $1, id from public.profiles where id <> $1 and is_public order by id desc limit ${network.associates};
     insert into public.post_likes (post_id, user_id)
       select id, $1 from public.posts order by created_at desc limit 200 on conflict do nothing;
     analyze public.post_likes; analyze public.follows; analyze public.associates;`.replaceAll('$1', `'${user.id}'`),
  )
  const token = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  return { id: user.id, token: ((await token.json()) as { access_token: string }).access_token }
}

/**
 * A member's "Following" page at the same cursors as the home feed (a cursor older than all of a small
 * network's posts gives a short last page, as it would in the app).
 */
async function timeFollowing(
  url: string,
  anonKey: string,
  client: pg.Client,
  member: { id: string; token: string },
  cursor: (i: number) => { created_at: string; id: string } | null,
) {
  await client.query(`begin`)
  await client.query(`set local role authenticated`)
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: member.id, role: 'authenticated' }),
  ])
  const sql = await time(async (i) => {
    const c = cursor(i)
    const r = await client.query(FOLLOWING_SQL, [member.id, c?.created_at ?? null, c?.id ?? null])
    if (c === null && r.rowCount !== 20) throw new Error(`expected 20 rows on a first page, got ${r.rowCount}`)
  })
  const plan = await client.query(
    `explain (analyze, buffers off, timing off) select * from public.following_feed(null, null, 20)`,
  )
  await client.query(`rollback`)
  const headers = { apikey: anonKey, authorization: `Bearer ${member.token}` }
  const select = encodeURIComponent(FEED_SELECT.replace(/\s+/g, ''))
  let longest = 0
  const rest = await time(async (i) => {
    const c = cursor(i)
    const args = c ? `&before_created_at=${encodeURIComponent(c.created_at)}&before_id=${c.id}` : ''
    const target = `${url}/rest/v1/rpc/following_feed?select=${select}&my_like.user_id=eq.${member.id}&order=created_at.desc,id.desc&page_size=20${args}`
    longest = Math.max(longest, target.length)
    const res = await fetch(target, { headers })
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`)
    const body = (await res.json()) as unknown[]
    if (c === null && body.length !== 20) throw new Error(`expected 20 posts on a first page, got ${body.length}`)
  })
  return { sql, rest, url: longest, plan: plan.rows.map((r) => r['QUERY PLAN']).join('\n') }
}

/** "For you" for a member who follows FOLLOWED_TAGS, at the same cursors as the home feed. */
async function timeForYou(
  url: string,
  anonKey: string,
  client: pg.Client,
  member: { id: string; token: string },
  cursor: (i: number) => { created_at: string; id: string } | null,
) {
  await client.query(
    `insert into public.hashtag_follows (user_id, tag) select $1, unnest($2::text[]) on conflict do nothing`,
    [member.id, FOLLOWED_TAGS],
  )
  const boostSince = new Date(Date.now() - BOOST_DAYS * 86_400_000).toISOString()
  await client.query(`begin`)
  await client.query(`set local role authenticated`)
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: member.id, role: 'authenticated' }),
  ])
  const sql = await time(async (i) => {
    const c = cursor(i)
    const r = await client.query(FOR_YOU_SQL, [member.id, c?.created_at ?? null, c?.id ?? null, boostSince])
    if (r.rowCount !== 20) throw new Error(`expected 20 rows, got ${r.rowCount}`)
  })
  const plan = await client.query(
    `explain (analyze, buffers off, timing off) select * from public.for_you_feed($1, null, null, 20)`,
    [boostSince],
  )
  await client.query(`rollback`)
  const headers = { apikey: anonKey, authorization: `Bearer ${member.token}` }
  const select = encodeURIComponent(FEED_SELECT.replace(/\s+/g, ''))
  const rest = await time(async (i) => {
    const c = cursor(i)
    const args = c ? `&before_created_at=${encodeURIComponent(c.created_at)}&before_id=${c.id}` : ''
    const res = await fetch(
      `${url}/rest/v1/rpc/for_you_feed?select=${select}&my_like.user_id=eq.${member.id}&boost_since=${encodeURIComponent(boostSince)}&page_size=20${args}`,
      { headers },
    )
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`)
    const body = (await res.json()) as unknown[]
    if (body.length !== 20) throw new Error(`expected 20 posts, got ${body.length}`)
  })
  return { sql, rest, plan: plan.rows.map((r) => r['QUERY PLAN']).join('\n') }
}

const rows: string[] = []
const forYouRows: string[] = []
const followingRows: string[] = []
const results = new Map<number, { sql: { p50: number; p99: number }; rest: { p50: number; p99: number } }>()
for (const posts of SIZES) {
  const { running, keys, client, close } = await startBenchDatabase('bench_feed')
  const seconds = await seed(client, posts)
  const me = await viewer(running.url, keys, client)
  // Cursors spread over the whole table, so pages deep in the past count as much as the first page.
  const { rows: cursorRows } = await client.query<{ created_at: string; id: string }>(
    `select created_at::text, id from public.posts tablesample system (5) limit 400`,
  )
  const cursor = (i: number) => (i % 4 === 0 ? null : cursorRows[i % cursorRows.length])

  await client.query(`begin`)
  await client.query(`set local role authenticated`)
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: me.id, role: 'authenticated' }),
  ])
  const sql = await time(async (i) => {
    const c = cursor(i)
    const r = await client.query(FEED_SQL, [me.id, c?.created_at ?? null, c?.id ?? null])
    if (r.rowCount !== 20) throw new Error(`expected 20 rows, got ${r.rowCount}`)
  })
  const plan = await client.query(
    `explain (analyze, buffers off, timing off) ${FEED_SQL.replaceAll('$1', `'${me.id}'`).replaceAll('$2::timestamptz', 'null::timestamptz').replaceAll('$2', 'null::timestamptz').replaceAll('$3::uuid', 'null::uuid')}`,
  )
  await client.query(`rollback`)

  const headers = { apikey: keys.anonKey, authorization: `Bearer ${me.token}` }
  const select = encodeURIComponent(FEED_SELECT.replace(/\s+/g, ''))
  const rest = await time(async (i) => {
    const c = cursor(i)
    const filter = c
      ? `&or=${encodeURIComponent(`(created_at.lt."${c.created_at}",and(created_at.eq."${c.created_at}",id.lt.${c.id}))`)}`
      : ''
    const res = await fetch(
      `${running.url}/rest/v1/posts?select=${select}&my_like.user_id=eq.${me.id}&order=created_at.desc,id.desc&limit=20${filter}`,
      { headers },
    )
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`)
    const body = (await res.json()) as unknown[]
    if (body.length !== 20) throw new Error(`expected 20 posts, got ${body.length}`)
  })
  results.set(posts, { sql, rest })
  const forYou = await timeForYou(running.url, keys.anonKey, client, me, cursor)
  forYouRows.push(
    `| ${posts.toLocaleString('en')} | ${sql.p50.toFixed(2)} / ${sql.p99.toFixed(2)} ms | ${forYou.sql.p50.toFixed(2)} / ${forYou.sql.p99.toFixed(2)} ms | ${rest.p50.toFixed(2)} / ${rest.p99.toFixed(2)} ms | ${forYou.rest.p50.toFixed(2)} / ${forYou.rest.p99.toFixed(2)} ms |`,
  )
  console.log(forYouRows.at(-1))
  console.log(forYou.plan)
  if (posts === SIZES.at(-1)) {
    for (const network of NETWORKS) {
      const member = network.follows === 150 ? me : await viewer(running.url, keys, client, network)
      const timings = await timeFollowing(running.url, keys.anonKey, client, member, cursor)
      followingRows.push(
        `| ${network.label} | ${timings.sql.p50.toFixed(2)} ms | ${timings.sql.p99.toFixed(2)} ms | ${timings.rest.p50.toFixed(2)} ms | ${timings.rest.p99.toFixed(2)} ms | ${timings.url} B |`,
      )
      console.log(followingRows.at(-1))
      console.log(timings.plan)
    }
  }
  rows.push(
    `| ${posts.toLocaleString('en')} | ${sql.p50.toFixed(2)} ms | ${sql.p99.toFixed(2)} ms | ${rest.p50.toFixed(2)} ms | ${rest.p99.toFixed(2)} ms | ${seconds.toFixed(0)} s |`,
  )
  console.log(rows.at(-1))
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'))
  await close()
}

const small = results.get(SIZES[0])!
const large = results.get(SIZES[1])!
const report = `# Feed benchmark

A home-feed page: 20 posts newest first (keyset cursor on \`(created_at, id)\`, a quarter of the pages
first pages, the rest at cursors spread over the whole year), each with its author, counts and
liked-by-me, read as a signed-in member with RLS on. ${MEMBERS.toLocaleString('en')} members (5 % private profiles),
10 % associates-only posts, likes on half the posts; the viewer follows 150 members and has 40 associates.
PostgreSQL on this machine, ${ITERATIONS} iterations after ${WARMUP} warm-up.

| posts | SQL p50 | SQL p99 | REST p50 | REST p99 | seed time |
|---|---|---|---|---|---|
${rows.join('\n')}

- SQL at 1M: p50 **${large.sql.p50.toFixed(2)} ms**, p99 **${large.sql.p99.toFixed(2)} ms** (goal: under 5 ms).
- 1M / 10k: SQL p50 **${(large.sql.p50 / small.sql.p50).toFixed(2)}×**, REST p50 **${(large.rest.p50 / small.rest.p50).toFixed(2)}×** (goal: ≤ 1.3).
- REST / SQL at 1M (p50): ${(large.rest.p50 / large.sql.p50).toFixed(1)}×.

## The "Following" page by size of the member's network (${SIZES.at(-1)!.toLocaleString('en')} posts)

The same page over \`following_feed\` (network read in SQL; the URL carries only the cursor), at the
same cursors. Goal: the p99 of the home feed page above, whatever the number of followees.

| member | SQL p50 | SQL p99 | REST p50 | REST p99 | longest URL |
|---|---|---|---|---|---|
${followingRows.join('\n')}

## "For you" with followed hashtags

The home page ("For you") read through \`for_you_feed\`: the same viewer follows ${FOLLOWED_TAGS.length} hashtags
(each on 2 % of posts); posts with one of them from the last ${BOOST_DAYS} days come first, then everything newest
first, at the same cursors. Before = the plain newest-first page above (what "For you" was); p50 / p99.

| posts | SQL before | SQL for you | REST before | REST for you |
|---|---|---|---|---|
${forYouRows.join('\n')}

Written by \`npm run bench:feed\` on ${new Date().toISOString().slice(0, 10)}.
`
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bench-feed.md', report)
console.log(report)
process.exit(0)
