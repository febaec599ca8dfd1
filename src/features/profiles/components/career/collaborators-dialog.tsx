import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { CheckboxLabel } from '@/components/shared/checkbox-label'
import { PersonAvatar } from '@/components/shared/person-row'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { associatesQueryOptions } from '@/data/associates/associates-query'
import { useSetCollaborators } from '@/data/career/career-mutations'
import type { ProjectEntry } from '@/data/career/career-types'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'

/** The owner picks which associates built a project with them (only associates may be named). */
export function CollaboratorsDialog({
  project,
  me,
  onClose,
}: {
  project: ProjectEntry
  me: string
  onClose: () => void
}) {
  const associates = useQuery(associatesQueryOptions(me))
  const current = project.collaborators.map((c) => c.member?.id).filter((id): id is string => !!id)
  const [chosen, setChosen] = useState<string[]>(current)
  const [filter, setFilter] = useState('')
  const save = useSetCollaborators(me)
  const shown = (associates.data ?? []).filter((a) => a.associate.name.toLowerCase().includes(filter.toLowerCase()))
  const submit = () =>
    save.mutate(
      {
        projectId: project.id,
        add: chosen.filter((id) => !current.includes(id)),
        remove: current.filter((id) => !chosen.includes(id)),
      },
      {
        onSuccess: () => {
          void notify(t('Collaborators saved'), 'success')
          onClose()
        },
      },
    )
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Collaborators on {project}', { project: project.name })}
      description={t('Name the associates who built it with you. They can remove themselves.')}
    >
      <div className="space-y-3">
        <Input
          type="search"
          aria-label={t('Search your associates')}
          placeholder={t('Search your associates')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        {associates.isPending ? (
          <Skeleton className="h-32" />
        ) : shown.length === 0 ? (
          <p className="py-4 text-center text-muted">
            {associates.data?.length ? t('No associate by that name.') : t('You have no associates yet.')}
          </p>
        ) : (
          <ul className="max-h-72 divide-y divide-border overflow-y-auto">
            {shown.map(({ associate: a }) => (
              <li key={a.id}>
                <CheckboxLabel
                  checked={chosen.includes(a.id)}
                  onChange={(on) => setChosen((list) => (on ? [...list, a.id] : list.filter((id) => id !== a.id)))}
                  className="gap-3"
                >
                  <PersonAvatar person={a} className="size-8" />
                  {a.name}
                </CheckboxLabel>
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={submit} isLoading={save.isPending}>
            {t('Save')}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
