import { mkdirSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { RealtimeClient } from '@supabase/realtime-js'
import pg from 'pg'
import ws from 'ws'
import { signJwt } from '../supabase/local/src/keys.ts'
import { startLocalStackServer } from '../supabase/local/src/server.ts'
import { startBenchDatabase } from './lib/bench-database.ts'
import { timeIt } from './lib/timing.ts'
import { MESSAGE_SELECT } from '../src/data/messages/message-types.ts'

/**
 * Messages at scale on PostgreSQL: 10,000 members, 200,000 conversations (90 % direct, 10 % groups of
 * four), and 50k or 5M messages (a fifth of them in 1,000 busy conversations). Measures (a) a member's
 * conversation list page with unread counts and (b) a thread page, as SQL and through /rest/v1, and
 * (c) send-to-receive latency through Realtime with 1,000 members connected, each watching their own
 * conversation. Data is generated set-based (generate_series). `npm run bench:messages`.
 * Usage: tsx scripts/bench-messages.ts [iterations]
 */
const ITERATIONS = Number(process.argv[2] ?? 300)
const WARMUP = 30
const MEMBERS = 10_000
const CONVERSATIONS = 200_000
const DIRECT = 180_000
const SIZES = (process.env.BENCH_SIZES ?? '50000,5000000').split(',').map(Number)
const REALTIME_CLIENTS = Number(process.env.BENCH_REALTIME_CLIENTS ?? 1000)
const REALTIME_SENDS = 300

if (!process.env.DATABASE_URL) {
  console.error('bench-messages needs PostgreSQL: run `npm run bench:messages` (or set DATABASE_URL).')
  process.exit(1)
}

const time = (fn: (i: number) => Promise<unknown>) => timeIt(fn, ITERATIONS, WARMUP)
const memberId = (n: number) => `00000000-0000-4000-9000-${n.toString(16).padStart(12, '0')}`
const conversationId = (k: number) => `00000000-0000-4000-a000-${k.toString(16).padStart(12, '0')}`
const M = (expr: string) => `('00000000-0000-4000-9000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`
const C = (expr: string) => `('00000000-0000-4000-a000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`

async function seed(client: pg.Client, messages: number) {
  const t = performance.now()
  await client.query(`set session_replication_role = replica`) // bulk load without per-row triggers
  await client.query(`
    insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
      select ${M('g')}, 'authenticated', 'authenticated', 'member' || g || '@bench.test', now(), now(), now()
      from generate_series(1, ${MEMBERS}) g;
    insert into public.profiles (id, name, profile_type, is_public, created_at)
      select ${M('g')}, 'Member ' || g, (array['student','company','employer','professor'])[1 + g % 4], true, now()
      from generate_series(1, ${MEMBERS}) g;
    insert into public.user_profiles (user_id, email, name, profile_type)
      select ${M('g')}, 'member' || g || '@bench.test', 'Member ' || g, (array['student','company','employer','professor'])[1 + g % 4]
      from generate_series(1, ${MEMBERS}) g;
    create temp table bench_direct as
      select k, 1 + (k - 1) % ${MEMBERS} as a, 1 + ((k - 1) % ${MEMBERS} + 1 + (k - 1) / ${MEMBERS}) % ${MEMBERS} as b
      from generate_series(1, ${DIRECT}) k;
    create temp table bench_members as
      select k, m from bench_direct d, lateral (values (d.a), (d.b)) v (m)
      union all
      select k, 1 + ((k - 1) % ${MEMBERS} + o * 100) % ${MEMBERS}
      from generate_series(${DIRECT + 1}, ${CONVERSATIONS}) k, generate_series(0, 3) o;
    insert into public.conversations (id, kind, direct_key, created_at)
      select ${C('k')}, 'direct', least(${M('a')}::text, ${M('b')}::text) || ':' || greatest(${M('a')}::text, ${M('b')}::text),
        now() - interval '400 days'
      from bench_direct;
    insert into public.conversations (id, kind, title, created_at)
      select ${C('k')}, 'group', 'Group ' || k, now() - interval '400 days'
      from generate_series(${DIRECT + 1}, ${CONVERSATIONS}) k;
    insert into public.conversation_members (conversation_id, user_id, role, joined_at, last_read_at, last_activity_at)
      select ${C('k')}, ${M('m')}, case when row_number() over (partition by k order by m) = 1 then 'owner' else 'member' end,
        now() - interval '400 days', now() - interval '400 days', now() - interval '400 days'
      from bench_members;
    create temp table bench_senders as select k, array_agg(m order by m) as ms from bench_members group by k;
    insert into public.messages (conversation_id, sender_id, body, created_at)
      select ${C('s.k')}, ${M('s.ms[1 + j % cardinality(s.ms)]')}, 'Message number ' || j || ' with a few words of text',
        now() - ((${messages} - j) * (interval '365 days' / ${messages}))
      from generate_series(1, ${messages}) j
      join bench_senders s on s.k = case when j % 5 = 0 then 1 + (j / 5) % 1000 else 1 + (j::bigint * 7919) % ${CONVERSATIONS} end;
    -- The thread measured: member 1's conversation with member 2 holds 2,000 messages at every size.
    insert into public.messages (conversation_id, sender_id, body, created_at)
      select ${C('1')}, ${M('1 + j % 2')}, 'A longer conversation, message ' || j, now() - ((2000 - j) * interval '4 hours')
      from generate_series(1, 2000) j;
    update public.conversations c
      set last_message_id = x.id, last_message_at = x.created_at, last_message_preview = left(x.body, 140),
          last_sender_id = x.sender_id
      from (select distinct on (conversation_id) conversation_id, id, created_at, body, sender_id
            from public.messages order by conversation_id, created_at desc, id desc) x
      where x.conversation_id = c.id;
    -- A third of memberships have a few unread messages; the rest read everything.
    update public.conversation_members m
      set last_activity_at = c.last_message_at,
          unread_count = case when c.last_sender_id is distinct from m.user_id and hashtext(m.user_id::text || c.id::text) % 3 = 0 then 3 else 0 end,
          last_read_at = c.last_message_at - case when hashtext(m.user_id::text || c.id::text) % 3 = 0 then interval '1 hour' else interval '0' end
      from public.conversations c where c.id = m.conversation_id;`)
  await client.query(`set session_replication_role = origin`)
  await client.query(
    `vacuum analyze public.messages, public.conversations, public.conversation_members, public.profiles`,
  )
  return (performance.now() - t) / 1000
}

/** What PostgREST runs for a thread page, written out: the member's RLS applies. */
const THREAD_SQL = `
select ${MESSAGE_SELECT} from public.messages
where conversation_id = $1 and ($2::timestamptz is null or created_at < $2 or (created_at = $2 and id < $3::uuid))
order by created_at desc, id desc limit 30`
const LIST_SQL = `select * from public.conversation_list()`

interface Figures {
  p50: number
  p99: number
}
const results = new Map<number, { list: { sql: Figures; rest: Figures }; thread: { sql: Figures; rest: Figures } }>()
let realtime: { p50: number; p99: number; delivered: string } | null = null
const rows: string[] = []
const plans: string[] = []

for (const [index, messages] of SIZES.entries()) {
  const { running, keys, client, close } = await startBenchDatabase('bench_messages')
  console.log(`seeding ${messages.toLocaleString('en')} messages…`)
  const seconds = await seed(client, messages)
  console.log(`seeded in ${seconds.toFixed(0)} s`)
  // The viewer is member 1: in ~44 conversations, among them busy conversation 1.
  const viewer = memberId(1)
  const token = await signJwt(keys, {
    sub: viewer,
    role: 'authenticated',
    aud: 'authenticated',
    exp: Math.floor(Date.now() / 1000) + 3600,
  })
  const busy = conversationId(1)
  const { rows: cursorRows } = await client.query<{ created_at: string; id: string }>(
    `select created_at::text, id from (
       select created_at, id, row_number() over (order by created_at, id) as n from public.messages where conversation_id = $1) x
     where n > 30 order by random() limit 200`,
    [busy],
  )
  const cursor = (i: number) => (i % 4 === 0 ? null : cursorRows[i % cursorRows.length])

  await client.query(`begin`)
  await client.query(`set local role authenticated`)
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: viewer, role: 'authenticated' }),
  ])
  const listSql = await time(async () => {
    const r = await client.query(LIST_SQL)
    if (r.rowCount !== 20) throw new Error(`expected 20 conversations, got ${r.rowCount}`)
  })
  const threadSql = await time(async (i) => {
    const c = cursor(i)
    const r = await client.query(THREAD_SQL, [busy, c?.created_at ?? null, c?.id ?? null])
    if (r.rowCount !== 30) throw new Error(`expected 30 messages, got ${r.rowCount}`)
  })
  if (index === SIZES.length - 1) {
    const plan = await client.query(
      `explain (analyze, buffers off, timing off) ${THREAD_SQL.replace('$1', `'${busy}'`)
        .replace(/\$2::timestamptz/, 'null::timestamptz')
        .replaceAll('$2', 'null::timestamptz')
        .replace('$3::uuid', 'null::uuid')}`,
    )
    plans.push(plan.rows.map((r) => r['QUERY PLAN']).join('\n'))
  }
  await client.query(`rollback`)

  const headers = { apikey: keys.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const listRest = await time(async () => {
    const res = await fetch(`${running.url}/rest/v1/rpc/conversation_list`, { method: 'POST', headers, body: '{}' })
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`)
    if (((await res.json()) as unknown[]).length !== 20) throw new Error('expected 20 conversations')
  })
  const select = encodeURIComponent(MESSAGE_SELECT.replace(/\s+/g, ''))
  const threadRest = await time(async (i) => {
    const c = cursor(i)
    const filter = c
      ? `&or=${encodeURIComponent(`(created_at.lt."${c.created_at}",and(created_at.eq."${c.created_at}",id.lt.${c.id}))`)}`
      : ''
    const res = await fetch(
      `${running.url}/rest/v1/messages?select=${select}&conversation_id=eq.${busy}&order=created_at.desc,id.desc&limit=30${filter}`,
      { headers },
    )
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`)
  })
  results.set(messages, { list: { sql: listSql, rest: listRest }, thread: { sql: threadSql, rest: threadRest } })
  const f = (x: Figures) => `${x.p50.toFixed(2)} ms | ${x.p99.toFixed(2)} ms`
  rows.push(
    `| ${messages.toLocaleString('en')} | ${f(listSql)} | ${f(listRest)} | ${f(threadSql)} | ${f(threadRest)} | ${seconds.toFixed(0)} s |`,
  )
  console.log(rows.at(-1))

  if (index === SIZES.length - 1 && REALTIME_CLIENTS > 0) realtime = await realtimeRound(running.url, keys)
  await close()
}

