import { Search as SearchIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { t } from '@/lib/i18n'

const HeaderSearch = lazy(() => import('./header-search'))

/**
 * The header's search field on large screens. It starts as a plain input, so the shell's first load
 * carries none of the typeahead: the typeahead's code loads on first focus or hover and takes over
 * with what was typed. Hidden on /search, which has its own field.
 */
export function HeaderSearchSlot() {
  const { pathname } = useLocation()
  const [wanted, setWanted] = useState(false)
  const [typed, setTyped] = useState('')
  if (pathname === '/search') return null
  const placeholder = (
    <div className="relative w-full">
      <label htmlFor="header-search" className="sr-only">
        {t('Search people, posts, opportunities, communities, events or #hashtags')}
      </label>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <input
        id="header-search"
        type="search"
        autoComplete="off"
        placeholder={t('Search the network')}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onFocus={() => setWanted(true)}
        onPointerEnter={() => void import('./header-search')}
        className="block min-h-11 w-full rounded-lg border border-border bg-surface pr-9 pl-10 text-base text-foreground placeholder:text-muted focus-visible:outline-2 focus-visible:outline-primary"
      />
    </div>
  )
  return (
    <div className="mr-auto hidden w-full max-w-md lg:block">
      {wanted ? (
        <Suspense fallback={placeholder}>
          <HeaderSearch initialValue={typed} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  )
}
