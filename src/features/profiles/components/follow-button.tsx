import { useQuery } from '@tanstack/react-query'
import { Check, UserPlus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { relationshipQueryOptions, useToggleFollow, type Relationship } from '@/data/social/social-queries'
import { t } from '@/lib/i18n'

/** Follow / Following, instant; `assumeNotFollowing` skips the first read for lists of suggestions. */
export function FollowButton({
  me,
  other,
  name,
  assumeNotFollowing,
  size = 'sm',
}: {
  me: string
  other: string
  name: string
  assumeNotFollowing?: boolean
  size?: 'sm' | 'md'
}) {
  const initial: Relationship | undefined = assumeNotFollowing
    ? { isFollowing: false, isAssociate: false, pendingRequest: null }
    : undefined
  const { data } = useQuery({ ...relationshipQueryOptions(me, other), initialData: initial })
  const toggle = useToggleFollow(me)
  if (me === other) return null
  const following = data?.isFollowing ?? false
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      size={size}
      aria-pressed={following}
      aria-label={following ? t('Unfollow {name}', { name }) : t('Follow {name}', { name })}
      disabled={!data}
      onClick={() => toggle(other, following)}
    >
      {following ? <Check className="size-4" aria-hidden="true" /> : <UserPlus className="size-4" aria-hidden="true" />}
      {following ? t('Following') : t('Follow')}
    </Button>
  )
}
