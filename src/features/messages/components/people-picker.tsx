import { PeoplePicker as SharedPeoplePicker } from '@/components/shared/people-picker'
import { candidatesQueryOptions } from '@/data/messages/conversation-queries'
import type { MessageCandidate } from '@/data/messages/message-types'

/** Search people to write to; those who cannot be written to say why and cannot be picked. */
export function PeoplePicker({
  selected,
  onToggle,
  exclude = [],
}: {
  selected: MessageCandidate[]
  onToggle: (person: MessageCandidate) => void
  exclude?: string[]
}) {
  return (
    <SharedPeoplePicker selected={selected} onToggle={onToggle} exclude={exclude} queryFor={candidatesQueryOptions} />
  )
}
