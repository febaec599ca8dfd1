import { mkdirSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { FEED_SELECT } from '../src/data/posts/post-select.ts'
import { startBenchDatabase } from './lib/bench-database.ts'
import { timeIt } from './lib/timing.ts'

/**
 * A community feed page and "people you may know" at 100,000 members, 10,000 communities and
 * 1,000,000 posts, for a member with 500 associates who belongs to 30 communities, as SQL and through
 * /rest/v1 (goal: under 10 ms SQL p99). Needs PostgreSQL: `npm run bench:communities`.
 * Usage: tsx scripts/bench-communities.ts [iterations]
 */
const ITERATIONS = Number(process.argv[2] ?? 300)
const WARMUP = 30
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000)
const COMMUNITIES = Number(process.env.BENCH_COMMUNITIES ?? 10_000)
const POSTS = Number(process.env.BENCH_POSTS ?? 1_000_000)
const ASSOCIATES = 500
const PASSWORD = 'bench-password'

if (!process.env.DATABASE_URL) {
  console.error('bench-communities needs PostgreSQL: run `npm run bench:communities` (or set DATABASE_URL).')
  process.exit(1)
}
const time = (fn: (i: number) => Promise<unknown>) => timeIt(fn, ITERATIONS, WARMUP)
const member = (expr: string) => `('00000000-0000-4000-9000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`
const community = (expr: string) => `('00000000-0000-4000-a000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`

/** What PostgREST runs for a community page of FEED_SELECT, written by hand. */
const COMMUNITY_FEED_SQL = `
select p.id, p.author_id, p.body, p.media, p.visibility, p.repost_of, p.hashtags, p.like_count, p.comment_count,
  p.repost_count, p.view_count, p.edited_at, p.created_at, p.community_id, p.pinned_at, p.removed_at, p.removed_reason,
  (select json_build_object('id', a.id, 'name', a.name, 'headline', a.headline, 'profile_photo_url', a.profile_photo_url,
     'profile_type', a.profile_type, 'verification_status', a.verification_status)
   from public.profiles a where a.id = p.author_id) as author,
  coalesce((select json_agg(json_build_object('user_id', l.user_id)) from public.post_likes l
            where l.post_id = p.id and l.user_id = $1), '[]') as my_like,
  (select json_build_object('id', c.id, 'slug', c.slug, 'name', c.name) from public.communities c where c.id = p.community_id) as community
from public.posts p
where p.community_id = $2 and p.pinned_at is null
  and ($3::timestamptz is null or p.created_at < $3 or (p.created_at = $3 and p.id < $4::uuid))
order by p.created_at desc, p.id desc
limit 20`

