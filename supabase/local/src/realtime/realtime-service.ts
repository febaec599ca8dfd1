import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readJsonBody, sendJson } from '../http/http.ts'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { settingsStatement, type Database } from '../db/driver.ts'
import { callerSettings, type Caller } from '../http/caller.ts'
import { verifyJwt, type Keys } from '../keys.ts'
import { qualified, type SchemaCache } from '../rest/schema-cache.ts'
import { CHANGES_CHANNEL, readChange, syncCaptureTriggers, type Change } from './capture.ts'
import { matches, parseFilter, type ChangeFilter } from './filters.ts'
import { ProtocolError, decode, encode, type Message } from './protocol.ts'

export const REALTIME_LIMITS = {
  socketsMax: 10_000,
  channelsPerSocket: 100,
  subscriptionsPerChannel: 100,
  payloadBytes: 1024 * 1024,
  /** Database checks (RLS per change, parked payloads) run at most this many at once, so a burst of
   * changes never takes every pooled connection from HTTP requests. */
  concurrentChecks: 3,
} as const

interface Subscription {
  id: number
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'
  schema: string
  table: string
  filter: ChangeFilter | null
}

interface Channel {
  topic: string
  /** Private and public channels of one name are apart: `private:<topic>` or the topic. */
  key: string
  isPrivate: boolean
  /** On a private channel, what RLS on realtime.messages lets the caller send (checked at join). */
  canSend: { broadcast: boolean; presence: boolean }
  joinRef: string | null
  client: Client
  caller: Caller
  subs: Subscription[]
  broadcastSelf: boolean
  broadcastAck: boolean
  presenceKey: string
}

interface Client {
  ws: WebSocket
  vsn: '1.0.0' | '2.0.0'
  apikeyCaller: Caller
  channels: Map<string, Channel>
  /** Joins in flight per topic: each holds a channel slot from its first line until it ends. */
  joining: Map<string, number>
}

type Meta = Record<string, unknown> & { phx_ref: string }

