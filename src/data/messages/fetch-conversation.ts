import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import type { Conversation } from './message-types'

/** One conversation in the list's shape (null when the caller is not in it). */
export async function fetchConversation(id: string, signal?: AbortSignal): Promise<Conversation | null> {
  const supabase = await getSupabase()
  let query = supabase.rpc('conversation_list', { only_id: id })
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.overrideTypes<Conversation[], { merge: false }>()
  if (error) throw toAppError(error)
  return data[0] ?? null
}
