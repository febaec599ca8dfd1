import { useQuery } from '@tanstack/react-query'
import { UserPlus2, X } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PersonAvatar } from '@/components/shared/person-row'
import { RoundIconButton } from '@/components/shared/round-icon-button'
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
      more={{ to: paths.associatesTab('suggestions'), label: t('See all suggestions') }}
    >
      {(list) => (
        <ul aria-label={t('People you may know')} className="divide-y divide-border">
          {list.slice(0, max).map((s) => (
            <li key={s.id} className="flex gap-3 py-3">
              <Link to={paths.profile(s.id)} tabIndex={-1} aria-hidden="true">
                <PersonAvatar person={s} />
              </Link>
              <div className="min-w-0 flex-1">
                <Link to={paths.profile(s.id)} className="block truncate font-medium hover:underline" title={s.name}>
                  {s.name}
                </Link>
                <p className="line-clamp-2 text-xs text-muted" title={suggestionReason(s)}>
                  {suggestionReason(s)}
                </p>
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-2"
                  onClick={() => connect.mutate({ other: s.id, message: '' })}
                  aria-label={t('Connect with {name}', { name: s.name })}
                >
                  <UserPlus2 className="size-4" aria-hidden="true" />
                  {t('Connect')}
                </Button>
              </div>
              <RoundIconButton
                icon={X}
                label={t('Dismiss {name}', { name: s.name })}
                onClick={() => dismiss.mutate(s.id)}
                className="-mt-2 -mr-2 text-muted hover:bg-background"
              />
            </li>
          ))}
        </ul>
      )}
    </HomeBlock>
  )
}
