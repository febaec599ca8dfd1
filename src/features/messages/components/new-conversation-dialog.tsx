import { useState } from 'react'
import { CancelAndConfirm } from '@/components/shared/cancel-and-confirm'
import { SelectedPeople, togglePerson } from '@/components/shared/people-picker'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { useStartConversation } from '@/data/messages/message-mutations'
import type { MessageCandidate } from '@/data/messages/message-types'
import { AllowanceNote } from './allowance-note'
import { PeoplePicker } from './people-picker'
import { t } from '@/lib/i18n'
import { errorMessage } from '@/lib/errors'

/** Pick one person for a direct conversation, or several and a name for a group. */
export function NewConversationDialog({
  me,
  onClose,
  onStarted,
}: {
  me: string
  onClose: () => void
  onStarted: (id: string) => void
}) {
  const [selected, setSelected] = useState<MessageCandidate[]>([])
  const [title, setTitle] = useState('')
  const start = useStartConversation()
  const isGroup = selected.length > 1
  const toggle = (p: MessageCandidate) => setSelected((list) => togglePerson(list, p))
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('New message')}
      description={t('Pick one person, or several to start a group.')}
    >
      <div className="space-y-3">
        <SelectedPeople people={selected} onRemove={toggle} />
        {isGroup && (
          <label className="block text-sm font-medium">
            {t('Group name')}
            <Input
              className="mt-1"
              value={title}
              maxLength={80}
              onChange={(e) => setTitle(e.target.value)}
              placeholder={t('e.g. Hackathon team')}
            />
          </label>
        )}
        <PeoplePicker selected={selected} onToggle={toggle} />
        <AllowanceNote me={me} />
        {start.isError && <Alert>{errorMessage(start.error)}</Alert>}
        <CancelAndConfirm onCancel={onClose}>
          <Button
            disabled={selected.length === 0 || (isGroup && !title.trim())}
            isLoading={start.isPending}
            onClick={() =>
              start.mutate(
                { memberIds: selected.map((s) => s.id), title: isGroup ? title.trim() : undefined },
                { onSuccess: onStarted },
              )
            }
          >
            {isGroup ? t('Create group') : t('Start conversation')}
          </Button>
        </CancelAndConfirm>
      </div>
    </Dialog>
  )
}
