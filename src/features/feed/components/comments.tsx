import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router-dom'
import { PersonAvatar } from '@/components/shared/person-row'
import { RelativeTime } from '@/components/shared/relative-time'
import { RichText } from '@/components/shared/rich-text'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { commentsQueryOptions, useAddComment, useDeleteComment, useEditComment } from '@/data/posts/comments-query'
import type { PostComment } from '@/data/posts/post-types'
import { CommentForm } from './comment-form'

const ReportDialog = lazy(() => import('@/components/shared/report-dialog').then((m) => ({ default: m.ReportDialog })))
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'

/** Comments of a post, with one level of replies. */
export default function Comments({
  postId,
  postAuthorId,
  userId,
}: {
  postId: string
  postAuthorId: string
  userId: string
}) {
  const { data, isPending, isError, error, refetch } = useQuery(commentsQueryOptions(postId))
  const add = useAddComment(postId, userId)
  const [replyTo, setReplyTo] = useState<string | null>(null)

  const top = data?.filter((c) => !c.parent_id) ?? []
  const replies = (id: string) => data?.filter((c) => c.parent_id === id) ?? []

  return (
    <section aria-label={t('Comments')} className="mt-3 space-y-3 border-t border-border pt-3">
      <CommentForm
        label={t('Add a comment…')}
        submitLabel="Comment"
        isPending={add.isPending && !replyTo}
        autoFocus
        onSubmit={(body, reset) => add.mutate({ body, parentId: null }, { onSuccess: reset })}
      />
      {isPending ? (
        <div className="space-y-2" aria-label={t('Loading comments')}>
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('Comments could not load:')} {errorMessage(error)}{' '}
          <Button variant="link" onClick={() => void refetch()}>
            {t('Try again')}
          </Button>
        </p>
      ) : top.length === 0 ? (
        <p className="text-sm text-muted">{t('No comments yet. Start the conversation.')}</p>
      ) : (
        <ul className="space-y-3">
          {top.map((c) => (
            <li key={c.id}>
              <CommentItem comment={c} userId={userId} postAuthorId={postAuthorId} onReply={() => setReplyTo(c.id)} />
              {(replies(c.id).length > 0 || replyTo === c.id) && (
                <ul className="mt-2 ml-10 space-y-2 border-l-2 border-border pl-3">
                  {replies(c.id).map((r) => (
                    <li key={r.id}>
                      <CommentItem
                        comment={r}
                        userId={userId}
                        postAuthorId={postAuthorId}
                        onReply={() => setReplyTo(c.id)}
                      />
                    </li>
                  ))}
                  {replyTo === c.id && (
                    <li>
                      <CommentForm
                        label={t('Reply to {name}…', { name: c.author.name })}
                        submitLabel="Reply"
                        isPending={add.isPending}
                        autoFocus
                        onCancel={() => setReplyTo(null)}
                        onSubmit={(body) => add.mutate({ body, parentId: c.id }, { onSuccess: () => setReplyTo(null) })}
                      />
                    </li>
                  )}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function CommentItem({
  comment,
  userId,
  postAuthorId,
  onReply,
}: {
  comment: PostComment
  userId: string
  postAuthorId: string
  onReply: () => void
}) {
  const [editing, setEditing] = useState(false)
  const [reporting, setReporting] = useState(false)
  const edit = useEditComment(comment.post_id)
  const remove = useDeleteComment(comment.post_id)
  const isOwn = comment.author_id === userId
  const canDelete = isOwn || postAuthorId === userId
  return (
    <div className="flex gap-2">
      <Link to={paths.profile(comment.author.id)} tabIndex={-1} aria-hidden="true">
        <PersonAvatar person={comment.author} className="size-8" />
      </Link>
      <div className="min-w-0 flex-1">
        {editing ? (
          <CommentForm
            initial={comment.body}
            label={t('Edit your comment')}
            submitLabel="Save"
            isPending={edit.isPending}
            autoFocus
            onCancel={() => setEditing(false)}
            onSubmit={(body) => edit.mutate({ id: comment.id, body }, { onSuccess: () => setEditing(false) })}
          />
        ) : (
          <div className="rounded-lg bg-background px-3 py-2">
            <Link to={paths.profile(comment.author.id)} className="text-sm font-semibold hover:underline">
              {comment.author.name}
            </Link>
            <RichText body={comment.body} className="text-sm whitespace-pre-line break-words" />
          </div>
        )}
        <div className="mt-0.5 flex items-center gap-1 text-xs text-muted">
          <RelativeTime iso={comment.created_at} className="px-1" />
          {comment.edited_at && <span>· {t('Edited')}</span>}
          <CommentAction onClick={onReply}>{t('Reply')}</CommentAction>
          {isOwn && !editing && <CommentAction onClick={() => setEditing(true)}>{t('Edit')}</CommentAction>}
          {canDelete && (
            <CommentAction onClick={() => remove.mutate(comment.id)} disabled={remove.isPending}>
              {t('Delete')}
            </CommentAction>
          )}
          {!isOwn && <CommentAction onClick={() => setReporting(true)}>{t('Report')}</CommentAction>}
        </div>
        {reporting && (
          <Suspense fallback={null}>
            <ReportDialog kind="comment" targetId={comment.id} memberId={userId} onClose={() => setReporting(false)} />
          </Suspense>
        )}
      </div>
    </div>
  )
}

function CommentAction(props: { onClick: () => void; disabled?: boolean; children: string }) {
  return (
    <button
      type="button"
      className="min-h-8 rounded px-1.5 font-medium hover:bg-background hover:text-foreground disabled:opacity-50"
      {...props}
    />
  )
}
