import { useMutation, useQuery } from '@tanstack/react-query'
import { MessageSquareOff, MessagesSquare } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { conversationQueryOptions, refusalQueryOptions } from '@/data/messages/conversation-queries'
import type { ConversationFolder } from '@/data/messages/keys'
import { useStartConversation } from '@/data/messages/message-mutations'
import { useMessagesRealtime } from '@/data/messages/messages-realtime'
import { cn } from '@/lib/cn'
import { ConversationList } from './conversation-list'
import { NewConversationDialog } from './new-conversation-dialog'
import { Thread } from './thread'
import { t } from '@/lib/i18n'
import { errorMessage } from '@/lib/errors'

/**
 * /messages: the list and the open conversation side by side; on phones, two screens with a back
 * button. `?c=<conversation>` opens one; `?to=<member>` opens (or starts) the direct conversation with
 * a member, or says why it cannot.
 */
export function MessagesScreen({ me }: { me: { id: string; name: string } }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [composing, setComposing] = useState(false)
  useMessagesRealtime(me.id)
  const openId = params.get('c')
  const folder = folderOf(params.get('folder'))
  const showFolder = (next: ConversationFolder) =>
    navigate(
      next === 'requests' ? paths.messageRequests : next === 'archived' ? paths.archivedMessages : paths.messages,
    )
  const to = params.get('to')
  const showingThread = !!openId || !!to

  return (
    <Card className="flex h-[calc(100dvh-184px)] min-h-[26rem] overflow-hidden lg:h-[calc(100dvh-128px)]">
      {/* The page's heading for screen readers: the list's "Chats" is hidden on a phone while a thread is open. */}
      <h1 className="sr-only">{t('Messages')}</h1>
      <div
        className={cn(
          'w-full shrink-0 flex-col border-border md:flex md:w-72 md:border-r',
          showingThread ? 'hidden' : 'flex',
        )}
      >
        <ConversationList
          me={me.id}
          activeId={openId}
          onNew={() => setComposing(true)}
          folder={folder}
          onFolder={showFolder}
        />
      </div>
      <div className={cn('min-w-0 flex-1 flex-col md:flex', showingThread ? 'flex' : 'hidden')}>
        {to ? (
          <StartWith memberId={to} />
        ) : openId ? (
          <OpenConversation
            key={openId}
            id={openId}
            me={me}
            onBack={() => navigate(folder === 'requests' ? paths.messageRequests : paths.messages)}
          />
        ) : (
          <div className="flex flex-1 items-center justify-center">
            <EmptyState
              icon={MessagesSquare}
              title={t('Your messages')}
              actions={<Button onClick={() => setComposing(true)}>{t('New message')}</Button>}
            >
              {t('Pick a conversation, or start a new one with a person or a group.')}
            </EmptyState>
          </div>
        )}
      </div>
      {composing && (
        <NewConversationDialog
          me={me.id}
          onClose={() => setComposing(false)}
          onStarted={(id) => {
            setComposing(false)
            navigate(paths.conversation(id))
          }}
        />
      )}
    </Card>
  )
}

const folderOf = (value: string | null): ConversationFolder =>
  value === 'requests' || value === 'archived' ? value : 'inbox'

function OpenConversation({ id, me, onBack }: { id: string; me: { id: string; name: string }; onBack: () => void }) {
  const query = useQuery(conversationQueryOptions(id))
  if (query.isPending)
    return (
      <div className="space-y-3 p-4" aria-busy="true" aria-label={t('Loading the conversation')}>
        <Skeleton className="h-12" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="ml-auto h-10 w-1/2" />
      </div>
    )
  if (query.isError)
    return (
      <div className="p-4">
        <LoadError what={t('This conversation')} error={query.error} onRetry={() => void query.refetch()} />
      </div>
    )
  if (!query.data)
    return (
      <div className="flex flex-1 items-center justify-center">
        <EmptyState
          icon={MessageSquareOff}
          title={t('Conversation not found')}
          actions={
            <Link to={paths.messages} className={buttonVariants({ variant: 'secondary' })}>
              {t('Back to messages')}
            </Link>
          }
        >
          {t('You are not in this conversation, or you left it.')}
        </EmptyState>
      </div>
    )
  return <Thread conversation={query.data} me={me} onBack={onBack} />
}

/** `?to=<member>`: opens the direct conversation with them, or explains why it cannot. */
function StartWith({ memberId }: { memberId: string }) {
  const navigate = useNavigate()
  const refusal = useQuery(refusalQueryOptions(memberId))
  const start = useStartConversation()
  const started = useRef(false)
  const { mutate } = start
  useEffect(() => {
    if (refusal.data !== null || started.current) return
    started.current = true
    mutate({ memberIds: [memberId] }, { onSuccess: (id) => navigate(paths.conversation(id), { replace: true }) })
  }, [refusal.data, memberId, mutate, navigate])
  const retry = useMutation({ mutationFn: () => refusal.refetch() })

  const reason = refusal.data ?? (start.isError ? errorMessage(start.error) : null)
  if (refusal.isError)
    return (
      <div className="p-4">
        <LoadError what={t('This conversation')} error={refusal.error} onRetry={() => retry.mutate()} />
      </div>
    )
  if (reason)
    return (
      <div className="flex flex-1 items-center justify-center">
        <EmptyState
          icon={MessageSquareOff}
          title={t('You can’t message this member')}
          actions={
            <>
              <Link to={paths.profile(memberId)} className={buttonVariants({ variant: 'secondary' })}>
                {t('View profile')}
              </Link>
              <Link to={paths.messages} className={buttonVariants({ variant: 'secondary' })}>
                {t('Back to messages')}
              </Link>
            </>
          }
        >
          <p role="status">{reason}.</p>
        </EmptyState>
      </div>
    )
  return (
    <div className="flex flex-1 items-center justify-center gap-2 text-muted" aria-busy="true">
      <Spinner className="text-primary" /> {t('Opening the conversation…')}
    </div>
  )
}
