import { Camera, LogOut, UserMinus } from 'lucide-react'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { PersonAvatar } from '@/components/shared/person-row'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { ProgressBar } from '@/components/ui/progress-bar'
import { paths } from '@/config/paths'
import { useGroupAction } from '@/data/messages/message-mutations'
import type { Conversation, MessageCandidate } from '@/data/messages/message-types'
import { uploadFile } from '@/data/storage/upload-file'
import { IMAGE_TYPES } from '@/lib/media-url'
import { notify } from '@/lib/toast'
import { ConversationAvatar } from './conversation-avatar'
import { PeoplePicker } from './people-picker'
import { t } from '@/lib/i18n'
import { errorMessage } from '@/lib/errors'

/** The owner renames the group, changes its photo, adds and removes members; anyone can leave. */
export function GroupSettingsDialog({
  conversation,
  me,
  onClose,
}: {
  conversation: Conversation
  me: string
  onClose: () => void
}) {
  const navigate = useNavigate()
  const action = useGroupAction()
  const isOwner = conversation.role === 'owner'
  const [title, setTitle] = useState(conversation.title ?? '')
  const [adding, setAdding] = useState<MessageCandidate[]>([])
  const [progress, setProgress] = useState<number | null>(null)
  const picker = useRef<HTMLInputElement>(null)
  const id = conversation.id

  const uploadPhoto = async (file: File) => {
    try {
      setProgress(0)
      const path = await uploadFile('avatars', file, setProgress, 'group')
      await action.mutateAsync({ type: 'update', conversationId: id, photoUrl: path })
    } catch (error) {
      void notify(t('The photo was not changed'), 'error', (error as Error).message)
    } finally {
      setProgress(null)
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('Group settings')}>
      <div className="space-y-5">
        {isOwner && (
          <form
            className="flex items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault()
              action.mutate({ type: 'update', conversationId: id, title })
            }}
          >
            <button
              type="button"
              onClick={() => picker.current?.click()}
              className="relative shrink-0 rounded-full"
              aria-label={t('Change the group photo')}
            >
              <ConversationAvatar conversation={conversation} me={me} className="size-14" />
              <span className="absolute -right-1 -bottom-1 inline-flex size-6 items-center justify-center rounded-full bg-surface shadow">
                <Camera className="size-3.5" aria-hidden="true" />
              </span>
            </button>
            <input
              ref={picker}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => {
                const file = e.target.files?.[0]
                if (file) void uploadPhoto(file)
                e.target.value = ''
              }}
            />
            <label className="min-w-0 flex-1 text-sm font-medium">
              {t('Group name')}
              <Input className="mt-1" value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} />
            </label>
            <Button
              type="submit"
              disabled={!title.trim() || title === conversation.title}
              isLoading={action.isPending && action.variables?.type === 'update'}
            >
              {t('Save')}
            </Button>
          </form>
        )}
        {progress !== null && <ProgressBar value={progress} label={t('Uploading the group photo')} />}
        {action.isError && <Alert>{errorMessage(action.error)}</Alert>}

        <section>
          <h3 className="mb-1 text-sm font-semibold">
            {t('{count, plural, one {# member} other {# members}}', { count: conversation.members.length })}
          </h3>
          <ul className="divide-y divide-border">
            {conversation.members.map((m) => (
              <li key={m.id} className="flex items-center gap-3 py-2">
                <PersonAvatar person={m} />
                <span className="min-w-0 flex-1 truncate">
                  {m.id === me ? t('You') : m.name}
                  {m.role === 'owner' && <span className="ml-2 text-xs text-muted">{t('Owner')}</span>}
                </span>
                {isOwner && m.id !== me && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('Remove {name}', { name: m.name })}
                    onClick={() => action.mutate({ type: 'remove', conversationId: id, memberId: m.id })}
                  >
                    <UserMinus className="size-4" aria-hidden="true" /> {t('Remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>

        {isOwner && (
          <section className="space-y-2">
            <h3 className="text-sm font-semibold">{t('Add members')}</h3>
            <PeoplePicker
              selected={adding}
              exclude={conversation.members.map((m) => m.id)}
              onToggle={(p) =>
                setAdding((list) =>
                  list.some((s) => s.id === p.id) ? list.filter((s) => s.id !== p.id) : [...list, p],
                )
              }
            />
            <Button
              disabled={adding.length === 0}
              isLoading={action.isPending && action.variables?.type === 'add'}
              onClick={() =>
                action.mutate(
                  { type: 'add', conversationId: id, memberIds: adding.map((a) => a.id) },
                  { onSuccess: () => setAdding([]) },
                )
              }
            >
              {adding.length
                ? t('{count, plural, one {Add # member} other {Add # members}}', { count: adding.length })
                : t('Add members')}
            </Button>
          </section>
        )}

        <Button
          variant="secondary"
          className="w-full text-danger"
          onClick={() => {
            if (!window.confirm(t('Leave this group? You will no longer see its messages.'))) return
            action.mutate(
              { type: 'remove', conversationId: id, memberId: me },
              {
                onSuccess: () => {
                  onClose()
                  navigate(paths.messages)
                },
              },
            )
          }}
        >
          <LogOut className="size-4" aria-hidden="true" /> {t('Leave group')}
        </Button>
      </div>
    </Dialog>
  )
}
