import { SearchX } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import type { SearchKind } from '@/data/search/search-types'
import { msg, t } from '@/lib/i18n'

/** Per kind: the empty result ({q} the query), the list's name and the end of the list. */
export const KIND_TEXTS: Record<SearchKind, { none: string; list: string; done: string }> = {
  people: {
    none: msg('No people match “{q}”'),
    list: msg('people matching “{q}”'),
    done: msg('That is every match among people.'),
  },
  posts: {
    none: msg('No posts match “{q}”'),
    list: msg('posts matching “{q}”'),
    done: msg('That is every match among posts.'),
  },
  opportunities: {
    none: msg('No opportunities match “{q}”'),
    list: msg('opportunities matching “{q}”'),
    done: msg('That is every match among opportunities.'),
  },
  communities: {
    none: msg('No communities match “{q}”'),
    list: msg('communities matching “{q}”'),
    done: msg('That is every match among communities.'),
  },
  organisations: {
    none: msg('No organisations match “{q}”'),
    list: msg('organisations matching “{q}”'),
    done: msg('That is every match among organisations.'),
  },
  events: {
    none: msg('No events match “{q}”'),
    list: msg('events matching “{q}”'),
    done: msg('That is every match among events.'),
  },
}
const EXAMPLE_TAG = 'internships'

export function NoResults({ q, kind }: { q: string; kind?: SearchKind }) {
  return (
    <Card>
      <EmptyState icon={SearchX} title={kind ? t(KIND_TEXTS[kind].none, { q }) : t('No results match “{q}”', { q })}>
        <p>
          {kind
            ? t('Check the spelling or try fewer or broader words, remove a filter, or look in All.')
            : t('Check the spelling or try fewer or broader words.')}{' '}
          {t('Search a topic with a hashtag, like')}{' '}
          <Link to={paths.hashtag(EXAMPLE_TAG)} className="text-primary hover:underline">
            #{EXAMPLE_TAG}
          </Link>
          .
        </p>
      </EmptyState>
    </Card>
  )
}
