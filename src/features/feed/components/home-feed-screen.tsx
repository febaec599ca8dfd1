import { useQuery } from '@tanstack/react-query'
import { Newspaper, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { RoundIconButton } from '@/components/shared/round-icon-button'
import { buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { postQueryOptions } from '@/data/posts/feed-query'
import type { FeedSource } from '@/data/posts/keys'
import type { AppUser } from '@/data/auth/auth-context'
import { cn } from '@/lib/cn'
import { errorMessage } from '@/lib/errors'
import { msg, t } from '@/lib/i18n'
import { ComposerLauncher } from './composer-launcher'
import { HomeColumns } from './home-columns'
import { PostCard } from './post-card'
import { PostList } from './post-list'

const TABS: Array<{ source: Extract<FeedSource, 'home' | 'following'>; label: string }> = [
  { source: 'home', label: msg('For you') },
  { source: 'following', label: msg('Following') },
]

/**
 * /home: the composer, one opened post (?post=), and the feed, with the side columns of `HomeColumns`.
 * `?create=post&t=` focuses the composer. `suggestions` (people to follow) shows under an empty feed.
 */
export function HomeFeedScreen({ user, suggestions }: { user: AppUser; suggestions: ReactNode }) {
  const [params, setParams] = useSearchParams()
  const source = params.get('feed') === 'following' ? 'following' : 'home'
  const openPost = params.get('post')
  const createKey = params.get('create') === 'post' ? (params.get('t') ?? 'open') : null
  const me = { id: user.id, name: user.name, profile_photo_url: user.avatar_url }

  const top = (
    <>
      <h1 className="sr-only">{t('Home')}</h1>
      <ComposerLauncher me={me} autoFocusKey={createKey} />
      {openPost && (
        <OpenedPost
          id={openPost}
          userId={user.id}
          onClose={() =>
            setParams((p) => {
              p.delete('post')
              return p
            })
          }
        />
      )}
    </>
  )
  const feed = (
    <div className="space-y-4">
      <div role="tablist" aria-label={t('Feed')} className="flex gap-1 rounded-lg border border-border bg-surface p-1">
        {TABS.map((tab) => (
          <button
            key={tab.source}
            role="tab"
            type="button"
            aria-selected={source === tab.source}
            onClick={() =>
              setParams((p) => {
                if (tab.source === 'home') p.delete('feed')
                else p.set('feed', tab.source)
                return p
              })
            }
            className={cn(
              'min-h-11 flex-1 rounded-md text-sm font-medium',
              source === tab.source ? 'bg-primary-soft text-primary' : 'text-muted hover:bg-background',
            )}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={source === 'home' ? t('For you') : t('Following')}>
        <PostList
          key={source}
          source={source}
          userId={user.id}
          empty={
            <Card>
              <EmptyState
                icon={Newspaper}
                title={source === 'home' ? t('Your feed is empty') : t('Nothing from your network yet')}
              >
                <p>{t('Follow people and organisations to see their updates here, or share your first post above.')}</p>
                <div className="mt-6">{suggestions}</div>
              </EmptyState>
            </Card>
          }
        />
      </div>
    </div>
  )
  return <HomeColumns userId={user.id} profileType={user.profile_type ?? null} top={top} feed={feed} />
}

function OpenedPost({ id, userId, onClose }: { id: string; userId: string; onClose: () => void }) {
  const { data, isPending, isError, error } = useQuery(postQueryOptions(id, userId))
  return (
    <section aria-label={t('Opened post')} className="space-y-2 rounded-[var(--radius-card)] bg-primary-soft/60 p-2">
      <div className="flex items-center justify-between px-2">
        <h2 className="text-sm font-semibold text-primary">{t('Post')}</h2>
        <RoundIconButton icon={X} label={t('Close post')} onClick={onClose} className="hover:bg-surface" />
      </div>
      {isPending ? (
        <Skeleton className="h-48" />
      ) : isError ? (
        <Card className="p-4 text-danger">
          {t('This post could not load:')} {errorMessage(error)}
        </Card>
      ) : !data ? (
        <Card className="p-4">
          <p className="font-medium">{t('This post is not available')}</p>
          <p className="mt-1 text-sm text-muted">
            {t('It was deleted, or it is shared only with the author’s associates.')}
          </p>
          <Link
            to={paths.home}
            className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'mt-3')}
            onClick={onClose}
          >
            {t('Back to the feed')}
          </Link>
        </Card>
      ) : (
        <PostCard post={data} userId={userId} startWithComments />
      )}
    </section>
  )
}