interface JoinConfig {
  private?: boolean
  broadcast?: { self?: boolean; ack?: boolean }
  presence?: { key?: string }
  postgres_changes?: { event?: string; schema?: string; table?: string; filter?: string }[]
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

export interface RealtimeServiceOptions {
  db: Database
  keys: Keys
  schemaCache: () => Promise<SchemaCache>
}

export function createRealtimeService(options: RealtimeServiceOptions) {
  const { db, keys } = options
  const wss = new WebSocketServer({ noServer: true, maxPayload: REALTIME_LIMITS.payloadBytes })
  const topics = new Map<string, Set<Channel>>()
  const presence = new Map<string, Map<string, Map<string, Meta>>>()
  let published = new Set<string>()
  const checks = limiter(REALTIME_LIMITS.concurrentChecks)
  let nextSubId = 1

  const send = (client: Client, message: Message) => {
    if (client.ws.readyState === client.ws.OPEN) client.ws.send(encode(message, client.vsn))
  }
  const reply = (client: Client, m: Message, status: 'ok' | 'error', response: Record<string, unknown> = {}) =>
    send(client, {
      join_ref: m.join_ref,
      ref: m.ref,
      topic: m.topic,
      event: 'phx_reply',
      payload: { status, response },
    })
  const system = (channel: Channel, status: 'ok' | 'error', message: string, extension = 'system') =>
    send(channel.client, {
      join_ref: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { status, message, extension, channel: channel.topic.replace(/^realtime:/, '') },
    })

  async function callerFromToken(token: unknown): Promise<Caller | null> {
    if (typeof token !== 'string' || !token) return null
    const result = await verifyJwt(keys, token)
    if (!result.ok) return null
    const role = result.claims.role
    if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') return null
    return { role, claims: result.claims }
  }

  // ── channels ──────────────────────────────────────────────────────────────────────────────────

  /** A join's `config`, checked against the shape realtime-js sends; a string is the reason it is not. */
  function readJoinConfig(raw: unknown): JoinConfig | string {
    if (raw === undefined || raw === null) return {}
    if (!isObject(raw)) return 'config must be an object'
    const { broadcast, presence, postgres_changes: changes } = raw
    if (broadcast !== undefined && broadcast !== null && !isObject(broadcast))
      return 'config.broadcast must be an object'
    if (presence !== undefined && presence !== null && !isObject(presence)) return 'config.presence must be an object'
    if (isObject(presence) && presence.key !== undefined && typeof presence.key !== 'string')
      return 'config.presence.key must be a string'
    if (changes !== undefined && changes !== null) {
      if (!Array.isArray(changes)) return 'config.postgres_changes must be a list of subscriptions'
      if (changes.length > REALTIME_LIMITS.subscriptionsPerChannel)
        return `At most ${REALTIME_LIMITS.subscriptionsPerChannel} postgres_changes subscriptions per channel`
      for (const pc of changes) {
        if (!isObject(pc)) return 'each postgres_changes subscription must be an object'
        for (const key of ['event', 'schema', 'table', 'filter'] as const) {
          if (pc[key] !== undefined && pc[key] !== null && typeof pc[key] !== 'string')
            return `postgres_changes ${key} must be a string`
        }
      }
    }
    return raw as JoinConfig
  }

  // ── channels (join, leave) ─────────────────────────────────────────────────────────────────────────────────

  /** Topics that hold a slot: joined, or with a join in flight (each counted once). */
  const slotsHeld = (client: Client) =>
    client.channels.size + [...client.joining.keys()].filter((topic) => !client.channels.has(topic)).length

  /**
   * Takes the topic's slot before anything is awaited, so a burst of joins cannot all pass the check
   * before any of them counts; the slot is given back when the join ends without a channel.
   */
  async function join(client: Client, m: Message) {
    const holds = client.channels.has(m.topic) || client.joining.has(m.topic)
    if (!holds && slotsHeld(client) >= REALTIME_LIMITS.channelsPerSocket) {
      // Supabase Realtime's words for `max_channels_per_client` (RealtimeChannel.join/3).
      return reply(client, m, 'error', { reason: 'ChannelRateLimitReached: Too many channels' })
    }
    client.joining.set(m.topic, (client.joining.get(m.topic) ?? 0) + 1)
    try {
      await joinChannel(client, m)
    } finally {
      const left = (client.joining.get(m.topic) ?? 1) - 1
      if (left > 0) client.joining.set(m.topic, left)
      else client.joining.delete(m.topic)
    }
  }

  async function joinChannel(client: Client, m: Message) {
    const token = m.payload.access_token
    const config = readJoinConfig(m.payload.config)
    if (typeof config === 'string') return reply(client, m, 'error', { reason: config })
    if (token !== undefined && typeof token !== 'string') return reply(client, m, 'error', { reason: 'Invalid token' })
    const caller = token === undefined ? client.apikeyCaller : await callerFromToken(token)
    if (!caller) return reply(client, m, 'error', { reason: 'Invalid token' })
    const isPrivate = config.private === true
    let canSend = { broadcast: true, presence: true }
    if (isPrivate) {
      const access = await authorize(caller, subTopic(m.topic))
      if (!access.read.broadcast && !access.read.presence) {
        return reply(client, m, 'error', {
          reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic(m.topic)}`,
        })
      }
      canSend = access.write
    }
    leave(client, m.topic, false)
    const channel: Channel = {
      topic: m.topic,
      key: topicKey(m.topic, isPrivate),
      isPrivate,
      canSend,
      joinRef: m.join_ref ?? m.ref,
      client,
      caller,
      subs: [],
      broadcastSelf: !!config.broadcast?.self,
      broadcastAck: !!config.broadcast?.ack,
      presenceKey: (config.presence?.key as string | undefined) || randomUUID(),
    }
    const errors: string[] = []
    const cache = await options.schemaCache()
    const serverChanges = (config.postgres_changes ?? []).map((pc) => {
      const id = nextSubId++
      const event = (pc.event ?? '*').toUpperCase()
      const schema = pc.schema ?? 'public'
      const table = pc.table ?? '*'
      const filter = parseFilter(pc.filter)
      const relation = cache.relations.get(qualified(schema, table))
      if (!['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event)) errors.push(`Unknown event "${pc.event}"`)
      else if (table !== '*' && !published.has(`${schema}.${table}`))
        errors.push(`Table ${schema}.${table} is not in the supabase_realtime publication`)
      else if (filter === 'invalid')
        errors.push(`Invalid filter "${pc.filter}": use column=op.value with eq, neq, lt, lte, gt, gte or in`)
      else if (filter && relation && !relation.columns.has(filter.column))
        errors.push(`Filter column "${filter.column}" does not exist on ${schema}.${table}`)
      else
        channel.subs.push({
          id,
          event: event as Subscription['event'],
          schema,
          table,
          filter: filter as ChangeFilter | null,
        })
      return { id, event: pc.event ?? '*', schema: pc.schema, table: pc.table, filter: pc.filter }
    })
    // A socket closed while the join awaited keeps no channel: 'close' has already left its topics.
    if (client.ws.readyState !== client.ws.OPEN) return
    client.channels.set(m.topic, channel)
    if (!topics.has(channel.key)) topics.set(channel.key, new Set())
    topics.get(channel.key)!.add(channel)
    reply(client, m, 'ok', config.postgres_changes ? { postgres_changes: serverChanges } : {})
    for (const message of errors) system(channel, 'error', message, 'postgres_changes')
    if (config.postgres_changes?.length && errors.length === 0)
      system(channel, 'ok', 'Subscribed to PostgreSQL', 'postgres_changes')
    send(client, {
      join_ref: channel.joinRef,
      ref: null,
      topic: m.topic,
      event: 'presence_state',
      payload: presenceState(channel.key),
    })
  }

  function leave(client: Client, topic: string, notify: boolean) {
    const channel = client.channels.get(topic)
    if (!channel) return
    untrack(channel)
    client.channels.delete(topic)
    topics.get(channel.key)?.delete(channel)
    if (topics.get(channel.key)?.size === 0) topics.delete(channel.key)
    if (notify) send(client, { join_ref: channel.joinRef, ref: null, topic, event: 'phx_close', payload: {} })
  }

  // ── broadcast and presence ────────────────────────────────────────────────────────────────────

  function broadcast(channel: Channel, m: Message) {
    // A private channel's member without write access on realtime.messages is not heard (as Realtime).
    if (channel.canSend.broadcast) deliver(channel.key, m.payload, channel)
    if (channel.broadcastAck && m.ref) reply(channel.client, m, 'ok')
  }

  /** Sends a broadcast payload to every channel joined to `key` (but `from` unless it asked for self). */
  function deliver(key: string, payload: Record<string, unknown>, from: Channel | null) {
    for (const other of topics.get(key) ?? []) {
      if (other === from && !from.broadcastSelf) continue
      send(other.client, { join_ref: null, ref: null, topic: other.topic, event: 'broadcast', payload })
    }
  }

  /**
   * What RLS on realtime.messages lets `caller` do on a private channel `topic`, as Supabase Realtime
   * checks it: a probe row per extension is read back as the caller (read) and inserted as the caller
   * (write), with realtime.topic() set, all rolled back.
   */
  async function authorize(caller: Caller, topic: string) {
    const all = { broadcast: true, presence: true }
    if (caller.role === 'service_role') return { read: all, write: all }
    const ROLLBACK = Symbol('rollback')
    const result = { read: { broadcast: false, presence: false }, write: { broadcast: false, presence: false } }
    try {
      await checks(() =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string; extension: 'broadcast' | 'presence' }>(
            `insert into realtime.messages (topic, extension, event, payload, private)
             values ($1, 'broadcast', 'authorization', '{}', true), ($1, 'presence', 'authorization', '{}', true)
             returning id::text, extension`,
            [topic],
          )
          const { sql, params } = settingsStatement({
            ...callerSettings(caller, { method: 'POST', headers: {} }, '/realtime'),
            'realtime.topic': topic,
          })
          await tx.query(sql, params)
          const seen = await tx.query<{ extension: 'broadcast' | 'presence' }>(
            `select extension from realtime.messages where id = any($1::uuid[])`,
            [rows.map((r) => r.id)],
          )
          for (const r of seen.rows) result.read[r.extension] = true
          for (const extension of ['broadcast', 'presence'] as const) {
            await tx.query('savepoint realtime_write')
            try {
              await tx.query(
                `insert into realtime.messages (topic, extension, event, payload, private)
                 values ($1, $2, 'authorization', '{}', true)`,
                [topic, extension],
              )
              result.write[extension] = true
            } catch {
              /* denied by a policy, or no policy: no write */
            }
            await tx.query('rollback to savepoint realtime_write')
          }
          throw ROLLBACK
        }),
      )
    } catch (error) {
      if (error !== ROLLBACK) throw error
    }
    return result
  }

  function presenceState(topic: string) {
    const state: Record<string, { metas: Meta[] }> = {}
    for (const [key, metas] of presence.get(topic) ?? []) state[key] = { metas: [...metas.values()] }
    return state
  }

  function broadcastDiff(
    key: string,
    joins: Record<string, { metas: Meta[] }>,
    leaves: Record<string, { metas: Meta[] }>,
  ) {
    for (const ch of topics.get(key) ?? []) {
      send(ch.client, {
        join_ref: ch.joinRef,
        ref: null,
        topic: ch.topic,
        event: 'presence_diff',
        payload: { joins, leaves },
      })
    }
  }

  const phxRefs = new WeakMap<Channel, string>()

  function track(channel: Channel, payload: Record<string, unknown>) {
    if (!channel.canSend.presence) return
    const left = untrack(channel, false)
    const meta: Meta = { ...payload, phx_ref: randomUUID().replaceAll('-', '').slice(0, 20) }
    if (!presence.has(channel.key)) presence.set(channel.key, new Map())
    const byKey = presence.get(channel.key)!
    if (!byKey.has(channel.presenceKey)) byKey.set(channel.presenceKey, new Map())
    byKey.get(channel.presenceKey)!.set(meta.phx_ref, meta)
    phxRefs.set(channel, meta.phx_ref)
    broadcastDiff(
      channel.key,
      { [channel.presenceKey]: { metas: [meta] } },
      left ? { [channel.presenceKey]: { metas: [left] } } : {},
    )
  }

  function untrack(channel: Channel, announce = true): Meta | null {
    const ref = phxRefs.get(channel)
    if (!ref) return null
    phxRefs.delete(channel)
    const byKey = presence.get(channel.key)
    const metas = byKey?.get(channel.presenceKey)
    const meta = metas?.get(ref) ?? null
    metas?.delete(ref)
    if (metas?.size === 0) byKey!.delete(channel.presenceKey)
    if (byKey?.size === 0) presence.delete(channel.key)
    if (meta && announce) broadcastDiff(channel.key, {}, { [channel.presenceKey]: { metas: [meta] } })
    return meta
  }

  // ── database changes ──────────────────────────────────────────────────────────────────────────

  /** Whether this caller may select the changed row now, under RLS. */
  async function canSee(caller: Caller, change: Change, primaryKey: string[]): Promise<boolean> {
    if (caller.role === 'service_role') return true
    if (primaryKey.length === 0 || !change.record) return false
    const q = (s: string) => `"${s.replaceAll('"', '""')}"`
    // The key is read back through the table's own row type, so each column compares as its own type and
    // the primary key's index is used (a `::text` comparison scanned the whole table for every change).
    const table = `${q(change.schema)}.${q(change.table)}`
    const columns = primaryKey.map(q).join(', ')
    const key = JSON.stringify(Object.fromEntries(primaryKey.map((k) => [k, change.record![k]])))
    try {
      const { rows } = await checks(() =>
        db.transaction(
          (tx) =>
            tx.query(
              `select 1 from ${table} where (${columns}) = (select ${columns} from json_populate_record(null::${table}, $1::json)) limit 1`,
              [key],
            ),
          {
            ...callerSettings(caller, { method: 'GET', headers: {} }, '/realtime'),
            transaction_read_only: 'on',
          },
        ),
      )
      return rows.length > 0
    } catch {
      return false
    }
  }

  async function dispatch(change: Change) {
    const recordForFilter = change.type === 'DELETE' ? change.old_record : change.record
    const targets = new Map<Channel, number[]>()
    for (const set of topics.values()) {
      for (const ch of set) {
        for (const sub of ch.subs) {
          if (sub.schema !== change.schema || (sub.table !== '*' && sub.table !== change.table)) continue
          if (sub.event !== '*' && sub.event !== change.type) continue
          if (!matches(sub.filter, recordForFilter)) continue
          targets.set(ch, [...(targets.get(ch) ?? []), sub.id])
        }
      }
    }
    if (targets.size === 0) return
    const cache = await options.schemaCache()
    const relation = cache.relations.get(qualified(change.schema, change.table))
    const primaryKey = relation?.primaryKey ?? []
    // Deletes carry only the primary key (as with Postgres' default replica identity), and no row is
    // left to check; inserts and updates go only to callers who can select the row.
    const pkOnly = (r: Record<string, unknown> | null) =>
      r ? Object.fromEntries(primaryKey.map((k) => [k, r[k]])) : null
    const data = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commit_timestamp,
      type: change.type,
      errors: null,
      columns: relation ? [...relation.columns.values()].map((c) => ({ name: c.name, type: c.udt })) : [],
      record: change.record,
      old_record: pkOnly(change.old_record),
    }
    const verdicts = new Map<string, Promise<boolean>>()
    await Promise.all(
      [...targets].map(async ([ch, ids]) => {
        if (change.type !== 'DELETE') {
          const key = `${ch.caller.role}:${JSON.stringify(ch.caller.claims)}`
          if (!verdicts.has(key)) verdicts.set(key, canSee(ch.caller, change, primaryKey))
          if (!(await verdicts.get(key))) return
        }
        send(ch.client, {
          join_ref: ch.joinRef,
          ref: null,
          topic: ch.topic,
          event: 'postgres_changes',
          payload: { ids, data },
        })
      }),
    )
  }

  // ── sockets ───────────────────────────────────────────────────────────────────────────────────

  async function onMessage(client: Client, raw: Buffer, isBinary: boolean) {
    let m: Message
    try {
      m = decode(raw, isBinary)
    } catch (error) {
      // A frame outside the protocol is answered when it says where to, and otherwise dropped.
      if (error instanceof ProtocolError && error.partial?.ref) {
        send(client, {
          join_ref: error.partial.join_ref,
          ref: error.partial.ref,
          topic: error.partial.topic,
          event: 'phx_reply',
          payload: { status: 'error', response: { reason: error.message } },
        })
      }
      return
    }
    if (m.topic === 'phoenix' && m.event === 'heartbeat') return reply(client, m, 'ok')
    const channel = client.channels.get(m.topic)
    switch (m.event) {
      case 'phx_join':
        return join(client, m)
      case 'phx_leave':
        leave(client, m.topic, false)
        return reply(client, m, 'ok')
      case 'access_token': {
        const caller = await callerFromToken(m.payload.access_token)
        if (!channel) return
        if (!caller) {
          system(channel, 'error', 'Invalid token')
          return leave(client, m.topic, true)
        }
        channel.caller = caller
        return
      }
      case 'broadcast':
        if (channel) broadcast(channel, m)
        return
      case 'presence': {
        if (!channel) return
        const p = m.payload as { event?: unknown; payload?: unknown }
        if (p.payload !== undefined && !isObject(p.payload))
          return reply(client, m, 'error', { reason: 'presence payload must be an object' })
        if (p.event === 'track') track(channel, (p.payload as Record<string, unknown>) ?? {})
        else if (p.event === 'untrack') untrack(channel)
        return reply(client, m, 'ok')
      }
      default:
        if (m.ref) reply(client, m, 'error', { reason: `Unknown event ${m.event}` })
    }
  }

  /** Never lets one message end the server: an unexpected failure is logged and answered. */
  async function onMessageSafely(client: Client, raw: Buffer, isBinary: boolean) {
    try {
      await onMessage(client, raw, isBinary)
    } catch (error) {
      console.error('[realtime] message failed', error)
      try {
        const m = decode(raw, isBinary)
        if (m.ref) reply(client, m, 'error', { reason: 'Internal error while handling this message' })
      } catch {
        /* nothing to answer */
      }
    }
  }

  wss.on('connection', (ws: WebSocket, _req: IncomingMessage, client: Client) => {
    client.ws = ws
    ws.on('message', (data, isBinary) => void onMessageSafely(client, data as Buffer, isBinary))
    // ws closes the socket itself (1009 for an oversize frame, 1002 for a protocol error) after this event;
    // an 'error' with no listener would end the whole process.
    ws.on('error', () => {})
    ws.on('close', () => {
      for (const topic of [...client.channels.keys()]) leave(client, topic, false)
    })
  })

  let stopListening: (() => Promise<void>) | null = null

  /**
   * REST broadcast (`POST /realtime/v1/api/broadcast`, what `channel.send()` uses before joining, and
   * `/api/broadcast/:topic/events/:event`, what `httpSend()` uses): 202 once delivered. On a private
   * channel the caller needs write access on realtime.messages, as over the socket.
   */
  async function handleBroadcast(req: IncomingMessage, res: ServerResponse, path: string, caller: Caller) {
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'Method not allowed' })
    let body: unknown
    try {
      body = await readJsonBody(req, REALTIME_LIMITS.payloadBytes)
    } catch {
      return sendJson(res, 400, { error: 'Request body must be JSON' })
    }
    const single = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(path)
    const url = new URL(req.url ?? '/', 'http://local')
    const messages: { topic: string; event: string; payload: unknown; private: boolean }[] = []
    if (single) {
      messages.push({
        topic: decodeURIComponent(single[1]),
        event: decodeURIComponent(single[2]),
        payload: body,
        private: url.searchParams.get('private') === 'true',
      })
    } else if (path === '/api/broadcast' || path === '/api/broadcast/') {
      const list = isObject(body) ? body.messages : undefined
      if (!Array.isArray(list) || list.length === 0)
        return sendJson(res, 400, { error: 'messages must be a non-empty list' })
      for (const m of list) {
        if (!isObject(m) || typeof m.topic !== 'string' || !m.topic || typeof m.event !== 'string' || !m.event)
          return sendJson(res, 400, { error: 'each message needs a topic and an event' })
        messages.push({ topic: m.topic, event: m.event, payload: m.payload ?? {}, private: m.private === true })
      }
    } else return sendJson(res, 404, { error: 'Not found' })
    for (const m of messages) {
      if (!m.private) continue
      const access = await authorize(caller, m.topic)
      if (!access.write.broadcast) {
        return sendJson(res, 401, {
          error: `Unauthorized: You do not have permissions to write to this Channel topic: ${m.topic}`,
        })
      }
    }
    for (const m of messages) {
      deliver(
        topicKey(`realtime:${m.topic}`, m.private),
        { type: 'broadcast', event: m.event, payload: m.payload },
        null,
      )
    }
    send202(res)
  }

  return {
    handleBroadcast,
    async start() {
      published = await syncCaptureTriggers(db)
      stopListening = await db.listen(CHANGES_CHANNEL, (payload) => {
        void checks(() => readChange(db, payload))
          .then((change) => change && dispatch(change))
          .catch((error) => console.error('[realtime]', error))
      })
    },
    /** After migrations or a schema reload: follow the publication again. */
    async refresh() {
      published = await syncCaptureTriggers(db)
    },
    async handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<boolean> {
      let url: URL
      try {
        url = new URL(req.url?.startsWith('/') ? `http://local${req.url}` : (req.url ?? '/'))
      } catch {
        return false
      }
      if (url.pathname !== '/realtime/v1/websocket' && url.pathname !== '/realtime/v1/websocket/') return false
      const reject = (status: number, message: string) => {
        socket.end(
          `HTTP/1.1 ${status} ${message}\r\ncontent-type: application/json\r\n\r\n${JSON.stringify({ message })}`,
        )
        return true
      }
      if (wss.clients.size >= REALTIME_LIMITS.socketsMax) return reject(503, 'Too many connections')
      const apikey = url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined)
      const caller = await callerFromToken(apikey)
      if (!caller || caller.role === 'authenticated') return reject(401, 'Invalid API key')
      const vsn = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0'
      const client: Client = {
        ws: null as unknown as WebSocket,
        vsn,
        apikeyCaller: caller,
        channels: new Map(),
        joining: new Map(),
      }
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req, client))
      return true
    },
    async close() {
      await stopListening?.()
      for (const ws of wss.clients) ws.terminate()
      wss.close()
    },
  }
}

export type RealtimeService = ReturnType<typeof createRealtimeService>

/** The channel name realtime.topic() answers: the topic without realtime-js's `realtime:` prefix. */
const subTopic = (topic: string) => topic.replace(/^realtime:/, '')
const topicKey = (topic: string, isPrivate: boolean) => (isPrivate ? `private:${topic}` : topic)
const send202 = (res: ServerResponse) => {
  res.writeHead(202, { 'content-length': '0' })
  res.end()
}

/** Runs at most `n` of the given tasks at once; the rest wait their turn in order. */
function limiter(n: number) {
  let active = 0
  const queue: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next in line, so `active` never exceeds n.
    if (active >= n) await new Promise<void>((resolve) => queue.push(resolve))
    else active++
    try {
      return await task()
    } finally {
      const next = queue.shift()
      if (next) next()
      else active--
    }
  }
}
