import { randomUUID } from 'node:crypto'
import { isObject, type Channel, type MessageHandler, type RealtimeContext } from './context.ts'

type Meta = Record<string, unknown> & { phx_ref: string }
type PresenceMap = Record<string, { metas: Meta[] }>

/** Presence: who is tracked on each topic, the state a join receives and the diffs every track and untrack sends. */
export function presenceHandlers(ctx: RealtimeContext) {
  const { topics, send, reply } = ctx
  /** Topic key → presence key → phx_ref → meta. */
  const presence = new Map<string, Map<string, Map<string, Meta>>>()
  const phxRefs = new WeakMap<Channel, string>()

  function state(topic: string) {
    const result: PresenceMap = {}
    for (const [key, metas] of presence.get(topic) ?? []) result[key] = { metas: [...metas.values()] }
    return result
  }

  function broadcastDiff(key: string, joins: PresenceMap, leaves: PresenceMap) {
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

  /** A `presence` message: `track` with a payload, or `untrack`. */
  const message: MessageHandler = (client, m, channel) => {
    if (!channel) return
    const p = m.payload as { event?: unknown; payload?: unknown }
    if (p.payload !== undefined && !isObject(p.payload))
      return reply(client, m, 'error', { reason: 'presence payload must be an object' })
    if (p.event === 'track') track(channel, (p.payload as Record<string, unknown>) ?? {})
    else if (p.event === 'untrack') untrack(channel)
    return reply(client, m, 'ok')
  }

  return { state, untrack, message }
}

export type PresenceHandlers = ReturnType<typeof presenceHandlers>
