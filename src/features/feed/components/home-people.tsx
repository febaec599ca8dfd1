import { useQuery } from '@tanstack/react-query'
import { UserPlus2, X } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PersonRow } from '@/components/shared/person-row'
import { Button } from '@/components/ui/button'
import { useConnect, useDismissSuggestion } from '@/data/associates/associate-mutations'
import { suggestionsQueryOptions } from '@/data/associates/associates-query'
import { paths } from '@/config/paths'
import { t } from '@/lib/i18n'
import { suggestionReason } from '@/lib/suggestion-reason'
import { HomeBlock } from './home-block'

/** People you may know, the first few: reason, Connect in one click, Dismiss. */
export function HomePeople({ userId, max = 4 }: { userId: string; max?: number }) {
  const query = useQuery(suggestionsQueryOptions())
  const connect = useConnect(userId)
  const dismiss = useDismissSuggestion(userId)
  return (
    <HomeBlock
      title={t('People you may know')}
      query={query}
      empty={t('Add your university, skills and interests to your profile to see people you may know.')}
      more={
        <Link to={paths.associatesTab('suggestions')} className="text-sm font-medium text-primary hover:underline">
          {t('See all suggestions')}
        </Link>
      }
    >
      {(list) => (
        <ul aria-label={t('People you may know')} className="divide-y divide-border">
          {list.slice(0, max).map((s) => (
            <li key={s.id}>
              <PersonRow
                person={s}
                detail={suggestionReason(s)}
                action={
                  <div className="flex shrink-0">
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() => dismiss.mutate(s.id)}
                      aria-label={t('Dismiss {name}', { name: s.name })}
                    >
                      <X className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="secondary"
                      size="icon"
                      onClick={() => connect.mutate({ other: s.id, message: '' })}
                      aria-label={t('Connect with {name}', { name: s.name })}
                    >
                      <UserPlus2 className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </HomeBlock>
  )
}