/**
 * 1,000 members connected, each subscribed (with their own token, so RLS applies) to the messages of
 * one of their direct conversations; the other member sends through /rest/v1 with their token. Latency
 * is from the send's start to the receiver's event.
 */
async function realtimeRound(url: string, keys: Awaited<ReturnType<typeof startLocalStackServer>>['stack']['keys']) {
  const tokenFor = (n: number) =>
    signJwt(keys, {
      sub: memberId(n),
      role: 'authenticated',
      aud: 'authenticated',
      exp: Math.floor(Date.now() / 1000) + 3600,
    })
  // Direct conversation k joins members a = 1 + (k-1) % MEMBERS and b = a + 1 (for k ≤ MEMBERS).
  const pairs = Array.from({ length: REALTIME_CLIENTS }, (_, i) => {
    const k = 1 + i * Math.floor(MEMBERS / REALTIME_CLIENTS)
    const a = 1 + ((k - 1) % MEMBERS)
    return { conversation: conversationId(k), receiver: 1 + (a % MEMBERS), sender: a }
  })
  const pending = new Map<string, number>()
  const samples: number[] = []
  const clients: RealtimeClient[] = []
  console.log(`realtime: connecting ${pairs.length} members…`)
  await Promise.all(
    pairs.map(async (p) => {
      const client = new RealtimeClient(`${url.replace('http', 'ws')}/realtime/v1`, {
        params: { apikey: keys.anonKey },
        transport: ws as never,
        heartbeatIntervalMs: 60_000,
      })
      client.setAuth(await tokenFor(p.receiver))
      clients.push(client)
      const channel = client.channel(`conversation:${p.conversation}`)
      channel.on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'messages', filter: `conversation_id=eq.${p.conversation}` },
        (payload) => {
          const body = (payload.new as { body: string }).body
          const started = pending.get(body)
          if (started !== undefined) {
            samples.push(performance.now() - started)
            pending.delete(body)
          }
        },
      )
      await new Promise<void>((resolve, reject) =>
        channel.subscribe((status, err) =>
          status === 'SUBSCRIBED'
            ? resolve()
            : status === 'CHANNEL_ERROR' || status === 'TIMED_OUT'
              ? reject(err ?? new Error(status))
              : undefined,
        ),
      )
    }),
  )
  console.log('realtime: all subscribed')
  const senderTokens = new Map<number, string>()
  for (let i = 0; i < REALTIME_SENDS; i++) {
    const p = pairs[(i * 37) % pairs.length]
    if (!senderTokens.has(p.sender)) senderTokens.set(p.sender, await tokenFor(p.sender))
    const body = `bench ${i} ${Math.random()}`
    pending.set(body, performance.now())
    const res = await fetch(`${url}/rest/v1/messages`, {
      method: 'POST',
      headers: {
        apikey: keys.anonKey,
        authorization: `Bearer ${senderTokens.get(p.sender)}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify({ conversation_id: p.conversation, sender_id: memberId(p.sender), body }),
      signal: AbortSignal.timeout(20_000),
    })
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`)
    const deadline = performance.now() + 5000
    while (pending.has(body) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 1))
    if (i % 50 === 0) console.log(`realtime: ${i + 1} sent, ${samples.length} received`)
  }
  clients.forEach((c) => void c.disconnect())
  samples.sort((x, y) => x - y)
  const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? NaN
  return { p50: pct(50), p99: pct(99), delivered: `${samples.length}/${REALTIME_SENDS}` }
}

