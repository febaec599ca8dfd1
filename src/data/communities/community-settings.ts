import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { uploadCommunityImages, type CommunityChanges } from './community-mutations'
import type { Community } from './community-types'
import { communityKeys } from './keys'
import { t } from '@/lib/i18n'

/** Saves a community's settings, uploading a new cover or icon first (with progress, as creation does). */
export function useUpdateCommunity(communityId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ cover, icon, onProgress, ...fields }: CommunityChanges): Promise<Community> => {
      const images = await uploadCommunityImages(cover, icon, onProgress)
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('communities')
        .update({
          ...fields,
          ...(images.cover ? { cover_url: images.cover } : {}),
          ...(images.icon ? { icon_url: images.icon } : {}),
        })
        .eq('id', communityId)
        .select()
        .single()
      if (error) throw toAppError(error)
      return data
    },
    onSuccess: async () => {
      void notify(t('Community settings saved'), 'success')
      await qc.invalidateQueries({ queryKey: communityKeys.all })
    },
    // The settings form shows the error inline.
    meta: { errorToast: false },
  })
}

/**
 * The owner deletes the community, with its posts, members and invitations. `onDeleted` runs before the
 * caches refresh: refreshing unmounts the screen (its community is gone), and a callback given to
 * `mutate` would then never run.
 */
export function useDeleteCommunity(onDeleted?: () => void) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (communityId: string) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.from('communities').delete().eq('id', communityId).select('id')
      if (error) throw toAppError(error)
      if (!data.length) throw new Error(t('Only the owner can delete the community.'))
    },
    onSuccess: async () => {
      onDeleted?.()
      void notify(t('Community deleted'), 'success')
      await qc.invalidateQueries({ queryKey: communityKeys.all })
    },
    meta: { errorToast: t('The community was not deleted') },
  })
}
