import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { Check, X } from 'lucide-react'
import { useDeferredValue, useState } from 'react'
import { PersonAvatar } from '@/components/shared/person-row'
import { SearchField } from '@/components/shared/search-field'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'
import { profileTypeLabel } from '@/lib/profile-types'
import { errorMessage } from '@/lib/errors'

/** A person the picker can list: `refusal`, when set, says why they cannot be picked. */
export interface PickablePerson {
  id: string
  name: string
  headline?: string | null
  profile_photo_url?: string | null
  profile_type?: string | null
  refusal?: string | null
}

/** Adds a person to the list, or removes them when they are in it already. */
export const togglePerson = <P extends { id: string }>(list: P[], person: P): P[] =>
  list.some((s) => s.id === person.id) ? list.filter((s) => s.id !== person.id) : [...list, person]

/**
 * Search people and pick several. The caller says where people come from (`queryFor(search)`), so
 * messages can list whom one may write to and a pitch whom one may name on a team.
 */
export function PeoplePicker<P extends PickablePerson, K extends QueryKey = QueryKey>({
  selected,
  onToggle,
  queryFor,
  exclude = [],
  label = t('Search people'),
  placeholder = t('Search people by name'),
  minLength = 0,
  autoFocus = true,
}: {
  selected: { id: string }[]
  onToggle: (person: P) => void
  queryFor: (search: string) => UseQueryOptions<P[], Error, P[], K>
  exclude?: string[]
  label?: string
  placeholder?: string
  /** Below this many letters nothing is asked and a hint shows instead. */
  minLength?: number
  autoFocus?: boolean
}) {
  const [search, setSearch] = useState('')
  const deferred = useDeferredValue(search.trim())
  const tooShort = deferred.length < minLength
  const { data, isPending, isError, error } = useQuery({ ...queryFor(deferred), enabled: !tooShort })
  const people = (data ?? []).filter((p) => !exclude.includes(p.id))
  return (
    <div>
      <SearchField label={label} value={search} onChange={setSearch} placeholder={placeholder} autoFocus={autoFocus} />
      <ul className="mt-2 max-h-72 overflow-y-auto" aria-label={t('People')}>
        {tooShort ? (
          <li className="p-3 text-sm text-muted">
            {t('Type at least {count} letters of a name.', { count: minLength })}
          </li>
        ) : isPending ? (
          [0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="my-1 h-12" />
            </li>
          ))
        ) : isError ? (
          <li className="p-3 text-sm text-danger">
            {t('People could not load: {error}', { error: errorMessage(error) })}
          </li>
        ) : people.length === 0 ? (
          <li className="p-3 text-sm text-muted">
            {deferred ? t('Nobody found for “{q}”.', { q: deferred }) : t('Nobody found.')}
          </li>
        ) : (
          people.map((p) => {
            const isSelected = selected.some((s) => s.id === p.id)
            return (
              <li key={p.id}>
                <button
                  type="button"
                  disabled={!!p.refusal}
                  aria-pressed={isSelected}
                  onClick={() => onToggle(p)}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-background disabled:cursor-not-allowed disabled:hover:bg-transparent',
                    isSelected && 'bg-primary-soft',
                  )}
                >
                  <PersonAvatar person={p} />
                  <span className="min-w-0 flex-1">
                    <span className={cn('block truncate font-medium', p.refusal && 'text-muted')}>{p.name}</span>
                    <span className="block truncate text-sm text-muted">
                      {p.refusal ?? (p.headline || (p.profile_type ? t(profileTypeLabel(p.profile_type)) : ''))}
                    </span>
                  </span>
                  {isSelected && <Check className="size-5 text-primary" aria-hidden="true" />}
                </button>
              </li>
            )
          })
        )}
      </ul>
    </div>
  )
}

/** The people picked so far, each with a button that removes them. */
export function SelectedPeople<P extends { id: string; name: string }>({
  people,
  onRemove,
  label = t('Selected'),
}: {
  people: P[]
  onRemove: (person: P) => void
  label?: string
}) {
  if (people.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {people.map((p) => (
        <li
          key={p.id}
          className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm text-primary"
        >
          {p.name}
          <button
            type="button"
            aria-label={t('Remove {name}', { name: p.name })}
            onClick={() => onRemove(p)}
            className="inline-flex size-6 items-center justify-center rounded-full hover:bg-primary/10"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  )
}
