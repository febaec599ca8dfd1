import { Users } from 'lucide-react'
import { PersonAvatar } from '@/components/shared/person-row'
import { Avatar } from '@/components/ui/avatar'
import type { Conversation } from '@/data/messages/message-types'
import { cn } from '@/lib/cn'
import { mediaUrl } from '@/lib/media-url'
import { othersOf } from '../messages.utils'
import { t } from '@/lib/i18n'

/** The other member's photo for a direct conversation, the group's photo or a group icon; an online dot. */
export function ConversationAvatar({
  conversation,
  me,
  online = false,
  className,
}: {
  conversation: Conversation
  me: string
  online?: boolean
  className?: string
}) {
  const other = othersOf(conversation, me)[0]
  return (
    <span className="relative inline-flex shrink-0">
      {conversation.kind === 'direct' && other ? (
        <PersonAvatar person={other} className={className} />
      ) : conversation.photo_url ? (
        <Avatar
          name={conversation.title ?? t('Group')}
          src={mediaUrl('avatars', conversation.photo_url, 160)}
          className={className}
        />
      ) : (
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary',
            className,
          )}
        >
          <Users className="size-5" />
        </span>
      )}
      {online && (
        <span
          className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-surface bg-success"
          aria-label={t('Online')}
          role="img"
        />
      )}
    </span>
  )
}
