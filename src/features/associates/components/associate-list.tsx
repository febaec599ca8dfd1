import { useQuery } from '@tanstack/react-query'
import { UserMinus, Users } from 'lucide-react'
import { useMemo, useState } from 'react'
import { CancelAndConfirm } from '@/components/shared/cancel-and-confirm'
import { EmptyState } from '@/components/shared/empty-state'
import { LoadError } from '@/components/shared/load-error'
import { LabelledOptionSelect } from '@/components/shared/labelled-option-select'
import { PersonRow } from '@/components/shared/person-row'
import { SearchField } from '@/components/shared/search-field'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { useRemoveAssociate } from '@/data/associates/associate-mutations'
import type { AssociateEntry } from '@/data/associates/associate-types'
import { associatesQueryOptions } from '@/data/associates/associates-query'
import { filterAssociates, type AssociateSort } from '../associates.utils'
import { t } from '@/lib/i18n'

/** The member's associates: search by name, sort by recent or name, remove with confirmation. */
export function AssociateList({ userId, onFindPeople }: { userId: string; onFindPeople: () => void }) {
  const query = useQuery(associatesQueryOptions(userId))
  const remove = useRemoveAssociate(userId)
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<AssociateSort>('recent')
  const [confirming, setConfirming] = useState<AssociateEntry['associate'] | null>(null)
  const shown = useMemo(() => filterAssociates(query.data ?? [], search, sort), [query.data, search, sort])

  if (query.isPending) return <Skeleton className="h-64" />
  if (query.isError)
    return <LoadError what={t('Associates')} error={query.error} onRetry={() => void query.refetch()} />
  if (query.data.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={Users}
          title={t('No associates yet')}
          actions={<Button onClick={onFindPeople}>{t('See suggestions')}</Button>}
        >
          {t('Associates see each other’s associates-only posts. Connect with people you know.')}
        </EmptyState>
      </Card>
    )
  }
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center gap-2">
        <SearchField
          label={t('Search associates by name')}
          value={search}
          onChange={setSearch}
          placeholder={t('Search by name')}
          className="min-w-0 flex-1"
        />
        <LabelledOptionSelect
          label={t('Sort')}
          layout="inline"
          value={sort}
          onChange={setSort}
          options={[
            { value: 'recent', label: t('Recently added') },
            { value: 'name', label: t('Name') },
          ]}
          className="px-2"
        />
      </div>
      <p className="mt-3 text-sm text-muted" aria-live="polite">
        {shown.length === query.data.length
          ? t('{count, plural, one {# associate} other {# associates}}', { count: query.data.length })
          : t('{shown} of {total}', { shown: shown.length, total: query.data.length })}
      </p>
      {shown.length === 0 ? (
        <p className="py-6 text-center text-muted">{t('Nobody by that name among your associates.')}</p>
      ) : (
        <ul aria-label={t('Associates')} className="divide-y divide-border">
          {shown.map(({ associate }) => (
            <li key={associate.id}>
              <PersonRow
                person={associate}
                action={
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('Remove {name}', { name: associate.name })}
                    onClick={() => setConfirming(associate)}
                  >
                    <UserMinus className="size-5" aria-hidden="true" />
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('Remove {name}?', { name: confirming?.name ?? '' })}
        description={t('You will no longer see each other’s associates-only posts. They are not told.')}
      >
        <CancelAndConfirm onCancel={() => setConfirming(null)}>
          <Button
            variant="danger"
            onClick={() => {
              if (confirming) remove.mutate(confirming.id)
              setConfirming(null)
            }}
          >
            {t('Remove')}
          </Button>
        </CancelAndConfirm>
      </Dialog>
    </Card>
  )
}
