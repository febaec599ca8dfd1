import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, release, totalmem, type } from 'node:os'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { MESSAGE_SELECT } from '../src/data/messages/message-types.ts'
import { fetchNotificationPage } from '../src/data/notifications/notification-page.ts'
import { fetchFeedPage } from '../src/data/posts/feed-query.ts'
import { FEED_SELECT } from '../src/data/posts/post-select.ts'
import { BENCH_WORDS } from './lib/bench-words.ts'
import {
  closeMember,
  eachLimit,
  ensureUsers,
  isLoopbackHost,
  pairMembers,
  resolveKeys,
  signInMember,
  subscribeNotifications,
  type Member,
} from './lib/load-members.ts'
import { OpStats } from './lib/load-stats.ts'

/**
 * Load: BENCH_MEMBERS members (default 500) use the app at once for BENCH_SECONDS (default 120) through
 * the official supabase-js client, against an app already running (`npm start`) at BENCH_URL (default
 * http://127.0.0.1:5173; loopback only). Each member loops: one operation drawn from MIX, then a think
 * time of THINK_MS. Every member keeps the shell's live-notifications channel open, as a signed-in tab
 * does. Writes reports/bench-load.md.
 *
 * Setup is idempotent: members load-0001@bench.campus.test… are created through the admin API only
 * when missing, get a profile as the app's sign-up gives one, follow and start direct conversations
 * with their next three members; each signs in once, from its own loopback address (see
 * lib/loopback-fetch.ts: the stack limits sign-ins per address). A rerun reuses all of it.
 *
 * Keys: BENCH_ANON_KEY / BENCH_SERVICE_KEY (the banner of `npm start` prints them), else derived from
 * JWT_SECRET or the local stack's default secret as supabase/local/src/keys.ts does.
 */

const url = (process.env.BENCH_URL ?? 'http://127.0.0.1:5173').replace(/\/+$/, '')
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120)
/** Think time between two operations of a member, drawn uniformly (BENCH_THINK_MS=min-max, in ms). */
const THINK_MS = (process.env.BENCH_THINK_MS ?? '500-2000').split('-').map(Number) as [number, number]
/** A call that takes longer than this is abandoned and counted as an error. */
const OP_TIMEOUT_MS = 30_000
const GOAL_P99_MS = 200

const target = new URL(url)
if (target.protocol !== 'http:' || !isLoopbackHost(target.hostname)) {
  console.error(`BENCH_URL must be an http:// address on this machine (127.x.x.x, localhost, [::1]); got ${url}`)
  process.exit(2)
}
if (!Number.isInteger(MEMBERS) || MEMBERS < 1 || MEMBERS > 5000) {
  console.error('BENCH_MEMBERS must be a whole number from 1 to 5000')
  process.exit(2)
}
if (!(THINK_MS.length === 2 && THINK_MS[0] >= 0 && THINK_MS[1] >= THINK_MS[0] && THINK_MS[1] <= 600_000)) {
  console.error('BENCH_THINK_MS must be min-max in milliseconds, e.g. 500-2000')
  process.exit(2)
}
if (!(SECONDS >= 1 && SECONDS <= 3600)) {
  console.error('BENCH_SECONDS must be from 1 to 3600')
  process.exit(2)
}

type Kind = 'feed' | 'post' | 'like' | 'message' | 'search' | 'notifications'

/** What a member does, and how often: reads dominate, as on any social network. */
const MIX: { kind: Kind; weight: number; what: string }[] = [
  {
    kind: 'feed',
    weight: 35,
    what: 'a home feed page: for_you_feed with the feed select (the app’s fetchFeedPage); a third of the time the next page',
  },
  { kind: 'like', weight: 20, what: 'like (or unlike, as the button toggles) a post of the last feed page read' },
  {
    kind: 'notifications',
    weight: 15,
    what: 'the notifications page: 20 newest groups (grouped in SQL), then their opportunities',
  },
  {
    kind: 'message',
    weight: 15,
    what: 'send a message in a direct conversation with another load member (insert returning the message)',
  },
  { kind: 'search', weight: 10, what: 'search_all (the All tab, 3 a kind) for one or two common words' },
  { kind: 'post', weight: 5, what: 'create a post (public, 1 in 10 for associates) returning it as a feed item' },
]
const TOTAL_WEIGHT = MIX.reduce((a, m) => a + m.weight, 0)

