import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { STALE } from '@/lib/stale'
import { getSupabase } from '@/lib/supabase'
import { postKeys } from './keys'
import type { Tables } from '@/types/database'

export type PostDraft = Pick<
  Tables<'post_drafts'>,
  'id' | 'community_id' | 'body' | 'media' | 'media_alt' | 'visibility' | 'updated_at'
>

export interface DraftContent {
  /** The composer's markup (mentions kept). */
  body: string
  /** Uploaded paths in the member's post-media folder, and their alt texts ('' when none yet). */
  media: string[]
  mediaAlt: string[]
  visibility: 'public' | 'associates'
}

const DRAFT_COLUMNS = 'id, community_id, body, media, media_alt, visibility, updated_at'

/** The member's draft for the home composer (`communityId` null) or a community's; null when there is none. */
export const draftQueryOptions = (userId: string, communityId: string | null) =>
  queryOptions({
    queryKey: postKeys.draft(userId, communityId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      let query = supabase.from('post_drafts').select(DRAFT_COLUMNS).eq('member_id', userId)
      query = communityId ? query.eq('community_id', communityId) : query.is('community_id', null)
      const { data, error } = await query.abortSignal(signal).maybeSingle()
      if (error) throw toAppError(error)
      return data satisfies PostDraft | null
    },
    // Another device may have written it since: read again whenever a composer opens.
    staleTime: 0,
    gcTime: STALE.minutes5,
  })

/** Saves (creates or replaces) the draft of one place. The composer says "Draft not saved" itself. */
export function useSaveDraft(userId: string, communityId: string | null) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (content: DraftContent) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('post_drafts')
        .upsert(
          {
            member_id: userId,
            community_id: communityId,
            body: content.body,
            media: content.media,
            media_alt: content.mediaAlt,
            visibility: content.visibility,
          },
          { onConflict: 'member_id,community_id' },
        )
        .select(DRAFT_COLUMNS)
        .single()
      if (error) throw toAppError(error)
      return data satisfies PostDraft
    },
    onSuccess: (draft) => qc.setQueryData(postKeys.draft(userId, communityId), draft),
    meta: { errorToast: false },
  })
}

/**
 * Deletes the draft of one place. `removeMedia` lists images that no post uses (a discarded draft's): their
 * files go too, so a discarded draft leaves nothing behind in storage.
 */
export function useDeleteDraft(userId: string, communityId: string | null) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ removeMedia = [] }: { removeMedia?: string[] } = {}) => {
      const supabase = await getSupabase()
      let query = supabase.from('post_drafts').delete().eq('member_id', userId)
      query = communityId ? query.eq('community_id', communityId) : query.is('community_id', null)
      const { error } = await query
      if (error) throw toAppError(error)
      if (removeMedia.length) await removeDraftMedia(removeMedia)
    },
    onSuccess: () => qc.setQueryData(postKeys.draft(userId, communityId), null),
    meta: { errorToast: 'The draft was not discarded' },
  })
}

/** Removes uploaded images no post uses (best effort: a file left behind is purged with the account). */
export async function removeDraftMedia(paths: string[]) {
  if (!paths.length) return
  const supabase = await getSupabase()
  await supabase.storage.from('post-media').remove(paths)
}
