import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { CHANGES_CHANNEL, readChange, syncCaptureTriggers } from './capture.ts'
import {
  REALTIME_LIMITS,
  createRealtimeContext,
  type Client,
  type MessageHandler,
  type RealtimeServiceOptions,
} from './context.ts'
import { channelHandlers } from './channels.ts'
import { postgresChanges } from './postgres-changes.ts'
import { broadcastHandlers } from './broadcast.ts'
import { presenceHandlers } from './presence.ts'
import { ProtocolError, decode, type Message } from './protocol.ts'

/**
 * Supabase Realtime over the Phoenix channel protocol: channel join and leave, postgres changes,
 * broadcast and presence each in their own module, all sharing one context, behind this event table.
 */
export function createRealtimeService(options: RealtimeServiceOptions) {
  const ctx = createRealtimeContext(options)
  const { db, checks, send, reply, callerFromToken } = ctx
  const wss = new WebSocketServer({ noServer: true, maxPayload: REALTIME_LIMITS.payloadBytes })
  const changes = postgresChanges(ctx)
  const presence = presenceHandlers(ctx)
  const broadcast = broadcastHandlers(ctx)
  const channels = channelHandlers(ctx, changes, presence)

  const events = new Map<string, MessageHandler>([
    ['phx_join', channels.join],
    ['phx_leave', channels.phxLeave],
    ['access_token', channels.accessToken],
    ['broadcast', broadcast.message],
    ['presence', presence.message],
  ])

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
    const handler = events.get(m.event)
    if (handler) return handler(client, m, client.channels.get(m.topic))
    if (m.ref) reply(client, m, 'error', { reason: `Unknown event ${m.event}` })
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
    ws.on('close', () => channels.leaveAll(client))
  })

  let stopListening: (() => Promise<void>) | null = null

  return {
    handleBroadcast: broadcast.handleBroadcast,
    async start() {
      ctx.published = await syncCaptureTriggers(db)
      stopListening = await db.listen(CHANGES_CHANNEL, (payload) => {
        void checks(() => readChange(db, payload))
          .then((change) => change && changes.dispatch(change))
          .catch((error) => console.error('[realtime]', error))
      })
    },
    /** After migrations or a schema reload: follow the publication again. */
    async refresh() {
      ctx.published = await syncCaptureTriggers(db)
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
