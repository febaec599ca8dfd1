import { X } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { useStartConversation } from '@/data/messages/message-mutations'
import type { MessageCandidate } from '@/data/messages/message-types'
import { PeoplePicker } from './people-picker'

/** Pick one person for a direct conversation, or several and a name for a group. */
export function NewConversationDialog({
  onClose,
  onStarted,
}: {
  onClose: () => void
  onStarted: (id: string) => void
}) {
  const [selected, setSelected] = useState<MessageCandidate[]>([])
  const [title, setTitle] = useState('')
  const start = useStartConversation()
  const isGroup = selected.length > 1
  const toggle = (p: MessageCandidate) =>
    setSelected((list) => (list.some((s) => s.id === p.id) ? list.filter((s) => s.id !== p.id) : [...list, p]))
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="New message"
      description="Pick one person, or several to start a group."
    >
      <div className="space-y-3">
        {selected.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Selected">
            {selected.map((p) => (
              <li
                key={p.id}
                className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm text-primary"
              >
                {p.name}
                <button
                  type="button"
                  aria-label={`Remove ${p.name}`}
                  onClick={() => toggle(p)}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-primary/10"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {isGroup && (
          <label className="block text-sm font-medium">
            Group name
            <Input
              className="mt-1"
              value={title}
              maxLength={80}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="e.g. Hackathon team"
            />
          </label>
        )}
        <PeoplePicker selected={selected} onToggle={toggle} />
        {start.isError && <Alert>{start.error.message}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
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
            {isGroup ? 'Create group' : 'Start conversation'}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
