import { useQuery } from '@tanstack/react-query'
import { PenSquare } from 'lucide-react'
import { Link } from 'react-router-dom'
import { LoadError } from '@/components/shared/load-error'
import { EmptyState } from '@/components/shared/empty-state'
import { PageHeader } from '@/components/shared/page-header'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { authoredPostsQueryOptions } from '@/data/posts/feed-query'
import { compactCount } from '@/lib/relative-time'
import { t } from '@/lib/i18n'
import { AuthorTable } from './author-table'
import { totals } from './author.utils'

/** /author: how each of the member's (`userId`) posts is doing. */
export function AuthorScreen({ userId }: { userId: string }) {
  const { data, isPending, isError, error, refetch } = useQuery(authoredPostsQueryOptions(userId))
  const sum = totals(data ?? [])
  return (
    <>
      <PageHeader title={t('Author Dashboard')} description={t('Views, likes, comments and reposts of your posts.')} />
      {isPending ? (
        <Skeleton className="h-80" />
      ) : isError ? (
        <LoadError what={t('Your posts')} error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Card>
          <EmptyState
            icon={PenSquare}
            title={t('No posts yet')}
            actions={
              <Link to={paths.createPost(Date.now())} className={buttonVariants()}>
                {t('Write your first post')}
              </Link>
            }
          >
            {t('Views, likes, comments and reposts of your posts appear here.')}
          </EmptyState>
        </Card>
      ) : (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              [t('{count, plural, one {Post} other {Posts}}', { count: data.length }), data.length],
              [t('Views'), sum.views],
              [t('Likes'), sum.likes],
              [t('Comments'), sum.comments],
            ].map(([label, value]) => (
              <Card key={label} className="p-4">
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums">{compactCount(Number(value))}</dd>
              </Card>
            ))}
          </dl>
          <Card className="p-2 sm:p-4">
            <AuthorTable posts={data} />
          </Card>
        </div>
      )}
    </>
  )
}
