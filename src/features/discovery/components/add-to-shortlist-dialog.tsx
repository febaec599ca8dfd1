import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { OptionSelect } from '@/components/shared/option-select'
import { StackedLabel } from '@/components/shared/stacked-label'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useAddToShortlist, useCreateShortlist } from '@/data/discovery/discovery-mutations'
import { shortlistsQueryOptions } from '@/data/discovery/discovery-queries'
import type { MemberCard } from '@/data/discovery/discovery-types'
import { t } from '@/lib/i18n'

/** Pick a shortlist (or start one) and add the member with a note. */
export default function AddToShortlistDialog({
  me,
  member,
  onClose,
}: {
  me: string
  member: MemberCard
  onClose: () => void
}) {
  const { data: lists = [] } = useQuery(shortlistsQueryOptions(me))
  const create = useCreateShortlist(me)
  const add = useAddToShortlist(me)
  const [listId, setListId] = useState('')
  const [newName, setNewName] = useState('')
  const [note, setNote] = useState('')
  const chosen = listId || lists[0]?.id || ''
  const submit = async () => {
    let id = chosen
    if (!id || newName.trim()) id = (await create.mutateAsync(newName.trim() || t('My shortlist'))).id
    await add.mutateAsync({ shortlistId: id, memberId: member.id, note })
    onClose()
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('Shortlist {name}', { name: member.name })}>
      <div className="space-y-3">
        {lists.length > 0 && (
          <StackedLabel label={t('Shortlist')} className="block">
            <OptionSelect
              className="block w-full px-3"
              value={chosen}
              onChange={setListId}
              options={lists.map((l) => ({ value: l.id, label: l.name }))}
            />
          </StackedLabel>
        )}
        <StackedLabel label={lists.length ? t('Or a new shortlist') : t('New shortlist')} className="block">
          <Input
            value={newName}
            onChange={(e) => setNewName(e.target.value)}
            placeholder={t('Data interns 2027')}
            maxLength={80}
          />
        </StackedLabel>
        <StackedLabel label={t('Note')} className="block">
          <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} rows={3} />
        </StackedLabel>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={() => void submit()} isLoading={create.isPending || add.isPending}>
            {t('Add to shortlist')}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
