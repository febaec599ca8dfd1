import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useRealtimeChannel } from '@/data/realtime/use-realtime-channel'
import { messageKeys } from './keys'
import { markConversationRead } from './message-mutations'
import type { Message } from './message-types'
import type { MemberRow } from './messages-realtime'
import { patchMemberRead, upsertMessage } from './thread-cache'

const TYPING_SHOWN_MS = 4000
const TYPING_SENT_EVERY_MS = 2000
const VIEWING_EVERY_MS = 30_000

const visible = () => document.visibilityState === 'visible'
const markReadQuietly = (conversationId: string, viewing: boolean) =>
  void markConversationRead(conversationId, viewing).catch(() => {})

/**
 * One open conversation, live: its messages and edits (postgres_changes, patched into the thread),
 * others' read positions ("Seen"), who is typing (broadcast) and who is online (presence) on the
 * `conversation:<id>` topic; and, while it is on screen, the caller's read position and the "viewing"
 * heartbeat that holds notifications back. `quiet` while the caller has not answered a message request:
 * no presence and no typing (reading it moves no "Seen" either: the database keeps that apart).
 */
export function useConversationLive(
  conversationId: string,
  me: { id: string; name: string },
  { quiet = false }: { quiet?: boolean } = {},
) {
  const qc = useQueryClient()
  const [typing, setTyping] = useState<Record<string, string>>({})
  const [online, setOnline] = useState<Set<string>>(new Set())
  const typingTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  const lastSent = useRef(0)

  useEffect(() => {
    const timers = typingTimers.current
    const markRead = (viewing: boolean) => markReadQuietly(conversationId, viewing)
    if (visible()) markRead(true)
    const heartbeat = setInterval(() => visible() && markRead(true), VIEWING_EVERY_MS)
    const onVisibility = () => markRead(visible())
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      clearInterval(heartbeat)
      document.removeEventListener('visibilitychange', onVisibility)
      timers.forEach(clearTimeout)
      timers.clear()
      markRead(false)
      setTyping({})
      setOnline(new Set())
    }
  }, [conversationId])

  const channel = useRealtimeChannel({
    name: `conversation:${conversationId}`,
    config: { presence: { key: me.id }, broadcast: { self: false } },
    bindings: [
      {
        type: 'postgres_changes',
        filter: { event: '*', table: 'messages', filter: `conversation_id=eq.${conversationId}` },
        on: (payload) => {
          const message = payload.new as Message
          if (!message?.id) return
          upsertMessage(qc, message)
          if (payload.eventType === 'INSERT' && message.sender_id !== me.id) {
            setTyping(({ [message.sender_id]: _gone, ...rest }) => rest)
            if (visible()) markReadQuietly(conversationId, true)
          }
        },
      },
      {
        type: 'postgres_changes',
        filter: { event: '*', table: 'conversation_members', filter: `conversation_id=eq.${conversationId}` },
        on: (payload) => {
          const row = payload.new as MemberRow
          if (!row?.user_id) return
          if (payload.eventType === 'INSERT' || row.left_at)
            return void qc.invalidateQueries({ queryKey: messageKeys.conversation(conversationId) })
          patchMemberRead(qc, conversationId, row.user_id, row.last_read_at)
        },
      },
      {
        type: 'broadcast',
        event: 'typing',
        on: (payload) => {
          const { user_id: who, name } = payload as { user_id: string; name: string }
          if (!who || who === me.id) return
          setTyping((t) => ({ ...t, [who]: name }))
          const timers = typingTimers.current
          clearTimeout(timers.get(who))
          timers.set(
            who,
            setTimeout(() => setTyping(({ [who]: _gone, ...rest }) => rest), TYPING_SHOWN_MS),
          )
        },
      },
      { type: 'presence', event: 'sync', on: (open) => setOnline(new Set(Object.keys(open.presenceState()))) },
    ],
    // Quiet (an unanswered message request): the sender does not see the recipient online or typing.
    onSubscribed: (open) => void (!quiet && open.track({ online_at: new Date().toISOString() })),
  })
  useEffect(() => {
    if (!quiet) void channel.current?.track({ online_at: new Date().toISOString() })
  }, [quiet, channel])

  const sendTyping = useCallback(() => {
    if (quiet) return
    const now = Date.now()
    if (now - lastSent.current < TYPING_SENT_EVERY_MS) return
    lastSent.current = now
    void channel.current?.send({ type: 'broadcast', event: 'typing', payload: { user_id: me.id, name: me.name } })
  }, [channel, me.id, me.name, quiet])

  return { typingNames: Object.values(typing), online, sendTyping }
}
