import { Repeat2, ShieldAlert, UsersRound } from 'lucide-react'
import { lazy, memo, Suspense, useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { trackView } from '@/data/analytics/track-view'
import { useToggleLike } from '@/data/posts/post-mutations'
import type { FeedPost } from '@/data/posts/post-types'
import { useSeen } from '@/hooks/use-seen'
import { notify } from '@/lib/toast'
import { PostActions } from './post-actions'
import { PostBody } from './post-body'
import type { PostDialogKind } from './post-dialogs'
import { PostHeader } from './post-header'
import { PostMedia } from './post-media'
import { PostMenu } from './post-menu'
import { t } from '@/lib/i18n'

const PostDialog = lazy(() => import('./post-dialogs'))
// Comments and the edit form load when first opened: most posts in a feed are only read.
const Comments = lazy(() => import('./comments'))
const EditPost = lazy(() => import('./edit-post'))

/** One post in a feed: author, text, images, repost, actions, comments; edit, delete and report. */
export const PostCard = memo(function PostCard({
  post,
  userId,
  startWithComments = false,
  extra,
}: {
  post: FeedPost
  userId: string
  startWithComments?: boolean
  /** A bar above the post (a community's pin and moderation controls). */
  extra?: ReactNode
}) {
  const [commentsOpen, setCommentsOpen] = useState(startWithComments)
  const [editing, setEditing] = useState(false)
  const [dialog, setDialog] = useState<PostDialogKind | null>(null)
  const toggleLike = useToggleLike(userId)
  const seen = useSeen<HTMLElement>(() => trackView('post', post.id))
  const isOwn = post.author_id === userId
  const isPlainRepost = !!post.repost_of && !post.body

  return (
    <Card className="p-4">
      <article ref={seen} aria-label={t('Post by {name}', { name: post.author.name })}>
        {extra}
        {post.community && (
          <p className="mb-2 flex items-center gap-1.5 text-sm text-muted">
            <UsersRound className="size-4" aria-hidden="true" />
            {t('in')}
            <Link
              to={paths.communityDetail(post.community.slug)}
              className="font-medium text-foreground hover:underline"
            >
              {post.community.name}
            </Link>
          </p>
        )}
        {post.removed_at && (
          <p role="note" className="mb-2 flex items-start gap-1.5 rounded-lg bg-danger/10 p-2 text-sm text-danger">
            <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {post.removed_reason
                ? t('Removed by a moderator: {reason}. Only you and the moderators see it.', {
                    reason: post.removed_reason,
                  })
                : t('Removed by a moderator. Only you and the moderators see it.')}
            </span>
          </p>
        )}
        {isPlainRepost && (
          <p className="mb-2 flex items-center gap-1.5 text-sm text-muted">
            <Repeat2 className="size-4" aria-hidden="true" />
            <Link to={paths.profile(post.author.id)} className="font-medium hover:underline">
              {post.author.name}
            </Link>
            {t('reposted')}
          </p>
        )}
        <PostHeader
          author={isPlainRepost && post.original ? post.original.author : post.author}
          createdAt={isPlainRepost && post.original ? post.original.created_at : post.created_at}
          editedAt={post.edited_at}
          visibility={post.visibility}
          menu={
            <PostMenu
              postId={post.id}
              userId={userId}
              isOwn={isOwn}
              onEdit={() => setEditing(true)}
              onDelete={() => setDialog('delete')}
              onReport={() => setDialog('report')}
              onCopyLink={() => {
                void navigator.clipboard
                  ?.writeText(new URL(paths.post(post.id), window.location.origin).toString())
                  .then(() => notify(t('Link copied'), 'success'))
                  .catch(() => notify(t('Could not copy the link'), 'error'))
              }}
            />
          }
        />
        {editing ? (
          <Suspense fallback={<PostBody body={post.body} />}>
            <EditPost post={post} onDone={() => setEditing(false)} />
          </Suspense>
        ) : (
          <>
            <PostBody body={post.body} />
            <PostMedia media={post.media} alts={post.media_alt} authorName={post.author.name} />
          </>
        )}
        {post.repost_of && <Original post={post} plain={isPlainRepost} />}
        <PostActions
          liked={post.my_like.length > 0}
          likes={post.like_count}
          comments={post.comment_count}
          reposts={(post.original ?? post).repost_count}
          views={post.view_count}
          commentsOpen={commentsOpen}
          onLike={() => toggleLike(post.id)}
          onComments={() => setCommentsOpen((o) => !o)}
          onRepost={isOwn || (post.original ?? post).visibility !== 'public' ? undefined : () => setDialog('repost')}
        />
        {commentsOpen && (
          <Suspense
            fallback={<p className="mt-3 border-t border-border pt-3 text-sm text-muted">{t('Loading comments…')}</p>}
          >
            <Comments postId={post.id} postAuthorId={post.author_id} userId={userId} />
          </Suspense>
        )}
      </article>
      {dialog && (
        <Suspense fallback={null}>
          <PostDialog kind={dialog} post={post} userId={userId} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Card>
  )
})

function Original({ post, plain }: { post: FeedPost; plain: boolean }) {
  const original = post.original
  if (!original) {
    return (
      <p className="mt-3 rounded-lg border border-dashed border-border p-3 text-sm text-muted">
        {t('This post is no longer available.')}
      </p>
    )
  }
  if (plain) {
    return (
      <>
        <PostBody body={original.body} />
        <PostMedia media={original.media} alts={original.media_alt} authorName={original.author.name} />
      </>
    )
  }
  return (
    <div className="mt-3 rounded-lg border border-border p-3">
      <PostHeader
        author={original.author}
        createdAt={original.created_at}
        editedAt={original.edited_at}
        visibility={original.visibility}
        compact
      />
      <PostBody body={original.body} />
      <PostMedia media={original.media} alts={original.media_alt} authorName={original.author.name} />
    </div>
  )
}