const small = results.get(SIZES[0])!
const large = results.get(SIZES.at(-1)!)!
const ratio = (a: Figures, b: Figures) => (a.p99 / b.p99).toFixed(2)
const report = `# Messages benchmark

${MEMBERS.toLocaleString('en')} members, ${CONVERSATIONS.toLocaleString('en')} conversations (${DIRECT.toLocaleString('en')} direct,
the rest groups of four; about 44 per member), messages spread over a year with a fifth of them in 1,000
busy conversations. Read as member 1 with RLS on: (a) the first page of their conversation list (20
conversations by last activity, with unread counts, previews and members: \`conversation_list()\`), and
(b) a 30-message page of their 2,000-message conversation with member 2 (a quarter first pages, the rest
at random keyset cursors).
PostgreSQL on this shared 2-core machine, ${ITERATIONS} iterations after ${WARMUP} warm-up.

| messages | list SQL p50 | list SQL p99 | list REST p50 | list REST p99 | thread SQL p50 | thread SQL p99 | thread REST p50 | thread REST p99 | seed time |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

- SQL p99 at ${SIZES.at(-1)!.toLocaleString('en')}: list **${large.list.sql.p99.toFixed(2)} ms**, thread **${large.thread.sql.p99.toFixed(2)} ms** (goal: under 10 ms).
- ${SIZES.at(-1)!.toLocaleString('en')} / ${SIZES[0].toLocaleString('en')} (p99): list SQL **${ratio(large.list.sql, small.list.sql)}×**, thread SQL **${ratio(large.thread.sql, small.thread.sql)}×**; REST list ${ratio(large.list.rest, small.list.rest)}×, thread ${ratio(large.thread.rest, small.thread.rest)}× (goal: ≤ 1.3).
${
  realtime
    ? `- (c) Realtime, ${REALTIME_CLIENTS.toLocaleString('en')} members connected each to their own conversation, ${REALTIME_SENDS} messages sent one at a time through /rest/v1 with the sender's token: p50 **${realtime.p50.toFixed(1)} ms**, p99 **${realtime.p99.toFixed(1)} ms**, delivered ${realtime.delivered} (goal: p99 ≤ 50 ms). Stack and clients share this process.`
    : ''
}

Thread page plan at ${SIZES.at(-1)!.toLocaleString('en')} messages:

\`\`\`
${plans.join('\n')}
\`\`\`

Written by \`npm run bench:messages\` on ${new Date().toISOString().slice(0, 10)}.
`
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bench-messages.md', report)
console.log(report)
process.exit(0)
