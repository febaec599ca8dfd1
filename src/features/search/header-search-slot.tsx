import { useState, type ComponentType } from 'react'
import { useLocation } from 'react-router-dom'
import { t } from '@/lib/i18n'
import { HeaderSearchLabel } from './header-search-label'

type HeaderSearchComponent = ComponentType<{ initialValue: string; autoFocus: boolean }>
const loadHeaderSearch = () => import('./header-search').then((m) => m.default)

/**
 * The header's search field on large screens. It starts as a plain input, so the shell's first load
 * carries none of the typeahead: the typeahead's code loads on first focus or hover and takes over
 * with what was typed, and with the focus (it mounts focused; the plain input stays until then, so a
 * Tab into the field never lands on the page instead). Hidden on /search, which has its own field.
 */
export function HeaderSearchSlot() {
  const { pathname } = useLocation()
  const [loaded, setLoaded] = useState<{ HeaderSearch: HeaderSearchComponent; focused: boolean } | null>(null)
  const [typed, setTyped] = useState('')
  if (pathname === '/search') return null
  const placeholder = (
    <div className="relative w-full">
      <HeaderSearchLabel htmlFor="header-search" />
      <input
        id="header-search"
        type="search"
        autoComplete="off"
        placeholder={t('Search the network')}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onFocus={() =>
          void loadHeaderSearch().then((HeaderSearch) =>
            // Focused only if the member is still in the field when it arrives.
            setLoaded({ HeaderSearch, focused: document.activeElement?.id === 'header-search' }),
          )
        }
        onPointerEnter={() => void loadHeaderSearch()}
        className="block min-h-11 w-full rounded-lg border border-border bg-surface pr-9 pl-10 text-base text-foreground placeholder:text-muted focus-visible:outline-2 focus-visible:outline-primary"
      />
    </div>
  )
  return (
    <div className="mr-auto hidden w-full max-w-md lg:block">
      {loaded ? <loaded.HeaderSearch initialValue={typed} autoFocus={loaded.focused} /> : placeholder}
    </div>
  )
}
