import { SearchBox } from './search-box'

/** The typeahead in the shell's header (large screens); loaded on first focus, see header-search-slot. */
export default function HeaderSearch({ initialValue, autoFocus }: { initialValue: string; autoFocus: boolean }) {
  return <SearchBox initialValue={initialValue} autoFocus={autoFocus} className="w-full" inputId="header-search" />
}
