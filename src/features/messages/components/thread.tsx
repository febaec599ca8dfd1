import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Ban, MessagesSquare } from 'lucide-react'
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { uploadAttachment } from '@/data/messages/attachments'
import {
  blockedIdsQueryOptions,
  fetchMessages,
  refusalQueryOptions,
  threadQueryOptions,
} from '@/data/messages/conversation-queries'
import { messageKeys } from '@/data/messages/keys'
import { useBlockMember, useChangeMessage, useSendMessage } from '@/data/messages/message-mutations'
import type { Conversation, Message } from '@/data/messages/message-types'
import { useConversationLive } from '@/data/messages/conversation-live'
import { cn } from '@/lib/cn'
import { conversationName, dayLabel, groupMessages, othersOf, seenLabel, typingSentence } from '../messages.utils'
import { Composer } from './composer'
import { ConversationAvatar } from './conversation-avatar'
import { MessageBubble } from './message-bubble'
import { RequestBar } from './request-bar'
import { ThreadMenu } from './thread-menu'
import { t } from '@/lib/i18n'

const ReportDialog = lazy(() => import('@/components/shared/report-dialog').then((m) => ({ default: m.ReportDialog })))

/** One conversation: header with its actions, the messages by day and sender, "Seen", typing, composer. */
export function Thread({
  conversation,
  me,
  onBack,
}: {
  conversation: Conversation
  me: { id: string; name: string }
  onBack: () => void
}) {
  const qc = useQueryClient()
  const thread = useInfiniteQuery(threadQueryOptions(conversation.id))
  const isRequest = conversation.request_status === 'pending'
  const live = useConversationLive(conversation.id, me, { quiet: isRequest })
  const send = useSendMessage(me.id)
  const change = useChangeMessage()
  const block = useBlockMember(me.id)
  const other = conversation.kind === 'direct' ? othersOf(conversation, me.id)[0] : undefined
  const { data: blocked = new Set<string>() } = useQuery(blockedIdsQueryOptions(me.id))
  const { data: refusal } = useQuery({ ...refusalQueryOptions(other?.id ?? '', true), enabled: !!other })
  const [replyTo, setReplyTo] = useState<Message | null>(null)
  const [editing, setEditing] = useState<Message | null>(null)
  const [reporting, setReporting] = useState<string | null>(null)
  const [quotedExtra, setQuotedExtra] = useState<Map<string, Message>>(new Map())

  const messages = useMemo(() => thread.data?.pages.flatMap((p) => p.items) ?? [], [thread.data])
  const byId = useMemo(() => {
    const map = new Map(quotedExtra)
    for (const m of messages) map.set(m.id, m)
    return map
  }, [messages, quotedExtra])
  const days = useMemo(() => groupMessages(messages), [messages])
  const seen = seenLabel(messages, conversation.members, me.id, conversation.kind)
  const nameOf = (id: string) =>
    id === me.id ? t('You') : (conversation.members.find((m) => m.id === id)?.name ?? t('Former member'))
  const excerpt = (m: Message) =>
    m.deleted_at ? t('Message deleted') : m.body || (m.attachments[0] ? m.attachments[0].name : '')

  // Quoted messages from older pages that are not loaded (each asked for once).
  const requested = useRef(new Set<string>())
  useEffect(() => {
    const missing = [
      ...new Set(
        messages
          .map((m) => m.reply_to_id)
          .filter((id): id is string => !!id && !byId.has(id) && !requested.current.has(id)),
      ),
    ]
    if (!missing.length) return
    missing.forEach((id) => requested.current.add(id))
    void fetchMessages(missing).then((found) =>
      setQuotedExtra((map) => new Map([...map, ...found.map((m) => [m.id, m] as const)])),
    )
  }, [messages, byId])

  // Scrolling: stay at the bottom as messages arrive; keep the reading position when older pages load.
  const scroller = useRef<HTMLDivElement>(null)
  const topSentinel = useRef<HTMLDivElement>(null)
  const heightBeforeOlder = useRef<number | null>(null)
  const newestId = messages[0]?.id
  const nearBottom = useRef(true)
  useLayoutEffect(() => {
    const el = scroller.current
    if (!el) return
    if (heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current
      heightBeforeOlder.current = null
    } else if (nearBottom.current || messages[0]?.sender_id === me.id) {
      el.scrollTop = el.scrollHeight
    }
  }, [messages, newestId, me.id, live.typingNames.length])
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread
  useEffect(() => {
    const el = topSentinel.current
    const root = scroller.current
    if (!el || !root || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return
        observer.disconnect()
        heightBeforeOlder.current = root.scrollHeight
        void fetchNextPage()
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, messages.length])

  const title = conversationName(conversation, me.id)
  const otherOnline = conversation.kind === 'direct' ? !!other && live.online.has(other.id) : false
  const onlineCount = othersOf(conversation, me.id).filter((m) => live.online.has(m.id)).length
  const iBlocked = !!other && blocked.has(other.id)
  const typing = typingSentence(live.typingNames)

  return (
    <section aria-label={t('Conversation with {name}', { name: title })} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-border p-2 sm:px-3">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={t('Back to conversations')}
          onClick={onBack}
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Button>
        <ConversationAvatar conversation={conversation} me={me.id} online={otherOnline} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">
            {other ? (
              <Link to={paths.profile(other.id)} className="hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          <p className="truncate text-xs text-muted" aria-live="polite">
            {typing ??
              (conversation.kind === 'group'
                ? onlineCount
                  ? t('{count, plural, one {# member} other {# members}} · {online} online', {
                      count: conversation.members.length,
                      online: onlineCount,
                    })
                  : t('{count, plural, one {# member} other {# members}}', { count: conversation.members.length })
                : otherOnline
                  ? t('Online')
                  : '')}
          </p>
        </div>
        <ThreadMenu conversation={conversation} me={me.id} other={other} isBlocked={iBlocked} />
      </header>

      <div
        ref={scroller}
        onScroll={(e) => {
          const el = e.currentTarget
          nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 120
        }}
        className="min-h-0 flex-1 overflow-y-auto px-2 py-3 sm:px-4"
      >
        {thread.isPending ? (
          <div className="space-y-3" aria-busy="true" aria-label={t('Loading messages')}>
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ml-auto h-10 w-1/2" />
            <Skeleton className="h-16 w-3/5" />
          </div>
        ) : thread.isError ? (
          <LoadError what={t('Messages')} error={thread.error} onRetry={() => void thread.refetch()} />
        ) : messages.length === 0 ? (
          <EmptyState icon={MessagesSquare} title={t('No messages yet')}>
            {t('Say hello to {name}.', { name: title })}
          </EmptyState>
        ) : (
          <>
            <div ref={topSentinel} className="flex justify-center py-2">
              {thread.isFetchingNextPage ? (
                <Spinner className="text-primary" />
              ) : thread.hasNextPage ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    heightBeforeOlder.current = scroller.current?.scrollHeight ?? null
                    void thread.fetchNextPage()
                  }}
                >
                  {t('Load older messages')}
                </Button>
              ) : (
                <p className="text-xs text-muted">{t('This is the beginning of the conversation.')}</p>
              )}
            </div>
            <ol aria-label={t('Messages')} className="space-y-4">
              {days.map((day) => (
                <li key={day.day}>
                  <p className="my-2 text-center text-xs font-medium text-muted">{dayLabel(day.day)}</p>
                  <ol className="space-y-3">
                    {day.runs.map((run) => {
                      const mine = run.senderId === me.id
                      return (
                        <li
                          key={run.messages[0].id}
                          className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}
                        >
                          {!mine && conversation.kind === 'group' && (
                            <span className="px-1 text-xs font-medium text-muted">{nameOf(run.senderId)}</span>
                          )}
                          {run.messages.map((m) => {
                            const quoted = m.reply_to_id ? byId.get(m.reply_to_id) : null
                            return (
                              <div key={m.id} className="w-full">
                                <MessageBubble
                                  message={m}
                                  mine={mine}
                                  quoted={quoted ? { name: nameOf(quoted.sender_id), excerpt: excerpt(quoted) } : null}
                                  onReply={
                                    isRequest
                                      ? undefined
                                      : () => {
                                          setEditing(null)
                                          setReplyTo(m)
                                        }
                                  }
                                  onEdit={() => {
                                    setReplyTo(null)
                                    setEditing(m)
                                  }}
                                  onReport={() => setReporting(m.id)}
                                  onDelete={() => {
                                    if (window.confirm(t('Delete this message for everyone?')))
                                      change.mutate({ message: m, deleted: true })
                                  }}
                                />
                                {seen?.messageId === m.id && (
                                  <p className="mt-0.5 text-right text-xs text-muted" data-testid="seen">
                                    {seen.label}
                                  </p>
                                )}
                              </div>
                            )
                          })}
                        </li>
                      )
                    })}
                  </ol>
                </li>
              ))}
            </ol>
          </>
        )}
        {typing && (
          <p className="mt-3 flex items-center gap-2 text-sm text-muted" data-testid="typing">
            <span className="inline-flex gap-0.5" aria-hidden="true">
              <span className="size-1.5 animate-bounce rounded-full bg-muted" />
              <span className="size-1.5 animate-bounce rounded-full bg-muted [animation-delay:120ms]" />
              <span className="size-1.5 animate-bounce rounded-full bg-muted [animation-delay:240ms]" />
            </span>
            {typing}
          </p>
        )}
      </div>

      {isRequest ? (
        <RequestBar
          conversation={conversation}
          me={me.id}
          from={other ?? conversation.members.find((m) => m.role === 'owner' && m.id !== me.id)}
        />
      ) : iBlocked && other ? (
        <div className="flex flex-wrap items-center gap-3 border-t border-border p-3 text-sm">
          <Ban className="size-4 text-danger" aria-hidden="true" />
          <span className="flex-1">
            {t('You blocked {name}. They cannot message you and you cannot message them.', { name: other.name })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            isLoading={block.isPending}
            onClick={() => block.mutate({ memberId: other.id, block: false })}
          >
            {t('Unblock')}
          </Button>
        </div>
      ) : refusal ? (
        <p role="status" className="border-t border-border p-3 text-sm text-muted">
          {refusal}
        </p>
      ) : (
        <Composer
          upload={(file, onProgress) => uploadAttachment(conversation.id, file, onProgress)}
          onTyping={live.sendTyping}
          replyTo={replyTo ? { name: nameOf(replyTo.sender_id), excerpt: excerpt(replyTo) } : null}
          onCancelReply={() => setReplyTo(null)}
          editing={editing ? { body: editing.body } : null}
          onCancelEdit={() => setEditing(null)}
          onSaveEdit={(body) => {
            if (editing) change.mutate({ message: editing, body })
            setEditing(null)
          }}
          onSend={async ({ body, attachments }) => {
            const reply = replyTo
            setReplyTo(null)
            nearBottom.current = true
            try {
              await send.mutateAsync({ conversationId: conversation.id, body, attachments, replyToId: reply?.id })
            } catch (error) {
              setReplyTo(reply)
              if (other) void qc.invalidateQueries({ queryKey: messageKeys.refusal(other.id) })
              throw error
            }
          }}
        />
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog kind="message" targetId={reporting} memberId={me.id} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </section>
  )
}
