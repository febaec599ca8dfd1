import { useQuery } from '@tanstack/react-query'
import { Hash, History, Users, X, type LucideIcon } from 'lucide-react'
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { OrganisationLogo } from '@/components/shared/organisation-logo'
import { PersonAvatar, VerifiedBadge } from '@/components/shared/person-row'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { typeaheadQueryOptions } from '@/data/search/search-queries'
import type { Suggestions } from '@/data/search/search-types'
import { cn } from '@/lib/cn'
import { HeaderSearchLabel } from './header-search-label'
import { Highlight } from './highlight'
import { clearRecentSearches, recentSearches, rememberSearch } from './recent-searches'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { msg, t } from '@/lib/i18n'
import { organisationKindLabel } from '@/lib/organisation-kinds'

interface Option {
  id: string
  to: string
  /** What is remembered as a recent search when the option is picked. */
  remember: string
  label: ReactNode
  group: 'recent' | 'people' | 'communities' | 'organisations' | 'hashtags'
}

const GROUP_LABELS: Record<Option['group'], string> = {
  recent: msg('Recent searches'),
  people: msg('People'),
  communities: msg('Communities'),
  organisations: msg('Organisations'),
  hashtags: msg('Hashtags'),
}

const option = (group: Option['group'], id: string, to: string, remember: string, label: ReactNode): Option => ({
  id,
  to,
  remember,
  group,
  label,
})

function PersonSuggestion({ person, query }: { person: Suggestions['people'][number]; query: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <PersonAvatar person={person} className="size-7" />
      <span className="min-w-0">
        <span className="flex items-center gap-1 font-medium">
          <Highlight text={person.name} query={query} />
          <VerifiedBadge status={person.verification_status} />
        </span>
        {person.headline && (
          <span className="block truncate text-xs text-muted" title={person.headline}>
            {person.headline}
          </span>
        )}
      </span>
    </span>
  )
}

function IconSuggestion({
  icon: Icon,
  text,
  query,
  children,
}: {
  icon: LucideIcon
  text: string
  query: string
  children?: ReactNode
}) {
  return (
    <span className="flex items-center gap-2">
      <Icon className="size-4 text-muted" aria-hidden="true" />
      <Highlight text={text} query={query} />
      {children}
    </span>
  )
}

