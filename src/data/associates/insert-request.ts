import { toAppError, type AppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'

/** Inserts an associate request from `me` to `other`; resolves to the insert's error, or null. */
export async function insertAssociateRequest(me: string, other: string, message: string): Promise<AppError | null> {
  const supabase = await getSupabase()
  const { error } = await supabase
    .from('associate_requests')
    .insert({ sender_id: me, recipient_id: other, message: message.trim() || null })
  return error ? toAppError(error) : null
}
