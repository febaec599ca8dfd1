import { json, jsonError } from '../../server/http.ts'
import { requireUser } from '../../server/require-user.ts'
import { isTimestamp } from '../../server/timestamp.ts'

const PARTY = 'id, name, headline, profile_photo_url, profile_type, university'
const DEFAULT_LIMIT = 50
const MAX_LIMIT = 100
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A keyset cursor: the last row's created_at (as the database wrote it) and id, base64url-encoded. */
const encodeCursor = (createdAt: string, id: string) => Buffer.from(`${createdAt}|${id}`).toString('base64url')
function decodeCursor(raw: string): { createdAt: string; id: string } | null {
  const [createdAt, id, extra] = Buffer.from(raw, 'base64url').toString('utf8').split('|')
  if (!createdAt || !id || extra !== undefined || !UUID.test(id) || !isTimestamp(createdAt)) return null
  return { createdAt, id }
}

/**
 * GET /api/associates/requests?type=received|sent&limit=&cursor= — the caller's pending associate
 * requests, newest first: `{ data, count, nextCursor }` (SPEC §7 reads `data`). `count` is the total
 * pending, whatever the page size; received requests carry the associates both members share.
 */
export async function GET(request: Request): Promise<Response> {
  const caller = await requireUser(request)
  if (caller instanceof Response) return caller
  const params = new URL(request.url).searchParams
  const type = params.get('type') ?? 'received'
  if (type !== 'received' && type !== 'sent') {
    return jsonError(400, 'invalid_type', 'type must be "received" or "sent".')
  }
  const rawLimit = params.get('limit')
  const limit = rawLimit === null ? DEFAULT_LIMIT : Number(rawLimit)
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    return jsonError(400, 'invalid_limit', `limit must be a whole number from 1 to ${MAX_LIMIT}.`)
  }
  const rawCursor = params.get('cursor')
  const cursor = rawCursor ? decodeCursor(rawCursor) : null
  if (rawCursor && !cursor) return jsonError(400, 'invalid_cursor', 'cursor is not one this endpoint returned.')

  let query = caller.supabase
    .from('associate_requests')
    .select(
      `id, status, message, created_at, sender:profiles!sender_id(${PARTY}), recipient:profiles!recipient_id(${PARTY})`,
      { count: 'exact' },
    )
    .eq('status', 'pending')
    .eq(type === 'received' ? 'recipient_id' : 'sender_id', caller.user.id)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit)
  if (cursor) {
    query = query.or(`created_at.lt."${cursor.createdAt}",and(created_at.eq."${cursor.createdAt}",id.lt.${cursor.id})`)
  }
  const { data, error, count } = await query
  if (error) return jsonError(500, 'query_failed', 'Could not load associate requests.')

  // The total is the pending count without the cursor: on later pages count the whole set again.
  let total = count ?? data.length
  if (cursor) {
    const all = await caller.supabase
      .from('associate_requests')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'pending')
      .eq(type === 'received' ? 'recipient_id' : 'sender_id', caller.user.id)
    total = all.count ?? total
  }

  const others = data.map((r) => {
    const other = type === 'received' ? r.sender : r.recipient
    return other?.id
  })
  const mutual = new Map<string, { total: number; names: string[] }>()
  const ids = others.filter((id): id is string => !!id)
  if (ids.length) {
    const { data: rows } = await caller.supabase.rpc('mutual_associates', { others: ids, max_names: 3 })
    for (const row of rows ?? []) {
      mutual.set(row.member_id, { total: row.total, names: row.names })
    }
  }
  const items = data.map((r, i) => ({ ...r, mutual: mutual.get(others[i] ?? '') ?? { total: 0, names: [] } }))
  const last = data.at(-1)
  return json({
    data: items,
    count: total,
    nextCursor: data.length === limit && last ? encodeCursor(last.created_at, last.id) : null,
  })
}