/** The URL a typed query opens: a hashtag's page for "#tag", the results page otherwise. */
export function searchTarget(value: string): string {
  const q = value.trim()
  if (/^#[\p{L}][\p{L}\p{N}_]*$/u.test(q)) return paths.hashtag(q.slice(1).toLowerCase())
  return paths.searchQuery(q)
}

/**
 * The search field with suggestions: people, communities, organisations and hashtags after two characters
 * (debounced; a stale request is cancelled), recent searches when empty, arrow keys and Escape,
 * Enter for the full results.
 */
export function SearchBox({
  initialValue = '',
  autoFocus = false,
  onSubmitted,
  className,
  inputId,
}: {
  initialValue?: string
  autoFocus?: boolean
  onSubmitted?: (query: string) => void
  className?: string
  inputId?: string
}) {
  const navigate = useNavigate()
  const listId = useId()
  const fallbackId = useId()
  const id = inputId ?? fallbackId
  const inputRef = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState(initialValue)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [recent, setRecent] = useState<string[]>([])
  const settled = useDebouncedValue(value.trim(), 120)
  const { data, isFetching } = useQuery({ ...typeaheadQueryOptions(settled), placeholderData: (prev) => prev })

  const options = useMemo<Option[]>(() => {
    if (value.trim().replace(/^#/, '').length < 2) {
      return recent.map((r) => option('recent', `recent:${r}`, searchTarget(r), r, r))
    }
    if (!data) return []
    const q = value.trim()
    return [
      ...data.people.map((p) =>
        option('people', `person:${p.id}`, paths.profile(p.id), p.name, <PersonSuggestion person={p} query={q} />),
      ),
      ...data.communities.map((c) =>
        option(
          'communities',
          `community:${c.id}`,
          paths.communityDetail(c.slug),
          c.name,
          <IconSuggestion icon={Users} text={c.name} query={q} />,
        ),
      ),
      ...data.organisations.map((o) =>
        option(
          'organisations',
          `organisation:${o.id}`,
          paths.organisation(o.slug),
          o.name,
          <span className="flex min-w-0 items-center gap-2">
            <OrganisationLogo organisation={o} size="sm" />
            <span className="min-w-0">
              <Highlight text={o.name} query={q} />
              <span className="block text-xs text-muted">{organisationKindLabel(o.kind)}</span>
            </span>
          </span>,
        ),
      ),
      ...data.hashtags.map((h) =>
        option(
          'hashtags',
          `tag:${h.tag}`,
          paths.hashtag(h.tag),
          `#${h.tag}`,
          <IconSuggestion icon={Hash} text={h.tag} query={q.replace(/^#/, '')}>
            <span className="text-xs text-muted">
              {t('{count, plural, one {# post} other {# posts}}', { count: h.use_count })}
            </span>
          </IconSuggestion>,
        ),
      ),
    ]
  }, [data, recent, value])

  const expanded = open && (options.length > 0 || value.trim().replace(/^#/, '').length >= 2)

  const go = (to: string, remember: string) => {
    rememberSearch(remember)
    setOpen(false)
    setActive(-1)
    onSubmitted?.(remember)
    navigate(to)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!open) setOpen(true)
      if (!options.length) return
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % options.length : i <= 0 ? options.length - 1 : i - 1))
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (value) setValue('')
    } else if (e.key === 'Enter') {
      e.preventDefault()
      const picked = open ? options[active] : undefined
      if (picked) go(picked.to, picked.remember)
      else if (value.trim()) go(searchTarget(value), value.trim())
    }
  }

  let lastGroup: Option['group'] | null = null
  return (
    <div className={cn('relative', className)}>
      <HeaderSearchLabel htmlFor={id} />
      <input
        ref={inputRef}
        id={id}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
        value={value}
        placeholder={t('Search the network')}
        onChange={(e) => {
          setValue(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => {
          setRecent(recentSearches())
          setOpen(true)
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="block min-h-11 w-full rounded-lg border border-border bg-surface pr-9 pl-10 text-base text-foreground placeholder:text-muted focus-visible:outline-2 focus-visible:outline-primary"
      />
      {isFetching && value.trim().length >= 2 && (
        <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" />
      )}
      {expanded && (
        <div className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-lg border border-border bg-surface shadow-lg">
          <ul id={listId} role="listbox" aria-label={t('Suggestions')} className="max-h-96 overflow-y-auto py-1">
            {options.map((o, i) => {
              const header = o.group !== lastGroup ? t(GROUP_LABELS[o.group]) : null
              lastGroup = o.group
              return (
                <li
                  key={o.id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  // Pick on mousedown, before the input's blur closes the list.
                  onMouseDown={(e) => {
                    e.preventDefault()
                    go(o.to, o.remember)
                  }}
                  onMouseEnter={() => setActive(i)}
                  className={cn('cursor-pointer px-3 py-2 text-sm', i === active && 'bg-primary-soft/60')}
                >
                  {header && (
                    <span className="mb-1 block text-xs font-semibold tracking-wide text-muted uppercase">
                      {o.group === 'recent' && <History className="mr-1 inline size-3" aria-hidden="true" />}
                      {header}
                    </span>
                  )}
                  {o.label}
                </li>
              )
            })}
            {options.length === 0 && value.trim().replace(/^#/, '').length >= 2 && !isFetching && (
              <li className="px-3 py-2 text-sm text-muted" role="presentation">
                {t('No quick matches. Press Enter to search everything.')}
              </li>
            )}
          </ul>
          <div className="flex items-center justify-between border-t border-border px-3 py-2 text-xs text-muted">
            {value.trim() ? (
              <span>{t('Enter: all results for “{q}”', { q: value.trim() })}</span>
            ) : (
              <span>{t('Kept on this device only')}</span>
            )}
            {!value.trim() && recent.length > 0 && (
              <button
                type="button"
                onMouseDown={(e) => {
                  e.preventDefault()
                  clearRecentSearches()
                  setRecent([])
                }}
                className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
              >
                <X className="size-3" aria-hidden="true" /> {t('Clear recent searches')}
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
