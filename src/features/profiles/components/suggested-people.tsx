import { useQuery } from '@tanstack/react-query'
import { PersonRow } from '@/components/shared/person-row'
import { Skeleton } from '@/components/ui/skeleton'
import { suggestedPeopleQueryOptions } from '@/data/social/social-queries'
import { t } from '@/lib/i18n'
import { FollowButton } from './follow-button'

/** Members worth following, each with an instant Follow button. */
export default function SuggestedPeople({ me }: { me: string }) {
  const { data, isPending, isError } = useQuery(suggestedPeopleQueryOptions(me))
  if (isPending) return <Skeleton className="h-40 w-full" />
  if (isError || !data.length) return null
  return (
    <section aria-labelledby="suggested-heading" className="w-full text-left">
      <h3 id="suggested-heading" className="mb-1 font-semibold">
        {t('People to follow')}
      </h3>
      <ul className="divide-y divide-border">
        {data.map((person) => (
          <li key={person.id}>
            <PersonRow
              person={person}
              action={<FollowButton me={me} other={person.id} name={person.name} assumeNotFollowing />}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
