import { useState } from 'react'
import { CancelAndConfirm } from '@/components/shared/cancel-and-confirm'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Textarea } from '@/components/ui/textarea'
import { useDeletePost, useReportPost, useRepost } from '@/data/posts/post-mutations'
import { REPORT_REASONS, type FeedPost, type ReportReason } from '@/data/posts/post-types'
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
  if (kind === 'report')
    return <ReportDialog post={post} userId={userId} onOpenChange={onOpenChange} onClose={onClose} />
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

function ReportDialog({ post, userId, onOpenChange, onClose }: Props) {
  const report = useReportPost(userId)
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [details, setDetails] = useState('')
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('Report this post')}
      description={t('Tell us what is wrong with {name}’s post. They will not know who reported it.', {
        name: post.author.name,
      })}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (reason) report.mutate({ postId: post.id, reason, details }, { onSuccess: onClose })
        }}
        className="space-y-3"
      >
        <fieldset className="space-y-1">
          <legend className="mb-1 text-sm font-medium">{t('Reason')}</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r.value} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-background">
              <input
                type="radio"
                name="reason"
                value={r.value}
                checked={reason === r.value}
                onChange={() => setReason(r.value)}
              />
              {t(r.label)}
            </label>
          ))}
        </fieldset>
        <label className="block space-y-1">
          <span className="text-sm font-medium">{t('Details (optional)')}</span>
          <Textarea value={details} onChange={(e) => setDetails(e.target.value)} maxLength={1000} rows={3} />
        </label>
        <CancelAndConfirm onCancel={onClose}>
          <Button type="submit" disabled={!reason} isLoading={report.isPending}>
            {t('Send report')}
          </Button>
        </CancelAndConfirm>
      </form>
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
