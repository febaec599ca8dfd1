import type { RealtimeChannel, RealtimeChannelOptions, RealtimePostgresChangesPayload } from '@supabase/supabase-js'
import { useEffect, useRef, type RefObject } from 'react'
import { getSupabase } from '@/lib/supabase'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- supabase-js types a row this way
export type ChangePayload = RealtimePostgresChangesPayload<{ [key: string]: any }>

/** One listener on a channel: row changes in a public table, a broadcast event, or presence. */
export type ChannelBinding =
  | {
      type: 'postgres_changes'
      filter: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; table: string; filter: string }
      on: (payload: ChangePayload) => void
    }
  | { type: 'broadcast'; event: string; on: (payload: unknown) => void }
  | { type: 'presence'; event: 'sync'; on: (channel: RealtimeChannel) => void }

export interface RealtimeChannelSpec {
  /** The topic; `null` while there is nothing to listen to (signed out, no id yet). */
  name: string | null
  bindings: readonly ChannelBinding[]
  config?: RealtimeChannelOptions['config']
  /** Called once the server has accepted the subscription (e.g. to track presence). */
  onSubscribed?: (channel: RealtimeChannel) => void
}

const shapeOf = (binding: ChannelBinding) => [binding.type, 'filter' in binding ? binding.filter : binding.event]

/**
 * Opens the channel `name` with its bindings while `name` is set, and removes it on cleanup or when the name,
 * config or what is listened to changes. Handlers are read at each event, so a handler that closes over
 * fresh values does not reopen the channel. Returns the open channel (null while closed) for sending.
 */
export function useRealtimeChannel(spec: RealtimeChannelSpec): RefObject<RealtimeChannel | null> {
  const latest = useRef(spec)
  const channelRef = useRef<RealtimeChannel | null>(null)
  useEffect(() => {
    latest.current = spec
  })
  const { name } = spec
  const shape = JSON.stringify([spec.config, spec.bindings.map(shapeOf)])

  useEffect(() => {
    if (!name) return
    let cancelled = false
    let cleanup = () => {}
    void getSupabase().then((supabase) => {
      if (cancelled) return
      const { bindings, config } = latest.current
      const channel = supabase.channel(name, config ? { config } : undefined)
      bindings.forEach((binding, i) => {
        const current = () => latest.current.bindings[i]
        if (binding.type === 'postgres_changes')
          channel.on('postgres_changes', { schema: 'public', ...binding.filter }, (payload) => {
            const b = current()
            if (b?.type === 'postgres_changes') b.on(payload)
          })
        else if (binding.type === 'broadcast')
          channel.on('broadcast', { event: binding.event }, ({ payload }) => {
            const b = current()
            if (b?.type === 'broadcast') b.on(payload)
          })
        else
          channel.on('presence', { event: binding.event }, () => {
            const b = current()
            if (b?.type === 'presence') b.on(channel)
          })
      })
      channel.subscribe((status) => {
        if (status === 'SUBSCRIBED') latest.current.onSubscribed?.(channel)
      })
      channelRef.current = channel
      cleanup = () => {
        channelRef.current = null
        void supabase.removeChannel(channel)
      }
    })
    return () => {
      cancelled = true
      cleanup()
    }
    // `shape` stands for the config and the bindings' topics; their handlers are read through `latest`.
  }, [name, shape])

  return channelRef
}
