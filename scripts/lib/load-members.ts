import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import { deriveKeys } from '../../supabase/local/src/keys.ts'
import { newProfilePayload } from '../../src/features/auth/auth.utils.ts'
import type { ProfileType } from '../../src/lib/profile-types.ts'
import type { FeedCursor } from '../../src/data/posts/post-types.ts'
import type { Database } from '../../src/types/database.ts'
import { loopbackFetch, memberAddress, type BoundFetch } from './loopback-fetch.ts'

/**
 * The load benchmark's members (scripts/bench-load.ts): found or created through the admin API, signed in
 * once each through supabase-js, given a profile as the app's sign-up gives one, and paired in direct
 * conversations. Everything here is idempotent, so a rerun reuses the members of the last one.
 */

export type Client = SupabaseClient<Database>

export const LOAD_PASSWORD = 'load-bench-password'
export const loadEmail = (i: number) => `load-${String(i + 1).padStart(4, '0')}@bench.campus.test`
const LOAD_EMAIL = /^load-(\d{4})@bench\.campus\.test$/

/** Mostly students, as on a campus network; a member's type follows its number, so reruns agree. */
const TYPE_CYCLE: ProfileType[] = [
  'student',
  'student',
  'student',
  'student',
  'student',
  'student',
  'student',
  'professor',
  'company',
  'employer',
]
export const loadProfileType = (i: number) => TYPE_CYCLE[i % TYPE_CYCLE.length]

/** Each member starts a direct conversation with the next CONTACTS members (wrapping round). */
export const CONTACTS = 3

export interface Member {
  index: number
  id: string
  email: string
  client: Client
  http: BoundFetch
  /** Direct conversations with other load members: the ones it started and the ones started with it. */
  conversations: string[]
  /** Posts of the last feed page it read, with whether it likes each (the like button's state). */
  posts: { id: string; liked: boolean }[]
  cursor: FeedCursor | null
  /** Notifications delivered over realtime while the benchmark ran. */
  live: number
}

export const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '[::1]' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)

/**
 * The anon and service_role keys: BENCH_ANON_KEY / BENCH_SERVICE_KEY when set (copy them from the banner
 * `npm start` prints), else derived as the local stack derives them (supabase/local/src/keys.ts: the
 * CLI's demo claims signed with JWT_SECRET, or the CLI's default secret). No endpoint publishes the
 * service_role key, rightly; the built app carries only the anon key. Either way the keys are checked
 * against the running app before anything else.
 */
export async function resolveKeys(url: string) {
  let anonKey = process.env.BENCH_ANON_KEY
  let serviceKey = process.env.BENCH_SERVICE_KEY
  const source = anonKey && serviceKey ? 'BENCH_ANON_KEY / BENCH_SERVICE_KEY' : 'derived from the JWT secret'
  if (!anonKey || !serviceKey) {
    const keys = await deriveKeys(process.env.JWT_SECRET || undefined)
    anonKey ||= keys.anonKey
    serviceKey ||= keys.serviceRoleKey
  }
  const check = async (key: string, path: string) => {
    const res = await fetch(`${url}${path}`, { headers: { apikey: key, authorization: `Bearer ${key}` } })
    await res.arrayBuffer()
    return res.status
  }
  const [anonStatus, serviceStatus] = await Promise.all([
    check(anonKey, '/rest/v1/profiles?select=id&limit=1'),
    check(serviceKey, '/auth/v1/admin/users?page=1&per_page=1'),
  ])
  if (anonStatus !== 200 || serviceStatus !== 200) {
    throw new Error(
      `The keys (${source}) do not open ${url} (anon: HTTP ${anonStatus}, service_role: HTTP ${serviceStatus}). ` +
        'Set BENCH_ANON_KEY and BENCH_SERVICE_KEY to the keys the banner of `npm start` prints.',
    )
  }
  return { anonKey, serviceKey, source }
}

/** Runs `fn` over `items`, at most `limit` at a time. */
export async function eachLimit<T>(items: T[], limit: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        await fn(items[i], i)
      }
    }),
  )
}

function makeClient(url: string, key: string, http: BoundFetch, signedIn: boolean): Client {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: signedIn, detectSessionInUrl: false },
    global: { fetch: http.fetch },
    // Node 20 has no global WebSocket: realtime-js takes ws as its transport.
    realtime: { transport: ws as never },
  })
}

