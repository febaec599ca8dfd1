import { Hash } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { Card } from '@/components/ui/card'
import { useMember } from '@/data/auth/auth-context'
import { PostList } from '@/features/feed/components/post-list'
import { HashtagHeader } from '@/features/search/hashtag-header'
import { SearchScreen } from '@/features/search/search-screen'
import { usePageTitle } from '@/hooks/use-page-title'
import { t } from '@/lib/i18n'

/** /search: everything by words (?q=, ?tab=, filters), or a hashtag's page (?tag=). */
export default function SearchPage() {
  const user = useMember()
  const [params] = useSearchParams()
  const q = params.get('q')?.trim() ?? ''
  const tag = params.get('tag')?.trim().toLowerCase().replace(/^#/, '') ?? ''
  usePageTitle(tag ? `#${tag}` : q ? t('{q} · Search', { q }) : t('Search'))

  if (!tag) return <SearchScreen userId={user.id} />
  return (
    <>
      <HashtagHeader tag={tag} userId={user.id} />
      <PostList
        key={`tag:${tag}`}
        source={`tag:${tag}`}
        userId={user.id}
        empty={
          <Card>
            <EmptyState icon={Hash} title={t('No posts with #{tag} yet', { tag })}>
              {t('Use it in a post to start the topic.')}
            </EmptyState>
          </Card>
        }
      />
    </>
  )
}
