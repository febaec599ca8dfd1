import { strToU8, zipSync, type Zippable } from 'fflate'
import { jsonError } from '../../server/http.ts'
import { requireUser } from '../../server/require-user.ts'
import type { Database } from '../../src/types/database.ts'

/** Each area of the export: its file, its table, and the column(s) naming the caller. */
const AREAS: Array<{
  file: string
  table: keyof Database['public']['Tables']
  owner: string | string[]
  order?: string
}> = [
  { file: 'profile', table: 'user_profiles', owner: 'user_id' },
  { file: 'posts', table: 'posts', owner: 'author_id' },
  { file: 'comments', table: 'post_comments', owner: 'author_id' },
  { file: 'likes', table: 'post_likes', owner: 'user_id' },
  { file: 'post-drafts', table: 'post_drafts', owner: 'member_id', order: 'updated_at' },
  { file: 'saved-posts', table: 'post_bookmarks', owner: 'member_id' },
  { file: 'following', table: 'follows', owner: 'follower_id' },
  { file: 'followers', table: 'follows', owner: 'followee_id' },
  { file: 'associates', table: 'associates', owner: 'user_id' },
  { file: 'associate-requests', table: 'associate_requests', owner: ['sender_id', 'recipient_id'] },
  { file: 'messages-sent', table: 'messages', owner: 'sender_id' },
  { file: 'conversations', table: 'conversation_members', owner: 'user_id' },
  { file: 'message-requests', table: 'conversation_requests', owner: 'recipient_id' },
  { file: 'applications', table: 'applications', owner: 'applicant_id' },
  { file: 'opportunities', table: 'opportunities', owner: 'posted_by' },
  { file: 'saved-opportunities', table: 'saved_opportunities', owner: 'user_id' },
  { file: 'saved-searches', table: 'saved_searches', owner: 'owner_id' },
  { file: 'shortlists', table: 'shortlists', owner: 'owner_id' },
  { file: 'events', table: 'events', owner: 'organizer_id' },
  { file: 'event-rsvps', table: 'event_rsvps', owner: 'user_id' },
  { file: 'communities', table: 'community_members', owner: 'user_id' },
  { file: 'pitches', table: 'pitches', owner: 'founder_id' },
  { file: 'pitch-interests', table: 'pitch_interests', owner: 'investor_id' },
  { file: 'notifications', table: 'notifications', owner: 'recipient_id' },
  { file: 'notification-preferences', table: 'notification_preferences', owner: 'user_id', order: 'type' },
  { file: 'blocked-members', table: 'user_blocks', owner: 'blocker_id' },
  { file: 'experience', table: 'experience', owner: 'member_id' },
  { file: 'education', table: 'education', owner: 'member_id' },
  { file: 'projects', table: 'projects', owner: 'member_id' },
  { file: 'certifications', table: 'certifications', owner: 'member_id' },
  { file: 'languages', table: 'member_languages', owner: 'member_id' },
  { file: 'endorsements', table: 'skill_endorsements', owner: ['member_id', 'endorser_id'] },
  { file: 'recommendations', table: 'recommendations', owner: ['recipient_id', 'author_id'] },
]
const PAGE = 1000

/**
 * GET /api/account/export — a zip of everything the caller owns: one JSON file per area plus their uploaded
 * files under files/<bucket>/. Every read runs as the caller (RLS), so the zip holds nothing the app would not
 * show them; each area is also filtered to rows naming the caller.
 */
export async function GET(request: Request): Promise<Response> {
  const caller = await requireUser(request)
  if (caller instanceof Response) return caller
  const { supabase, user } = caller
  const zip: Zippable = {}
  const summary: Record<string, number> = {}
  try {
    for (const area of AREAS) {
      const rows: unknown[] = []
      for (let from = 0; ; from += PAGE) {
        // One table's builder type for all: the union of every table's is too deep for the compiler.
        let query = supabase.from(area.table as 'posts').select('*')
        query = Array.isArray(area.owner)
          ? query.or(area.owner.map((c) => `${c}.eq.${user.id}`).join(','))
          : query.eq(area.owner, user.id)
        const { data, error } = await query.order(area.order ?? 'created_at').range(from, from + PAGE - 1)
        if (error) throw new Error(`${area.file}: ${error.message}`)
        rows.push(...data)
        if (data.length < PAGE) break
      }
      summary[area.file] = rows.length
      zip[`${area.file}.json`] = strToU8(JSON.stringify(rows, null, 2))
    }
    const { data: objects, error } = await supabase.rpc('my_storage_objects')
    if (error) throw new Error(`files: ${error.message}`)
    const files: Zippable = {}
    for (const o of objects) {
      const { data: blob, error: downloadError } = await supabase.storage.from(o.bucket_id).download(o.name)
      if (downloadError || !blob) continue
      files[`${o.bucket_id}/${o.name}`] = [new Uint8Array(await blob.arrayBuffer()), { level: 0 }]
    }
    summary.files = Object.keys(files).length
    if (summary.files) zip.files = files
    zip['README.txt'] = strToU8(
      `Campus Network data export for ${user.email ?? user.id}, made ${new Date().toISOString()}.\n` +
        'One JSON file per area (an array of rows, as stored); your uploaded files are under files/<bucket>/.\n' +
        `Counts: ${JSON.stringify(summary)}\n`,
    )
  } catch (e) {
    return jsonError(500, 'export_failed', `Your data could not be exported (${(e as Error).message}). Try again.`)
  }
  const bytes = zipSync(zip, { level: 6 })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(bytes, {
    headers: {
      'content-type': 'application/zip',
      'content-length': String(bytes.byteLength),
      'content-disposition': `attachment; filename="campus-network-data-${day}.zip"`,
      'cache-control': 'no-store',
    },
  })
}
