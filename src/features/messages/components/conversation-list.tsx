import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Archive, BellOff, Inbox, MailQuestion, MessageSquarePlus, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { CountBadge } from '@/components/shared/count-badge'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LoadMore } from '@/components/shared/load-more'
import { PressedButtonGroup } from '@/components/shared/pressed-button-group'
import { RelativeTime } from '@/components/shared/relative-time'
import { SettlingSearchField } from '@/components/shared/search-field'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { conversationListQueryOptions } from '@/data/messages/conversation-queries'
import type { ConversationFolder } from '@/data/messages/keys'
import { requestCountQueryOptions } from '@/data/messages/request-queries'
import { cn } from '@/lib/cn'
import { conversationName, previewLine } from '../messages.utils'
import { ConversationAvatar } from './conversation-avatar'
import { msg, t } from '@/lib/i18n'

/**
 * The caller's conversations, newest activity first: search; inbox, message requests (with their count)
 * or archived; unread counts.
 */
export function ConversationList({
  me,
  activeId,
  onNew,
  folder,
  onFolder,
}: {
  me: string
  activeId: string | null
  onNew: () => void
  folder: ConversationFolder
  onFolder: (folder: ConversationFolder) => void
}) {
  const [search, setSearch] = useState('')
  const list = useInfiniteQuery(conversationListQueryOptions({ search, folder }))
  const { data: requests = 0 } = useQuery(requestCountQueryOptions(me))
  const items = list.data?.pages.flatMap((p) => p.items) ?? []
  const empty = EMPTY[folder]

  return (
    <section aria-label={t('Conversations')} className="flex min-h-0 flex-col">
      <div className="flex items-center justify-between gap-2 p-3">
        <h2 className="min-w-0 truncate text-lg font-semibold">{t('Chats')}</h2>
        <Button size="sm" className="shrink-0 whitespace-nowrap" onClick={onNew}>
          <MessageSquarePlus className="size-4" aria-hidden="true" /> {t('New message')}
        </Button>
      </div>
      <div className="px-3 pb-2">
        {/* One request per settled name, not one per keystroke. */}
        <SettlingSearchField
          label={t('Search conversations by name')}
          onSettled={setSearch}
          placeholder={t('Search by name')}
        />
        <PressedButtonGroup
          label={t('Show')}
          options={[
            { value: 'inbox' as const, label: t('Inbox') },
            {
              value: 'requests' as const,
              label: <FolderLabel text={t('Requests')} count={requests} />,
            },
            { value: 'archived' as const, label: t('Archived') },
          ]}
          selected={folder}
          onSelect={onFolder}
          look="pills"
          className="mt-2"
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <div className="space-y-2 p-3" aria-busy="true" aria-label={t('Loading conversations')}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : list.isError ? (
          <div className="p-3">
            <LoadError what={t('Your conversations')} error={list.error} onRetry={() => void list.refetch()} />
          </div>
        ) : items.length === 0 ? (
          <EmptyState icon={empty.icon} title={search ? t('No conversations match') : t(empty.title)}>
            {search ? t('Try another name.') : t(empty.text)}
          </EmptyState>
        ) : (
          <ul>
            {items.map((c) => {
              const name = conversationName(c, me)
              const unread = c.unread_count > 0
              return (
                <li key={c.id}>
                  <Link
                    to={folder === 'requests' ? paths.messageRequest(c.id) : paths.conversation(c.id)}
                    aria-current={c.id === activeId ? 'true' : undefined}
                    className={cn(
                      'flex items-center gap-3 px-3 py-2.5 hover:bg-background',
                      c.id === activeId && 'bg-primary-soft',
                    )}
                  >
                    <ConversationAvatar conversation={c} me={me} className="size-12" />
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline gap-2">
                        <span className={cn('truncate', unread ? 'font-semibold' : 'font-medium')} title={name}>
                          {name}
                        </span>
                        {c.muted && <BellOff className="size-3.5 shrink-0 text-muted" aria-label={t('Muted')} />}
                        <RelativeTime iso={c.last_message_at} className="ml-auto shrink-0 text-xs text-muted" />
                      </span>
                      <span className="flex items-center gap-2">
                        <span
                          className={cn('truncate text-sm', unread ? 'text-foreground' : 'text-muted')}
                          title={previewLine(c, me)}
                        >
                          {previewLine(c, me)}
                        </span>
                        {unread && (
                          <span
                            className="ml-auto min-w-5 shrink-0 rounded-full bg-primary px-1.5 text-center text-[11px] leading-5 font-semibold text-primary-foreground"
                            aria-label={t('{count} unread', { count: c.unread_count })}
                          >
                            {c.unread_count > 99 ? '99+' : c.unread_count}
                          </span>
                        )}
                      </span>
                    </span>
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
        {items.length > 0 && <LoadMore pages={list} doneText="" />}
      </div>
    </section>
  )
}

const EMPTY: Record<ConversationFolder, { icon: LucideIcon; title: string; text: string }> = {
  inbox: {
    icon: Inbox,
    title: msg('No conversations yet'),
    text: msg('Start one with New message, or from someone’s profile.'),
  },
  requests: {
    icon: MailQuestion,
    title: msg('No message requests'),
    text: msg(
      'When someone you are not connected with writes to you, it waits here until you accept. They cannot see whether you read it.',
    ),
  },
  archived: {
    icon: Archive,
    title: msg('No archived conversations'),
    text: msg('Conversations you archive appear here; a new message brings them back.'),
  },
}

/** A folder's name, with how many wait in it (the icons are left out so three folders fit the column). */
function FolderLabel({ text, count = 0 }: { text: string; count?: number }) {
  return (
    <>
      {text}
      <span data-testid={count > 0 ? 'request-count' : undefined}>
        <CountBadge count={count} label={t('waiting')} placement="inline" />
      </span>
    </>
  )
}
