import { Pin, PinOff, ShieldX } from 'lucide-react'
import { useState } from 'react'
import { CancelAndConfirm } from '@/components/shared/cancel-and-confirm'
import { LabelledTextarea } from '@/components/shared/labelled-textarea'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { usePinPost, useRemovePost } from '@/data/communities/community-mutations'
import { t } from '@/lib/i18n'

/** Above a community post: "Pinned", and for moderators pin/unpin and remove with a reason. */
export function ModerationBar({
  communityId,
  post,
  isModerator,
}: {
  communityId: string
  post: { id: string; pinned_at?: string | null; removed_at?: string | null }
  isModerator: boolean
}) {
  const pin = usePinPost(communityId)
  const remove = useRemovePost(communityId)
  const [removing, setRemoving] = useState(false)
  const [reason, setReason] = useState('')
  if (!isModerator && !post.pinned_at) return null
  return (
    <div className="mb-2 flex flex-wrap items-center gap-1 border-b border-border pb-2 text-sm">
      {post.pinned_at && (
        <span className="inline-flex items-center gap-1 font-medium text-primary">
          <Pin className="size-4" aria-hidden="true" /> {t('Pinned')}
        </span>
      )}
      {isModerator && !post.removed_at && (
        <div className="ml-auto flex gap-1">
          <Button
            size="sm"
            variant="ghost"
            isLoading={pin.isPending}
            onClick={() => pin.mutate({ postId: post.id, pinned: !post.pinned_at })}
          >
            {post.pinned_at ? (
              <PinOff className="size-4" aria-hidden="true" />
            ) : (
              <Pin className="size-4" aria-hidden="true" />
            )}
            {post.pinned_at ? t('Unpin') : t('Pin')}
          </Button>
          <Button size="sm" variant="ghost" className="text-danger" onClick={() => setRemoving(true)}>
            <ShieldX className="size-4" aria-hidden="true" /> {t('Remove')}
          </Button>
        </div>
      )}
      <Dialog
        open={removing}
        onOpenChange={setRemoving}
        title={t('Remove this post?')}
        description={t('The author is told, with your reason. Only they and the moderators will still see it.')}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault()
            if (!reason.trim()) return
            remove.mutate({ postId: post.id, reason }, { onSuccess: () => setRemoving(false) })
          }}
        >
          <LabelledTextarea
            label={t('Reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            maxLength={500}
            required
            className="mt-1"
            placeholder={t('For example: off topic for this community (rule 2)')}
          />
          <CancelAndConfirm onCancel={() => setRemoving(false)} className="mt-3">
            <Button type="submit" variant="danger" disabled={!reason.trim()} isLoading={remove.isPending}>
              {t('Remove post')}
            </Button>
          </CancelAndConfirm>
        </form>
      </Dialog>
    </div>
  )
}