const rand = (lo: number, hi: number) => lo + Math.random() * (hi - lo)
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
const words = (n: number) => Array.from({ length: n }, () => pick(BENCH_WORDS)).join(' ')
/** The common words: the first twenty of the benchmarks' vocabulary, which posts here are made of. */
const COMMON = BENCH_WORDS.slice(0, 20)

function pickKind(): Kind {
  let r = Math.random() * TOTAL_WEIGHT
  for (const m of MIX) if ((r -= m.weight) < 0) return m.kind
  return MIX[0].kind
}

const OPS: Record<Kind, (m: Member, signal: AbortSignal) => Promise<void>> = {
  async feed(m, signal) {
    const scroll = m.cursor !== null && Math.random() < 1 / 3
    const page = await fetchFeedPage(m.client, 'home', m.id, scroll ? m.cursor : null, signal)
    m.cursor = page.nextCursor
    if (page.items.length) m.posts = page.items.map((p) => ({ id: p.id, liked: p.my_like.length > 0 }))
  },
  async like(m, signal) {
    const post = pick(m.posts)
    const { error } = post.liked
      ? await m.client.from('post_likes').delete().eq('post_id', post.id).eq('user_id', m.id).abortSignal(signal)
      : await m.client.from('post_likes').insert({ post_id: post.id, user_id: m.id }).abortSignal(signal)
    if (error) throw error
    post.liked = !post.liked
  },
  async notifications(m, signal) {
    await fetchNotificationPage(m.client, 'all', null, signal)
  },
  async message(m, signal) {
    const { error } = await m.client
      .from('messages')
      .insert({
        conversation_id: pick(m.conversations),
        sender_id: m.id,
        body: `Hi! Are you going to the ${words(2)} meetup?`,
        attachments: [],
        reply_to_id: null,
      })
      .select(MESSAGE_SELECT)
      .abortSignal(signal)
      .single()
    if (error) throw error
  },
  async search(m, signal) {
    const query = Math.random() < 0.25 ? `${pick(COMMON)} ${pick(COMMON)}` : pick(COMMON)
    const { error } = await m.client.rpc('search_all', { query, per_kind: 3 }).abortSignal(signal)
    if (error) throw error
  },
  async post(m, signal) {
    const { error } = await m.client
      .from('posts')
      .insert({
        author_id: m.id,
        body: `Notes from today's ${words(3)} session. Who else works on ${pick(COMMON)}? #${pick(COMMON)}`,
        visibility: Math.random() < 0.1 ? 'associates' : 'public',
        media: [],
        community_id: null,
      })
      .select(FEED_SELECT)
      .eq('my_like.user_id', m.id)
      .abortSignal(signal)
      .single()
    if (error) throw error
  },
}

