import { useQuery } from '@tanstack/react-query'
import { FileText, Flag, Pencil, Reply, Trash2 } from 'lucide-react'
import { attachmentUrlQueryOptions } from '@/data/messages/attachments'
import type { Attachment, Message } from '@/data/messages/message-types'
import { cn } from '@/lib/cn'
import { formatBytes, timeOfDay } from '../messages.utils'
import { t } from '@/lib/i18n'

function AttachmentView({ attachment, mine }: { attachment: Attachment; mine: boolean }) {
  const { data: url, isError } = useQuery(attachmentUrlQueryOptions(attachment.path))
  if (attachment.type.startsWith('image/')) {
    return url ? (
      <a href={url} target="_blank" rel="noreferrer" className="block">
        <img src={url} alt={attachment.name} className="max-h-64 max-w-full rounded-lg object-contain" loading="lazy" />
      </a>
    ) : (
      <span className="flex h-32 w-48 items-center justify-center rounded-lg bg-border/50 text-xs text-muted">
        {isError ? t('Image unavailable') : t('Loading image…')}
      </span>
    )
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      aria-disabled={!url}
      className={cn(
        'flex items-center gap-2 rounded-lg px-3 py-2 text-sm',
        mine ? 'bg-white/15' : 'bg-surface',
        !url && 'pointer-events-none opacity-70',
      )}
    >
      <FileText className="size-5 shrink-0" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block truncate font-medium">{attachment.name}</span>
        <span className="text-xs opacity-80">{t('PDF · {size}', { size: formatBytes(attachment.size) })}</span>
      </span>
    </a>
  )
}

/** One message: its quoted reply, text, files, time and (edited); reply, edit and delete (or report another's). */
export function MessageBubble({
  message,
  mine,
  quoted,
  onReply,
  onEdit,
  onDelete,
  onReport,
}: {
  message: Message
  mine: boolean
  quoted?: { name: string; excerpt: string } | null
  /** Absent where no answer can be written (an unanswered message request). */
  onReply?: () => void
  onEdit: () => void
  onDelete: () => void
  onReport: () => void
}) {
  const deleted = !!message.deleted_at
  const action =
    'inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-border/50 hover:text-foreground'
  return (
    <div
      className={cn('group flex items-center gap-1', mine ? 'flex-row-reverse' : 'flex-row')}
      data-message-id={message.id}
    >
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-3 py-2 break-words whitespace-pre-wrap sm:max-w-[70%]',
          deleted
            ? 'border border-dashed border-border bg-transparent text-muted italic'
            : mine
              ? 'bg-primary text-primary-foreground'
              : 'bg-background text-foreground',
          message.pending && 'opacity-70',
        )}
      >
        {quoted && !deleted && (
          <p
            className={cn(
              'mb-1 border-l-2 pl-2 text-xs',
              mine ? 'border-white/60 text-primary-foreground/85' : 'border-primary text-muted',
            )}
          >
            <span className="font-medium">{quoted.name}</span>
            <span className="line-clamp-2">{quoted.excerpt}</span>
          </p>
        )}
        {deleted ? (
          t('Message deleted')
        ) : (
          <>
            {message.attachments.length > 0 && (
              <div className="mb-1 space-y-1">
                {message.attachments.map((a) => (
                  <AttachmentView key={a.path} attachment={a} mine={mine} />
                ))}
              </div>
            )}
            {message.body}
          </>
        )}
        <span className={cn('mt-0.5 block text-right text-[11px]', mine && !deleted ? 'opacity-80' : 'text-muted')}>
          {message.pending ? t('Sending…') : timeOfDay(message.created_at)}
          {message.edited_at && !deleted && ` · ${t('edited')}`}
        </span>
      </div>
      {!deleted && !message.pending && (onReply || mine) && (
        <div className="flex opacity-100 transition-opacity sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
          {onReply && (
            <button type="button" className={action} aria-label={t('Reply')} onClick={onReply}>
              <Reply className="size-4" aria-hidden="true" />
            </button>
          )}
          {mine && message.body && (
            <button type="button" className={action} aria-label={t('Edit message')} onClick={onEdit}>
              <Pencil className="size-4" aria-hidden="true" />
            </button>
          )}
          {mine ? (
            <button type="button" className={action} aria-label={t('Delete message')} onClick={onDelete}>
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          ) : (
            <button type="button" className={action} aria-label={t('Report message')} onClick={onReport}>
              <Flag className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
      )}
    </div>
  )
}
