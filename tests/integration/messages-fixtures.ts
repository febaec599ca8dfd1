import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import { afterEach } from 'vitest'
import { memberWithProfile, type Member } from './helpers.ts'

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

export const member = (label: string, fields: Record<string, unknown> = {}) => memberWithProfile(label, fields)

export async function start(m: Member, others: Member[], title?: string) {
  const { data, error } = await m.client.rpc('start_conversation', {
    member_ids: others.map((o) => o.id),
    ...(title ? { title } : {}),
  })
  if (error) throw error
  return data as string
}

export async function send(m: Member, conversationId: string, body: string, fields: Record<string, unknown> = {}) {
  return m.client
    .from('messages')
    .insert({ conversation_id: conversationId, sender_id: m.id, body, ...fields })
    .select()
    .single()
}

export const refusalOf = async (m: Member, other: Member) =>
  (await m.client.rpc('messaging_refusal', { member: other.id })).data as string | null

const channels: { client: SupabaseClient; channel: RealtimeChannel }[] = []
afterEach(async () => {
  await Promise.all(channels.splice(0).map(({ client, channel }) => client.removeChannel(channel)))
})
/** Subscribes, resolving once the server confirmed; the channel is removed after the test. */
export function subscribed(client: SupabaseClient, channel: RealtimeChannel): Promise<void> {
  channels.push({ client, channel })
  return new Promise((resolve, reject) =>
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve()
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status))
    }),
  )
}
