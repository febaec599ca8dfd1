import { randomUUID } from 'node:crypto'
import {
  REALTIME_LIMITS,
  isObject,
  subTopic,
  topicKey,
  type Channel,
  type Client,
  type MessageHandler,
  type RealtimeContext,
} from './context.ts'
import type { Message } from './protocol.ts'
import type { ChangesRequest, PostgresChanges } from './postgres-changes.ts'
import type { PresenceHandlers } from './presence.ts'

interface JoinConfig {
  private?: boolean
  broadcast?: { self?: boolean; ack?: boolean }
  presence?: { key?: string }
  postgres_changes?: ChangesRequest[]
}

/** A join's `config`, checked against the shape realtime-js sends; a string is the reason it is not. */
function readJoinConfig(raw: unknown): JoinConfig | string {
  if (raw === undefined || raw === null) return {}
  if (!isObject(raw)) return 'config must be an object'
  const { broadcast, presence, postgres_changes: changes } = raw
  if (broadcast !== undefined && broadcast !== null && !isObject(broadcast)) return 'config.broadcast must be an object'
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

/** Topics that hold a slot: joined, or with a join in flight (each counted once). */
const slotsHeld = (client: Client) =>
  client.channels.size + [...client.joining.keys()].filter((topic) => !client.channels.has(topic)).length

/** Channels: joining a topic (with its broadcast, presence and postgres_changes config), leaving it, a new token. */
export function channelHandlers(ctx: RealtimeContext, changes: PostgresChanges, presence: PresenceHandlers) {
  const { topics, send, reply, system, callerFromToken, authorize } = ctx

  /**
   * Takes the topic's slot before anything is awaited, so a burst of joins cannot all pass the check
   * before any of them counts; the slot is given back when the join ends without a channel.
   */
  const join: MessageHandler = async (client, m) => {
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
    const { serverChanges, errors } = await changes.subscribe(channel, config.postgres_changes ?? [])
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
      payload: presence.state(channel.key),
    })
  }

  function leave(client: Client, topic: string, notify: boolean) {
    const channel = client.channels.get(topic)
    if (!channel) return
    presence.untrack(channel)
    client.channels.delete(topic)
    topics.get(channel.key)?.delete(channel)
    if (topics.get(channel.key)?.size === 0) topics.delete(channel.key)
    if (notify) send(client, { join_ref: channel.joinRef, ref: null, topic, event: 'phx_close', payload: {} })
  }

  const phxLeave: MessageHandler = (client, m) => {
    leave(client, m.topic, false)
    return reply(client, m, 'ok')
  }

  /** A new token for a joined channel; an invalid one closes the channel. */
  const accessToken: MessageHandler = async (client, m, channel) => {
    const caller = await callerFromToken(m.payload.access_token)
    if (!channel) return
    if (!caller) {
      system(channel, 'error', 'Invalid token')
      return leave(client, m.topic, true)
    }
    channel.caller = caller
  }

  /** Leaves every channel of a closed socket. */
  const leaveAll = (client: Client) => {
    for (const topic of [...client.channels.keys()]) leave(client, topic, false)
  }

  return { join, phxLeave, accessToken, leaveAll }
}