async function seed(client: pg.Client) {
  const t = performance.now()
  await client.query(`set session_replication_role = replica`) // bulk load without per-row triggers
  await client.query(`
    insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
      select ${member('g')}, 'authenticated', 'authenticated', 'member' || g || '@bench.test', now(), now(), now()
      from generate_series(1, ${MEMBERS}) g;
    insert into public.profiles (id, name, headline, profile_type, is_public, allow_connections, university, skills, interests, created_at)
      select ${member('g')}, 'Member ' || g, 'Headline ' || g,
        (array['student','company','employer','university','professor','influencer','investor','philanthropist'])[1 + g % 8],
        g % 20 <> 0, g % 50 <> 0, 'University ' || (g % 40),
        array['skill' || (g % 300), 'skill' || (g % 71)], array['interest' || (g % 120)], now()
      from generate_series(1, ${MEMBERS}) g;
    -- About 10 associates each, both directions written.
    insert into public.associates (user_id, associate_id)
      select ${member('g')}, ${member(`1 + (g - 1 + k * 7919) % ${MEMBERS}`)}
      from generate_series(1, ${MEMBERS}) g, generate_series(1, 5) k
      on conflict do nothing;
    insert into public.associates (user_id, associate_id)
      select associate_id, user_id from public.associates on conflict do nothing;
    update public.profiles p set associate_count = a.n
      from (select user_id, count(*) n from public.associates group by user_id) a where a.user_id = p.id;
    insert into public.communities (id, slug, name, description, category, visibility, join_policy, created_by, created_at)
      select ${community('c')}, 'community-' || c, 'Community ' || c, 'About community ' || c,
        (array['academic','career','technology','entrepreneurship','research','arts','sports','social_impact','alumni','other'])[1 + c % 10],
        case when c % 5 = 0 then 'private' else 'public' end,
        (array['open','approval','invite_only'])[1 + c % 3], ${member(`1 + (c * 31) % ${MEMBERS}`)}, now() - interval '400 days'
      from generate_series(1, ${COMMUNITIES}) c;
    -- About 50 members per community.
    insert into public.community_members (community_id, user_id, role, status, joined_at)
      select ${community(`1 + (g + k * 104729) % ${COMMUNITIES}`)}, ${member('g')},
        case when k = 0 and g % 50 = 0 then 'moderator' else 'member' end, 'active', now()
      from generate_series(1, ${MEMBERS}) g, generate_series(0, 4) k
      on conflict do nothing;
    -- Half the posts in communities.
    insert into public.posts (author_id, body, visibility, community_id, community_is_private, created_at)
      select ${member(`1 + (g::bigint * 7919) % ${MEMBERS}`)}, 'Post number ' || g,
        'public', case when g % 2 = 0 then ${community(`1 + (g / 2) % ${COMMUNITIES}`)} end,
        g % 2 = 0 and (1 + (g / 2) % ${COMMUNITIES}) % 5 = 0,
        now() - (g::float / ${POSTS} * interval '365 days')
      from generate_series(1, ${POSTS}) g;
    update public.communities c set member_count = m.n
      from (select community_id, count(*) n from public.community_members where status = 'active' group by community_id) m
      where m.community_id = c.id;`)
  await client.query(`set session_replication_role = origin`)
  await client.query(`vacuum analyze`)
  return (performance.now() - t) / 1000
}

async function viewer(url: string, keys: { anonKey: string; serviceRoleKey: string }, client: pg.Client) {
  const email = `viewer-${Date.now()}@bench.test`
  const res = await fetch(`${url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: keys.anonKey,
      authorization: `Bearer ${keys.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
  })
  const user = (await res.json()) as { id: string }
  await client.query(
    `insert into public.user_profiles (user_id, email, name, profile_type, university, skills, interests)
       values ($1, $2, 'Viewer', 'student', 'University 7', array['skill7', 'skill42'], array['interest7'])`,
    [user.id, email],
  )
  const id = `'${user.id}'`
  await client.query(`
    set session_replication_role = replica;
    insert into public.associates (user_id, associate_id)
      select ${id}, id from public.profiles where id <> ${id} and name like 'Member %' order by id limit ${ASSOCIATES};
    insert into public.associates (user_id, associate_id) select associate_id, user_id from public.associates where user_id = ${id};
    insert into public.community_members (community_id, user_id, role, status, joined_at)
      select id, ${id}, 'member', 'active', now() from public.communities where visibility = 'private' order by id limit 30;
    set session_replication_role = origin;
    analyze public.associates; analyze public.community_members;`)
  const token = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: keys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  return { id: user.id, token: ((await token.json()) as { access_token: string }).access_token }
}

const { running, keys, client, close } = await startBenchDatabase('bench_communities')
const seconds = await seed(client)
const me = await viewer(running.url, keys, client)
const { rows: mine } = await client.query<{ community_id: string }>(
  `select m.community_id from public.community_members m where m.user_id = $1
   order by (select count(*) from public.posts p where p.community_id = m.community_id) desc`,
  [me.id],
)
const target = mine[0]!.community_id
const { rows: cursorRows } = await client.query<{ created_at: string; id: string }>(
  `select created_at::text, id from public.posts where community_id = $1 order by created_at desc offset 10 limit 10`,
  [target],
)
const cursor = (i: number) => (i % 2 === 0 ? null : cursorRows[i % cursorRows.length])

// Suggestions computed afresh each time (the cache emptied first), as the first visit in 15 minutes sees them.
await client.query(`begin`)
await client.query(`select set_config('request.jwt.claims', $1, true)`, [
  JSON.stringify({ sub: me.id, role: 'authenticated' }),
])
const suggestColdSql = await time(async () => {
  await client.query(`delete from public.associate_suggestion_cache`)
  const r = await client.query(`select * from public.associate_suggestions(20)`)
  if (r.rowCount !== 20) throw new Error(`expected 20 suggestions, got ${r.rowCount}`)
})
await client.query(`rollback`)

