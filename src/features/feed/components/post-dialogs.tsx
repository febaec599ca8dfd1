import { useState } from 'react'
import { CancelAndConfirm } from '@/components/shared/cancel-and-confirm'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Textarea } from '@/components/ui/textarea'
import { ReportDialog } from '@/components/shared/report-dialog'
import { useDeletePost, useRepost } from '@/data/posts/post-mutations'
import type { FeedPost } from '@/data/posts/post-types'
import { t } from '@/lib/i18n'

export type PostDialogKind = 'delete' | 'report' | 'repost'

/** The dialogs a post opens (loaded with Radix on first use). */
export default function PostDialog({
  kind,
  post,
  userId,
  onClose,
}: {
  kind: PostDialogKind
  post: FeedPost
  userId: string
  onClose: () => void
}) {
  const onOpenChange = (open: boolean) => !open && onClose()
  if (kind === 'delete')
    return <DeleteDialog post={post} userId={userId} onOpenChange={onOpenChange} onClose={onClose} />
  if (kind === 'report') return <ReportDialog kind="post" targetId={post.id} memberId={userId} onClose={onClose} />
  return <RepostDialog post={post} userId={userId} onOpenChange={onOpenChange} onClose={onClose} />
}

interface Props {
  post: FeedPost
  userId: string
  onOpenChange: (open: boolean) => void
  onClose: () => void
}

function DeleteDialog({ post, userId, onOpenChange, onClose }: Props) {
  const remove = useDeletePost(userId)
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('Delete this post?')}
      description={t('It disappears from every feed, with its likes and comments. This cannot be undone.')}
    >
      <CancelAndConfirm onCancel={onClose}>
        <Button
          variant="danger"
          isLoading={remove.isPending}
          onClick={() => remove.mutate(post.id, { onSuccess: onClose })}
        >
          {t('Delete')}
        </Button>
      </CancelAndConfirm>
    </Dialog>
  )
}

function RepostDialog({ post, userId, onOpenChange, onClose }: Props) {
  const repost = useRepost(userId)
  const [body, setBody] = useState('')
  const target = post.original ?? post
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('Repost')}
      description={t('Share {name}’s post with your followers, with your own words if you like.', {
        name: target.author.name,
      })}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          repost.mutate({ postId: target.id, body: body.trim() }, { onSuccess: onClose })
        }}
        className="space-y-3"
      >
        <Textarea
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={3000}
          rows={3}
          placeholder={t('Add a thought (optional)')}
          aria-label={t('Your thoughts')}
        />
        <blockquote className="line-clamp-3 rounded-lg border border-border p-3 text-sm text-muted">
          {target.body || t('Image post')}
        </blockquote>
        <CancelAndConfirm onCancel={onClose}>
          <Button type="submit" isLoading={repost.isPending}>
            {t('Repost')}
          </Button>
        </CancelAndConfirm>
      </form>
    </Dialog>
  )
}
