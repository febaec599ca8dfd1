import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { getSupabase } from '@/lib/supabase'
import { messageKeys } from './keys'
import { markConversationRead } from './message-mutations'
import type { Message } from './message-types'
import type { MemberRow } from './messages-realtime'
import { patchMemberRead, upsertMessage } from './thread-cache'

const TYPING_SHOWN_MS = 4000
const TYPING_SENT_EVERY_MS = 2000
const VIEWING_EVERY_MS = 30_000

/**
 * One open conversation, live: its messages and edits (postgres_changes, patched into the thread),
 * others' read positions ("Seen"), who is typing (broadcast) and who is online (presence) on the
 * `conversation:<id>` topic; and, while it is on screen, the caller's read position and the "viewing"
 * heartbeat that holds notifications back.
 */
export function useConversationLive(conversationId: string, me: { id: string; name: string }) {
  const qc = useQueryClient()
  const [typing, setTyping] = useState<Record<string, string>>({})
  const [online, setOnline] = useState<Set<string>>(new Set())
  const sendRef = useRef<(() => void) | null>(null)
  const lastSent = useRef(0)

  useEffect(() => {
    let cancelled = false
    let cleanup = () => {}
    const timers = new Map<string, ReturnType<typeof setTimeout>>()
    const visible = () => document.visibilityState === 'visible'
    const markRead = (viewing: boolean) => void markConversationRead(conversationId, viewing).catch(() => {})
    if (visible()) markRead(true)
    const heartbeat = setInterval(() => visible() && markRead(true), VIEWING_EVERY_MS)
    const onVisibility = () => markRead(visible())
    document.addEventListener('visibilitychange', onVisibility)

    void getSupabase().then((supabase) => {
      if (cancelled) return
      const channel = supabase.channel(`conversation:${conversationId}`, {
        config: { presence: { key: me.id }, broadcast: { self: false } },
      })
      channel
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'messages', filter: `conversation_id=eq.${conversationId}` },
          (payload) => {
            const message = payload.new as Message
            if (!message?.id) return
            upsertMessage(qc, message)
            if (payload.eventType === 'INSERT' && message.sender_id !== me.id) {
              setTyping(({ [message.sender_id]: _gone, ...rest }) => rest)
              if (visible()) markRead(true)
            }
          },
        )
        .on(
          'postgres_changes',
          {
            event: '*',
            schema: 'public',
            table: 'conversation_members',
            filter: `conversation_id=eq.${conversationId}`,
          },
          (payload) => {
            const row = payload.new as MemberRow
            if (!row?.user_id) return
            if (payload.eventType === 'INSERT' || row.left_at)
              return void qc.invalidateQueries({ queryKey: messageKeys.conversation(conversationId) })
            patchMemberRead(qc, conversationId, row.user_id, row.last_read_at)
          },
        )
        .on('broadcast', { event: 'typing' }, ({ payload }) => {
          const { user_id: who, name } = payload as { user_id: string; name: string }
          if (!who || who === me.id) return
          setTyping((t) => ({ ...t, [who]: name }))
          clearTimeout(timers.get(who))
          timers.set(
            who,
            setTimeout(() => setTyping(({ [who]: _gone, ...rest }) => rest), TYPING_SHOWN_MS),
          )
        })
        .on('presence', { event: 'sync' }, () => setOnline(new Set(Object.keys(channel.presenceState()))))
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') void channel.track({ online_at: new Date().toISOString() })
        })
      sendRef.current = () =>
        void channel.send({ type: 'broadcast', event: 'typing', payload: { user_id: me.id, name: me.name } })
      cleanup = () => void supabase.removeChannel(channel)
    })
    return () => {
      cancelled = true
      sendRef.current = null
      clearInterval(heartbeat)
      document.removeEventListener('visibilitychange', onVisibility)
      timers.forEach(clearTimeout)
      markRead(false)
      cleanup()
      setTyping({})
      setOnline(new Set())
    }
  }, [qc, conversationId, me.id, me.name])

  const sendTyping = useCallback(() => {
    const now = Date.now()
    if (now - lastSent.current < TYPING_SENT_EVERY_MS) return
    lastSent.current = now
    sendRef.current?.()
  }, [])

  return { typingNames: Object.values(typing), online, sendTyping }
}
