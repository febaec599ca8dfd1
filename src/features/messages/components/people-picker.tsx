import { useQuery } from '@tanstack/react-query'
import { Check, Search } from 'lucide-react'
import { useDeferredValue, useState } from 'react'
import { PersonAvatar } from '@/components/shared/person-row'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { candidatesQueryOptions } from '@/data/messages/conversation-queries'
import type { MessageCandidate } from '@/data/messages/message-types'
import { cn } from '@/lib/cn'
import { profileTypeLabel } from '@/lib/profile-types'

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
  const [search, setSearch] = useState('')
  const deferred = useDeferredValue(search.trim())
  const { data, isPending, isError, error } = useQuery(candidatesQueryOptions(deferred))
  const people = (data ?? []).filter((p) => !exclude.includes(p.id))
  return (
    <div>
      <label className="relative block">
        <span className="sr-only">Search people</span>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          type="search"
          autoFocus
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search people by name"
          className="pl-9"
        />
      </label>
      <ul className="mt-2 max-h-72 overflow-y-auto" aria-label="People">
        {isPending ? (
          [0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="my-1 h-12" />
            </li>
          ))
        ) : isError ? (
          <li className="p-3 text-sm text-danger">People could not load: {error.message}</li>
        ) : people.length === 0 ? (
          <li className="p-3 text-sm text-muted">Nobody found{deferred ? ` for “${deferred}”` : ''}.</li>
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
                      {p.refusal ?? (p.headline || (p.profile_type ? profileTypeLabel(p.profile_type) : ''))}
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
