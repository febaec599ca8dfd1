import { Ban, Check, EyeOff, X } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useBlockMember } from '@/data/messages/message-mutations'
import type { Conversation, ConversationMember } from '@/data/messages/message-types'
import { useRespondToRequest } from '@/data/messages/request-queries'
import { t } from '@/lib/i18n'

/**
 * In place of the composer while the caller has not answered a message request: accept (the conversation
 * joins the inbox and they can reply), decline (it disappears; the sender is not told) or block the sender.
 */
export function RequestBar({
  conversation,
  me,
  from,
}: {
  conversation: Conversation
  me: string
  /** Who wrote (a direct conversation's other member, a group's owner). */
  from: ConversationMember | undefined
}) {
  const navigate = useNavigate()
  const respond = useRespondToRequest(me)
  const block = useBlockMember(me)
  const name = from?.name ?? t('Someone')
  // Promises rather than per-call callbacks: the thread may re-render away before those would run.
  const decline = () =>
    respond
      .mutateAsync({ conversationId: conversation.id, accept: false })
      .then(() => navigate(paths.messageRequests))
      .catch(() => {})
  const busy = respond.isPending || block.isPending

  return (
    <div className="space-y-3 border-t border-border p-3" role="region" aria-label={t('Message request')}>
      <div className="text-sm">
        <p className="font-medium">
          {conversation.kind === 'group'
            ? t('{name} added you to this group', { name })
            : t('{name} wants to message you', { name })}
        </p>
        <p className="mt-1 flex items-start gap-1.5 text-muted">
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t(
            'You are not connected. They won’t know you have read this unless you accept; declining is not announced.',
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          isLoading={respond.isPending && respond.variables?.accept}
          onClick={() => respond.mutate({ conversationId: conversation.id, accept: true })}
        >
          <Check className="size-4" aria-hidden="true" /> {t('Accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          isLoading={respond.isPending && !respond.variables?.accept}
          onClick={decline}
        >
          <X className="size-4" aria-hidden="true" /> {t('Decline')}
        </Button>
        {from && (
          <Button
            size="sm"
            variant="ghost"
            className="text-danger"
            disabled={busy}
            isLoading={block.isPending}
            onClick={() => {
              if (
                !window.confirm(t('Block {name}? They will not be able to message you or see your profile.', { name }))
              )
                return
              block
                .mutateAsync({ memberId: from.id, block: true, name })
                .then(decline)
                .catch(() => {})
            }}
          >
            <Ban className="size-4" aria-hidden="true" /> {t('Block {name}', { name })}
          </Button>
        )}
      </div>
    </div>
  )
}
