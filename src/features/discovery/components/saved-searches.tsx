import { useQuery } from '@tanstack/react-query'
import { BellRing, Trash2 } from 'lucide-react'
import { IconHeading } from '@/components/shared/icon-heading'
import { IconOnlyButton } from '@/components/shared/icon-only-button'
import { Card } from '@/components/ui/card'
import { useDeleteSavedSearch } from '@/data/discovery/discovery-mutations'
import { savedSearchesQueryOptions } from '@/data/discovery/discovery-queries'
import { fromSqlFilters, type MemberFilters } from '@/data/discovery/discovery-types'
import { t } from '@/lib/i18n'

/** Saved searches: run one again, or delete it. New matches arrive as notifications. */
export function SavedSearches({ me, onRun }: { me: string; onRun: (filters: MemberFilters) => void }) {
  const { data = [] } = useQuery(savedSearchesQueryOptions(me))
  const remove = useDeleteSavedSearch(me)
  return (
    <Card className="p-4">
      <IconHeading icon={BellRing} title={t('Saved searches')} iconClassName="size-4 text-primary" className="mb-2" />
      {data.length === 0 ? (
        <p className="text-sm text-muted">{t('Save a search to hear about new members who match it.')}</p>
      ) : (
        <ul className="space-y-1">
          {data.map((s) => (
            <li key={s.id} className="flex items-center gap-1">
              <button
                type="button"
                className="min-h-10 flex-1 truncate rounded-md px-2 text-left text-sm hover:bg-background"
                onClick={() => onRun(fromSqlFilters(s.filters))}
              >
                {s.name}
              </button>
              <IconOnlyButton
                icon={Trash2}
                label={t('Delete saved search {name}', { name: s.name })}
                onClick={() => remove.mutate(s.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
