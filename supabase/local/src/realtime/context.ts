import type { WebSocket } from 'ws'
import type { Database } from '../db/driver.ts'
import type { Caller } from '../http/caller.ts'
import { verifyJwt, type Keys } from '../keys.ts'
import type { SchemaCache } from '../rest/schema-cache.ts'
import type { ChangeFilter } from './filters.ts'
import { limiter } from './limiter.ts'
import { encode, type Message } from './protocol.ts'
import { topicAccess } from './topic-access.ts'

export const REALTIME_LIMITS = {
  socketsMax: 10_000,
  channelsPerSocket: 100,
  subscriptionsPerChannel: 100,
  payloadBytes: 1024 * 1024,
  /** Database checks (RLS per change, parked payloads) run at most this many at once, so a burst of
   * changes never takes every pooled connection from HTTP requests. */
  concurrentChecks: 3,
} as const

export interface RealtimeServiceOptions {
  db: Database
  keys: Keys
  schemaCache: () => Promise<SchemaCache>
}

export interface Subscription {
  id: number
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'
  schema: string
  table: string
  filter: ChangeFilter | null
}

export interface Channel {
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

export interface Client {
  ws: WebSocket
  vsn: '1.0.0' | '2.0.0'
  apikeyCaller: Caller
  channels: Map<string, Channel>
  /** Joins in flight per topic: each holds a channel slot from its first line until it ends. */
  joining: Map<string, number>
}

/** A socket message for a topic, with the channel the client has joined to it, if any. */
export type MessageHandler = (client: Client, m: Message, channel: Channel | undefined) => Promise<void> | void

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The channel name realtime.topic() answers: the topic without realtime-js's `realtime:` prefix. */
export const subTopic = (topic: string) => topic.replace(/^realtime:/, '')
export const topicKey = (topic: string, isPrivate: boolean) => (isPrivate ? `private:${topic}` : topic)

/** What every part of the realtime service shares: the joined channels by topic and the ways to answer. */
export function createRealtimeContext(options: RealtimeServiceOptions) {
  const { db, keys, schemaCache } = options
  const checks = limiter(REALTIME_LIMITS.concurrentChecks)

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
      payload: { status, message, extension, channel: subTopic(channel.topic) },
    })

  async function callerFromToken(token: unknown): Promise<Caller | null> {
    if (typeof token !== 'string' || !token) return null
    const result = await verifyJwt(keys, token)
    if (!result.ok) return null
    const role = result.claims.role
    if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') return null
    return { role, claims: result.claims }
  }

  return {
    db,
    schemaCache,
    checks,
    /** Channels joined to each topic key. */
    topics: new Map<string, Set<Channel>>(),
    /** Tables in the supabase_realtime publication, as `schema.table`. */
    published: new Set<string>(),
    send,
    reply,
    system,
    callerFromToken,
    authorize: (caller: Caller, topic: string) => topicAccess(db, checks, caller, topic),
  }
}

export type RealtimeContext = ReturnType<typeof createRealtimeContext>
