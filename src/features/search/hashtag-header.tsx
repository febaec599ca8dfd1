import { useQuery } from '@tanstack/react-query'
import { Check, Plus } from 'lucide-react'
import { PageHeader } from '@/components/shared/page-header'
import { Button } from '@/components/ui/button'
import { useToggleHashtagFollow } from '@/data/search/search-mutations'
import { followedHashtagsQueryOptions } from '@/data/search/search-queries'
import { t } from '@/lib/i18n'
import { SearchBox } from './search-box'

/** A hashtag's page header: its name, a follow button, and the search field to go elsewhere. */
export function HashtagHeader({ tag, userId }: { tag: string; userId: string }) {
  const followed = useQuery(followedHashtagsQueryOptions(userId))
  const toggle = useToggleHashtagFollow(userId)
  const following = followed.data?.includes(tag) ?? false
  return (
    <>
      <div role="search" className="mb-4">
        <SearchBox key={tag} initialValue={`#${tag}`} inputId="search-input" />
      </div>
      <PageHeader
        title={`#${tag}`}
        description={
          following
            ? t('You follow this hashtag: its posts are in your For you feed. Newest first.')
            : t('Posts with this hashtag, newest first. Follow it to keep up in your For you feed.')
        }
        actions={
          <Button
            variant={following ? 'secondary' : 'primary'}
            aria-pressed={following}
            disabled={followed.isPending}
            onClick={() => toggle(tag, following)}
          >
            {following ? (
              <Check className="size-4" aria-hidden="true" />
            ) : (
              <Plus className="size-4" aria-hidden="true" />
            )}
            {following ? t('Following') : t('Follow')}
          </Button>
        }
      />
    </>
  )
}
