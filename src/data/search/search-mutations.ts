import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { postKeys } from '@/data/posts/keys'
import { instantToggle } from '@/lib/instant-toggle'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import { searchKeys } from './keys'

/** Follow or unfollow a hashtag at once (see `instantToggle`). */
export function useToggleHashtagFollow(userId: string) {
  const qc = useQueryClient()
  return useCallback(
    (tag: string, currentlyFollowing: boolean) => {
      const key = searchKeys.followedTags(userId)
      instantToggle({
        key: `hashtag:${tag}`,
        shown: currentlyFollowing,
        show: (following) =>
          qc.setQueryData<string[]>(key, (tags = []) =>
            following ? [tag, ...tags.filter((t) => t !== tag)] : tags.filter((t) => t !== tag),
          ),
        read: () => qc.getQueryData<string[]>(key)?.includes(tag) ?? !currentlyFollowing,
        send: async (following) => {
          const supabase = await getSupabase()
          const { error } = following
            ? await supabase.from('hashtag_follows').insert({ tag })
            : await supabase.from('hashtag_follows').delete().eq('tag', tag)
          return error
        },
        onFailed: (following, error) =>
          void notify(
            following ? t('Could not follow #{tag}', { tag }) : t('Could not unfollow #{tag}', { tag }),
            'error',
            errorMessage(error),
          ),
        onSaved: async () => {
          await qc.invalidateQueries({ queryKey: postKeys.feed('home') })
        },
      })
    },
    [qc, userId],
  )
}
