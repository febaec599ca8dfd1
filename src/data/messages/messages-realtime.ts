import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { getSupabase } from '@/lib/supabase'
import { fetchConversation } from './conversation-queries'
import { messageKeys } from './keys'
import { markConversationRead } from './message-mutations'
import { patchConversation, patchMemberRead, upsertConversation, upsertMessage } from './message-cache'
import type { Message } from './message-types'

interface MemberRow {
  conversation_id: string
  user_id: string
  last_read_at: string
  unread_count: number
  muted: boolean
  archived: boolean
  last_activity_at: string
  left_at: string | null
}

/**
 * The caller's own membership rows, live (RLS and the filter send only theirs): patches unread counts,
 * mute and archive at once, then fetches the one conversation that moved for its new preview. A new
 * conversation refreshes the lists. Mounted once, in the app shell.
 */
export function useMessagesRealtime(userId: string | null) {
  const qc = useQueryClient()
  useEffect(() => {
    if (!userId) return
    let cancelled = false
    let cleanup = () => {}
    let countTimer: ReturnType<typeof setTimeout> | undefined
    const refreshCount = () => {
      clearTimeout(countTimer)
      countTimer = setTimeout(() => void qc.invalidateQueries({ queryKey: messageKeys.unreadCount(userId) }), 300)
    }
    void getSupabase().then((supabase) => {
      if (cancelled) return
      const channel = supabase
        .channel(`inbox:${userId}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'conversation_members', filter: `user_id=eq.${userId}` },
          (payload) => {
            refreshCount()
            const row = payload.new as MemberRow
            if (!row?.conversation_id) return
            if (row.left_at) return void qc.invalidateQueries({ queryKey: messageKeys.lists() })
            patchConversation(qc, row.conversation_id, {
              unread_count: row.unread_count,
              muted: row.muted,
              archived: row.archived,
              last_read_at: row.last_read_at,
            })
            const cached = qc.getQueryData<{ last_message_at: string } | null>(
              messageKeys.conversation(row.conversation_id),
            )
            if (payload.eventType === 'UPDATE' && cached?.last_message_at === row.last_activity_at) return
            void fetchConversation(row.conversation_id).then((conversation) => {
              if (!conversation) return
              if (!upsertConversation(qc, conversation)) void qc.invalidateQueries({ queryKey: messageKeys.lists() })
            })
          },
        )
        .subscribe()
      cleanup = () => void supabase.removeChannel(channel)
    })
    return () => {
      cancelled = true
      clearTimeout(countTimer)
      cleanup()
    }
  }, [qc, userId])
}

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