const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(x < 10 ? 1 : 0)} ms` : '–')
const elapsedS = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1)

// ── setup ───────────────────────────────────────────────────────────────────────────────────────
async function setup() {
  console.log(`bench:load: ${MEMBERS} members for ${SECONDS} s against ${url}`)
  const keys = await resolveKeys(url)
  console.log(`  keys: ${keys.source}`)
  let t = performance.now()
  const users = await ensureUsers(url, keys.serviceKey, MEMBERS)
  console.log(`  members: ${MEMBERS - users.created} reused, ${users.created} created (${elapsedS(t)} s)`)

  // Each member holds a keep-alive socket or two and its realtime WebSocket.
  const openFiles = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim())
  if (openFiles < MEMBERS * 4 + 100)
    console.warn(`  warning: ulimit -n is ${openFiles}; ${MEMBERS} members may need ${MEMBERS * 4 + 100} open files`)

  // Over IPv4 each member connects from its own 127.x address; [::1] has one address only.
  const viaIpv4 = target.hostname !== '[::1]' && target.hostname !== '::1'
  if (!viaIpv4 && MEMBERS > 25)
    console.warn('  warning: over [::1] all members share one address: sign-ins may be rate limited')
  t = performance.now()
  const members: Member[] = new Array(MEMBERS)
  let profilesCreated = 0
  await eachLimit(users.ids, 8, async (id, i) => {
    const { member, profileCreated } = await signInMember(url, keys.anonKey, i, viaIpv4)
    if (member.id !== id) throw new Error(`${member.email} signed in as ${member.id}, listed as ${id}`)
    members[i] = member
    if (profileCreated) profilesCreated++
  })
  console.log(`  signed in: ${MEMBERS}, profiles created: ${profilesCreated} (${elapsedS(t)} s)`)
  t = performance.now()
  const paired = await pairMembers(members)
  const conversations = members.reduce((a, m) => a + m.conversations.length, 0) / 2
  console.log(`  direct conversations: ${conversations}, new follows: ${paired.follows} (${elapsedS(t)} s)`)
  t = performance.now()
  const subscribeFailures = new OpStats()
  await eachLimit(members, 50, async (m) => {
    const t0 = performance.now()
    const failure = await subscribeNotifications(m, 20_000)
    subscribeFailures.record(performance.now() - t0, failure ?? undefined)
  })
  console.log(
    `  live notification channels: ${MEMBERS - subscribeFailures.errors}/${MEMBERS} subscribed (${elapsedS(t)} s)`,
  )
  return { keys, created: users.created, members, profilesCreated, subscribeFailures }
}

const setupStart = performance.now()
const { keys, created, members, profilesCreated, subscribeFailures } = await setup().catch((error: unknown) => {
  console.error(`\nbench:load: setup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
const subscribed = MEMBERS - subscribeFailures.errors
const setupSeconds = (performance.now() - setupStart) / 1000

// ── run ─────────────────────────────────────────────────────────────────────────────────────────
const stats = Object.fromEntries(MIX.map((m) => [m.kind, new OpStats()])) as Record<Kind, OpStats>
let deadline = performance.now() + SECONDS * 1000
let interrupted = false
process.once('SIGINT', () => {
  interrupted = true
  deadline = performance.now()
  console.log('\n  interrupted: members finish their current call, then the report is written')
})

async function runMember(m: Member) {
  // Members arrive over the first seconds, not all in the same millisecond.
  await sleep(rand(0, THINK_MS[1]))
  let first = true
  while (performance.now() < deadline) {
    // A session opens on the home feed; a like needs a post seen, a message a conversation.
    let kind: Kind = first ? 'feed' : pickKind()
    if ((kind === 'like' && !m.posts.length) || (kind === 'message' && !m.conversations.length)) kind = 'feed'
    first = false
    const start = performance.now()
    try {
      await OPS[kind](m, AbortSignal.timeout(OP_TIMEOUT_MS))
      stats[kind].record(performance.now() - start)
    } catch (error) {
      stats[kind].record(performance.now() - start, error)
    }
    await sleep(Math.min(rand(THINK_MS[0], THINK_MS[1]), deadline - performance.now()))
  }
}

const loadBefore = loadavg()
const LAG_RESOLUTION_MS = 10
const loop = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS })
loop.enable()
const runStart = performance.now()
const ticker = setInterval(() => {
  const done = MIX.reduce((a, m) => a + stats[m.kind].samples.length, 0)
  const errors = MIX.reduce((a, m) => a + stats[m.kind].errors, 0)
  console.log(`  ${elapsedS(runStart)} s: ${done} calls, ${errors} errors`)
}, 10_000)
await Promise.all(members.map(runMember))
clearInterval(ticker)
loop.disable()
const runSeconds = (performance.now() - runStart) / 1000
const loadAfter = loadavg()
const liveDelivered = members.reduce((a, m) => a + m.live, 0)
await eachLimit(members, 16, closeMember)

