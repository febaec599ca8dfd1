import { Repeat2 } from 'lucide-react'
import { lazy, memo, Suspense, useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { trackView } from '@/data/analytics/track-view'
import { useToggleLike, useUpdatePost } from '@/data/posts/post-mutations'
import { POST_BODY_LIMIT, type FeedPost } from '@/data/posts/post-types'
import { useSeen } from '@/hooks/use-seen'
import { notify } from '@/lib/toast'
import { fromMarkup, toMarkup } from '../composer.utils'
import { Comments } from './comments'
import { MentionTextarea } from './mention-textarea'
import { PostActions } from './post-actions'
import { PostBody } from './post-body'
import type { PostDialogKind } from './post-dialogs'
import { PostHeader } from './post-header'
import { PostMedia } from './post-media'
import { PostMenu } from './post-menu'

const PostDialog = lazy(() => import('./post-dialogs'))

/** One post in a feed: author, text, images, repost, actions, comments; edit, delete and report. */
export const PostCard = memo(function PostCard({
  post,
  userId,
  startWithComments = false,
}: {
  post: FeedPost
  userId: string
  startWithComments?: boolean
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
      <article ref={seen} aria-label={`Post by ${post.author.name}`}>
        {isPlainRepost && (
          <p className="mb-2 flex items-center gap-1.5 text-sm text-muted">
            <Repeat2 className="size-4" aria-hidden="true" />
            <Link to={paths.profile(post.author.id)} className="font-medium hover:underline">
              {post.author.name}
            </Link>
            reposted
          </p>
        )}
        <PostHeader
          author={isPlainRepost && post.original ? post.original.author : post.author}
          createdAt={isPlainRepost && post.original ? post.original.created_at : post.created_at}
          editedAt={post.edited_at}
          visibility={post.visibility}
          menu={
            <PostMenu
              isOwn={isOwn}
              onEdit={() => setEditing(true)}
              onDelete={() => setDialog('delete')}
              onReport={() => setDialog('report')}
              onCopyLink={() => {
                void navigator.clipboard
                  ?.writeText(new URL(paths.post(post.id), window.location.origin).toString())
                  .then(() => notify('Link copied', 'success'))
                  .catch(() => notify('Could not copy the link', 'error'))
              }}
            />
          }
        />
        {editing ? (
          <EditPost post={post} onDone={() => setEditing(false)} />
        ) : (
          <>
            <PostBody body={post.body} />
            <PostMedia media={post.media} authorName={post.author.name} />
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
        {commentsOpen && <Comments postId={post.id} postAuthorId={post.author_id} userId={userId} />}
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
        This post is no longer available.
      </p>
    )
  }
  if (plain) {
    return (
      <>
        <PostBody body={original.body} />
        <PostMedia media={original.media} authorName={original.author.name} />
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
      <PostMedia media={original.media} authorName={original.author.name} />
    </div>
  )
}

function EditPost({ post, onDone }: { post: FeedPost; onDone: () => void }) {
  const [start] = useState(() => fromMarkup(post.body))
  const [text, setText] = useState(start.text)
  const [mentions, setMentions] = useState(start.picked)
  const [visibility, setVisibility] = useState(post.visibility)
  const update = useUpdatePost()
  const empty = !text.trim() && post.media.length === 0 && !post.repost_of
  const over = text.length > POST_BODY_LIMIT
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(e) => {
        e.preventDefault()
        if (empty || over) return
        update.mutate({ id: post.id, body: toMarkup(text.trim(), mentions), visibility }, { onSuccess: onDone })
      }}
    >
      <MentionTextarea
        value={text}
        onChange={setText}
        onMention={(name, id) => setMentions((m) => new Map(m).set(name, id))}
        aria-label="Edit your post"
        rows={4}
        autoFocus
        aria-invalid={empty || over ? true : undefined}
        onKeyDown={(e) => e.key === 'Escape' && onDone()}
      />
      {(empty || over) && (
        <p role="alert" className="text-sm text-danger">
          {over
            ? `Posts can be up to ${POST_BODY_LIMIT.toLocaleString()} characters`
            : 'Write something or add an image'}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label className="text-sm">
          <span className="sr-only">Who can see this post</span>
          <select
            value={visibility}
            onChange={(e) => setVisibility(e.target.value)}
            className="min-h-11 rounded-lg border border-border bg-surface px-2"
          >
            <option value="public">Anyone</option>
            <option value="associates">Associates only</option>
          </select>
        </label>
        <span className="ml-auto" />
        <Button variant="secondary" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isLoading={update.isPending} disabled={empty || over}>
          Save
        </Button>
      </div>
    </form>
  )
}
