import { json, jsonError } from '../../server/http.ts'
import { requireUser } from '../../server/require-user.ts'

const PARTY = 'id, name, headline, profile_photo_url, profile_type, university'

/** GET /api/associates/requests?type=received|sent — the caller's pending associate requests. */
export async function GET(request: Request): Promise<Response> {
  const caller = await requireUser(request)
  if (caller instanceof Response) return caller
  const type = new URL(request.url).searchParams.get('type') ?? 'received'
  if (type !== 'received' && type !== 'sent') {
    return jsonError(400, 'invalid_type', 'type must be "received" or "sent".')
  }
  const { data, error } = await caller.supabase
    .from('associate_requests')
    .select(
      `id, status, message, created_at, sender:profiles!sender_id(${PARTY}), recipient:profiles!recipient_id(${PARTY})`,
    )
    .eq('status', 'pending')
    .eq(type === 'received' ? 'recipient_id' : 'sender_id', caller.user.id)
    .order('created_at', { ascending: false })
  if (error) return jsonError(500, 'query_failed', 'Could not load associate requests.')
  return json({ data })
}