// ── report ──────────────────────────────────────────────────────────────────────────────────────
const overall = new OpStats()
for (const m of MIX) overall.merge(stats[m.kind])
const rows = [
  ...MIX.map((m) => ({ kind: m.kind, weight: `${m.weight}`, s: stats[m.kind] })),
  { kind: '**overall**', weight: `${TOTAL_WEIGHT}`, s: overall },
]
const met = (s: OpStats) => {
  const r = s.summary(runSeconds)
  return r.calls > 0 && r.errors === 0 && r.p99 <= GOAL_P99_MS
}
const table = [
  '| operation | weight | calls | ops/s | p50 | p99 | max | errors | goal |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map(({ kind, weight, s }) => {
    const r = s.summary(runSeconds)
    return `| ${kind} | ${weight} | ${r.calls} | ${r.opsPerSecond.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.errors} | ${met(s) ? 'met' : 'missed'} |`
  }),
].join('\n')
const errorLines = MIX.flatMap((m) => {
  const top = stats[m.kind].summary(runSeconds).topErrors
  return top.length ? [`- **${m.kind}** (${stats[m.kind].errors}):`, ...top.map(([msg, n]) => `  - ${n}× ${msg}`)] : []
})
const subscribeErrors = subscribeFailures.summary(1).topErrors
const cpu = cpus()
// The histogram holds whole timer intervals: the delay is what exceeds the sampling interval.
const lag = {
  p50: Math.max(0, loop.percentile(50) / 1e6 - LAG_RESOLUTION_MS),
  p99: Math.max(0, loop.percentile(99) / 1e6 - LAG_RESOLUTION_MS),
}
const allMet = MIX.every((m) => met(stats[m.kind])) && met(overall) && subscribeFailures.errors === 0
const report = `# Load benchmark (${new Date().toISOString()})

\`npm run bench:load\`: ${MEMBERS} members at once for ${SECONDS} s${interrupted ? ' (interrupted early)' : ''} against ${url}, each through its own
\`@supabase/supabase-js\` client, signed in, from its own loopback address. A member repeats: one operation
drawn by weight, then ${THINK_MS[0] / 1000}–${THINK_MS[1] / 1000} s of think time (its first operation is the home feed). Each also keeps the
shell's live-notifications channel open (realtime over WebSocket). Latency is call start to parsed answer as
the member's client sees it, failed calls included; ops/s is calls over the ${runSeconds.toFixed(1)} s the run took.

**Goal: 0 errors and p99 ≤ ${GOAL_P99_MS} ms for every operation: ${allMet ? 'met' : 'missed'}.**

Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${type()} ${release()}, Node ${process.version};
load average ${loadBefore.map((x) => x.toFixed(2)).join(' / ')} before, ${loadAfter.map((x) => x.toFixed(2)).join(' / ')} after. The members and
the app share the machine: this process's own event-loop delay was p50 ${ms(lag.p50)}, p99 ${ms(lag.p99)} (it is part of every latency below).

${table}

## Errors (top 5 distinct messages a kind)

${errorLines.length ? errorLines.join('\n') : 'None.'}

## Setup

- ${MEMBERS - created} members reused, ${created} created through \`auth.admin.createUser\`; ${profilesCreated} profiles created as the app's sign-up does; keys ${keys.source}.
- Live notification channels: ${subscribed}/${MEMBERS} subscribed${subscribeErrors.length ? ` (failures: ${subscribeErrors.map(([msg, n]) => `${n}× ${msg}`).join('; ')})` : ''}; ${liveDelivered} notifications delivered over them during the run.
- Setup took ${setupSeconds.toFixed(1)} s (a rerun reuses members, profiles, follows and conversations).

## The mix

| operation | weight | what a member does |
|---|---:|---|
${MIX.map((m) => `| ${m.kind} | ${m.weight} | ${m.what} |`).join('\n')}

Posts, messages and searches use the benchmarks' common words (scripts/lib/bench-words.ts). Conversations:
member i follows members i+1…i+3 (a student takes messages from followers) and starts a direct conversation
with each; both sides write in it.
`
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bench-load.md', report)
console.log(`\n${report}`)
process.exit(0)