/** The members numbered 0…n-1: found by their addresses, the missing ones created with a confirmed email. */
export async function ensureUsers(url: string, serviceKey: string, n: number) {
  const http = loopbackFetch()
  const admin = makeClient(url, serviceKey, http, false)
  const ids = new Map<number, string>()
  try {
    for (let page = 1; ; page++) {
      const { data, error } = await admin.auth.admin.listUsers({ page, perPage: 1000 })
      if (error) throw error
      for (const u of data.users) {
        const m = u.email && LOAD_EMAIL.exec(u.email)
        if (m) ids.set(Number(m[1]) - 1, u.id)
      }
      if (data.users.length < 1000) break
    }
    const missing = Array.from({ length: n }, (_, i) => i).filter((i) => !ids.has(i))
    await eachLimit(missing, 8, async (i) => {
      const { data, error } = await admin.auth.admin.createUser({
        email: loadEmail(i),
        password: LOAD_PASSWORD,
        email_confirm: true,
        user_metadata: { full_name: `Load Member ${String(i + 1).padStart(4, '0')}` },
      })
      if (error) throw new Error(`creating ${loadEmail(i)}: ${error.message}`)
      ids.set(i, data.user.id)
    })
    return { ids: Array.from({ length: n }, (_, i) => ids.get(i)!), created: missing.length }
  } finally {
    http.close()
  }
}

/**
 * Signs member i in from its own loopback address (when the target is reached over IPv4), then gives it
 * a profile if it has none, as the app does after sign-up: the onboarding's upsert of newProfilePayload.
 */
export async function signInMember(
  url: string,
  anonKey: string,
  index: number,
  viaIpv4: boolean,
): Promise<{ member: Member; profileCreated: boolean }> {
  const http = loopbackFetch(viaIpv4 ? memberAddress(index) : undefined)
  const client = makeClient(url, anonKey, http, true)
  const email = loadEmail(index)
  const { data, error } = await client.auth.signInWithPassword({ email, password: LOAD_PASSWORD })
  if (error) {
    http.close()
    throw new Error(`signing in ${email}: ${error.message}`)
  }
  const user = data.user
  const check = await client.from('user_profiles').select('id').eq('user_id', user.id).maybeSingle()
  if (check.error) throw new Error(`reading the profile of ${email}: ${check.error.message}`)
  let profileCreated = false
  if (!check.data) {
    const row = newProfilePayload(user, loadProfileType(index), { location: null, timezone: 'UTC', language: 'en' })
    const { error: upsertError } = await client
      .from('user_profiles')
      .upsert(row, { onConflict: 'user_id' })
      .select()
      .single()
    if (upsertError) throw new Error(`creating the profile of ${email}: ${upsertError.message}`)
    profileCreated = true
  }
  return {
    member: { index, id: user.id, email, client, http, conversations: [], posts: [], cursor: null, live: 0 },
    profileCreated,
  }
}

/**
 * Direct conversations between load members: member i follows the next CONTACTS members (a student takes
 * messages from followers, see private.messaging_refusal) and starts a conversation with each through
 * start_conversation, which returns the existing one on a rerun. Both members then write in it.
 */
export async function pairMembers(members: Member[]) {
  const n = members.length
  let follows = 0
  await eachLimit(members, 8, async (m) => {
    const contacts = [...new Set(Array.from({ length: CONTACTS }, (_, k) => (m.index + k + 1) % n))].filter(
      (j) => j !== m.index,
    )
    if (!contacts.length) return
    const { data: followed, error } = await m.client
      .from('follows')
      .select('followee_id')
      .eq('follower_id', m.id)
      .in(
        'followee_id',
        contacts.map((j) => members[j].id),
      )
    if (error) throw new Error(`reading the follows of ${m.email}: ${error.message}`)
    const already = new Set(followed.map((f) => f.followee_id))
    for (const j of contacts) {
      const other = members[j]
      if (!already.has(other.id)) {
        const { error: followError } = await m.client
          .from('follows')
          .insert({ follower_id: m.id, followee_id: other.id })
        if (followError && followError.code !== '23505')
          throw new Error(`${m.email} following ${other.email}: ${followError.message}`)
        follows++
      }
      const { data: conversation, error: startError } = await m.client.rpc('start_conversation', {
        member_ids: [other.id],
      })
      if (startError) throw new Error(`${m.email} starting a conversation with ${other.email}: ${startError.message}`)
      m.conversations.push(conversation)
      other.conversations.push(conversation)
    }
  })
  return { follows }
}

/** The shell's live notifications (src/data/notifications/notifications-realtime.ts): one channel a member. */
export function subscribeNotifications(m: Member, timeoutMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false
    const done = (result: string | null) => {
      if (settled) return
      settled = true
      resolve(result)
    }
    const filter = `recipient_id=eq.${m.id}`
    m.client
      .channel(`notifications:${m.id}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter }, () => m.live++)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'notifications', filter }, () => undefined)
      .subscribe((status, err) => {
        if (status === 'SUBSCRIBED') done(null)
        else if (status !== 'CLOSED') done(`${status}${err ? `: ${err.message}` : ''}`)
      }, timeoutMs)
  })
}

/** Signs out (this session only) and closes the member's sockets. */
export async function closeMember(m: Member) {
  await m.client.removeAllChannels().catch(() => undefined)
  m.client.realtime.disconnect()
  await m.client.auth.signOut({ scope: 'local' }).catch(() => undefined)
  await m.client.auth.stopAutoRefresh().catch(() => undefined)
  m.http.close()
}
