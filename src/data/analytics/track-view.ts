import { getSupabase } from '@/lib/supabase'

const sent = new Set<string>()

/**
 * Records that the member saw a post, profile or opportunity. The database counts one view per viewer per day and
 * ignores the owner's own; this only saves repeated calls within one visit. Failures are not the
 * member's problem, so they are dropped.
 */
export function trackView(entityType: 'post' | 'profile' | 'opportunity', entityId: string) {
  const key = `${entityType}:${entityId}`
  if (sent.has(key)) return
  sent.add(key)
  void getSupabase()
    .then((supabase) => supabase.rpc('track_view', { entity_type: entityType, entity_id: entityId }))
    .catch(() => sent.delete(key))
}
