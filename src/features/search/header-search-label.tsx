import { Search as SearchIcon } from 'lucide-react'
import { t } from '@/lib/i18n'

/** The search field's screen-reader label and magnifier, shown by the plain header input and the typeahead alike. */
export function HeaderSearchLabel({ htmlFor }: { htmlFor: string }) {
  return (
    <>
      <label htmlFor={htmlFor} className="sr-only">
        {t('Search people, posts, opportunities, communities, events or #hashtags')}
      </label>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
    </>
  )
}