await client.query(`begin`)
await client.query(`set local role authenticated`)
await client.query(`select set_config('request.jwt.claims', $1, true)`, [
  JSON.stringify({ sub: me.id, role: 'authenticated' }),
])
const feedSql = await time(async (i) => {
  const c = cursor(i)
  const r = await client.query(COMMUNITY_FEED_SQL, [me.id, target, c?.created_at ?? null, c?.id ?? null])
  if (r.rowCount !== 20) throw new Error(`expected 20 posts, got ${r.rowCount}`)
})
const suggestSql = await time(async () => {
  const r = await client.query(`select * from public.associate_suggestions(20)`)
  if (r.rowCount !== 20) throw new Error(`expected 20 suggestions, got ${r.rowCount}`)
})
const feedPlan = await client.query(
  `explain (analyze, buffers off, timing off) ${COMMUNITY_FEED_SQL.replaceAll('$1', `'${me.id}'`).replaceAll('$2', `'${target}'`).replaceAll('$3::timestamptz', 'null::timestamptz').replaceAll('$3', 'null::timestamptz').replaceAll('$4::uuid', 'null::uuid')}`,
)
await client.query(`rollback`)

const headers = { apikey: keys.anonKey, authorization: `Bearer ${me.token}` }
const select = encodeURIComponent(FEED_SELECT.replace(/\s+/g, ''))
const feedRest = await time(async (i) => {
  const c = cursor(i)
  const filter = c
    ? `&or=${encodeURIComponent(`(created_at.lt."${c.created_at}",and(created_at.eq."${c.created_at}",id.lt.${c.id}))`)}`
    : ''
  const res = await fetch(
    `${running.url}/rest/v1/posts?select=${select}&my_like.user_id=eq.${me.id}&community_id=eq.${target}&pinned_at=is.null&order=created_at.desc,id.desc&limit=20${filter}`,
    { headers },
  )
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`)
  if (((await res.json()) as unknown[]).length !== 20) throw new Error('expected 20 posts')
})
const suggestRest = await time(async () => {
  const res = await fetch(`${running.url}/rest/v1/rpc/associate_suggestions`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ max_results: 20 }),
  })
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`)
  if (((await res.json()) as unknown[]).length !== 20) throw new Error('expected 20 suggestions')
})
console.log(feedPlan.rows.map((r) => r['QUERY PLAN']).join('\n'))
await close()

const row = (what: string, sql: { p50: number; p99: number }, rest: { p50: number; p99: number }) =>
  `| ${what} | ${sql.p50.toFixed(2)} ms | ${sql.p99.toFixed(2)} ms | ${rest.p50.toFixed(2)} ms | ${rest.p99.toFixed(2)} ms |`
const report = `# Communities benchmark

${MEMBERS.toLocaleString('en')} members (about 10 associates each, 40 universities, shared skill pools), ${COMMUNITIES.toLocaleString('en')}
communities (a fifth private, about 50 members each), ${POSTS.toLocaleString('en')} posts (half of them in communities).
The viewer has ${ASSOCIATES} associates and belongs to 30 private communities. Read as the viewer with RLS on,
PostgreSQL on this machine, ${ITERATIONS} iterations after ${WARMUP} warm-up; data loaded in ${seconds.toFixed(0)} s.

| query | SQL p50 | SQL p99 | REST p50 | REST p99 |
|---|---|---|---|---|
${row('community feed page (20 posts, private community, half at a cursor)', feedSql, feedRest)}
${row('associate_suggestions(20), 500 associates (ranking kept ≤ 15 min)', suggestSql, suggestRest)}
| associate_suggestions(20), 500 associates, computed afresh | ${suggestColdSql.p50.toFixed(2)} ms | ${suggestColdSql.p99.toFixed(2)} ms | – | – |

Goal: under 10 ms SQL p99 — feed **${feedSql.p99.toFixed(2)} ms**, suggestions **${suggestSql.p99.toFixed(2)} ms**
(computed afresh, once per member per 15 minutes or after their own associates change: ${suggestColdSql.p99.toFixed(2)} ms).

Written by \`npm run bench:communities\` on ${new Date().toISOString().slice(0, 10)}.
`
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bench-communities.md', report)
console.log(report)
process.exit(0)
