import type { IncomingMessage, ServerResponse } from 'node:http'
import { readJsonBody, sendJson } from '../http/http.ts'
import type { Caller } from '../http/caller.ts'
import {
  REALTIME_LIMITS,
  isObject,
  topicKey,
  type Channel,
  type MessageHandler,
  type RealtimeContext,
} from './context.ts'

/** Broadcast: messages a channel member sends over the socket, and those posted to the REST endpoint. */
export function broadcastHandlers(ctx: RealtimeContext) {
  const { topics, send, reply, authorize } = ctx

  /** Sends a broadcast payload to every channel joined to `key` (but `from` unless it asked for self). */
  function deliver(key: string, payload: Record<string, unknown>, from: Channel | null) {
    for (const other of topics.get(key) ?? []) {
      if (other === from && !from.broadcastSelf) continue
      send(other.client, { join_ref: null, ref: null, topic: other.topic, event: 'broadcast', payload })
    }
  }

  const message: MessageHandler = (_client, m, channel) => {
    if (!channel) return
    // A private channel's member without write access on realtime.messages is not heard (as Realtime).
    if (channel.canSend.broadcast) deliver(channel.key, m.payload, channel)
    if (channel.broadcastAck && m.ref) reply(channel.client, m, 'ok')
  }

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
    res.writeHead(202, { 'content-length': '0' })
    res.end()
  }

  return { message, handleBroadcast }
}
