import { PenSquare } from 'lucide-react'
import { EmptyState } from '@/components/shared/empty-state'
import { Card } from '@/components/ui/card'
import { t } from '@/lib/i18n'
import { PostList } from './post-list'

/** A profile's posts as the reader (`userId`) may see them; `isOwn` when the reader is its owner. */
export function ProfilePosts({
  profile,
  userId,
  isOwn,
}: {
  profile: { id: string; name: string }
  userId: string
  isOwn: boolean
}) {
  return (
    <PostList
      source={`profile:${profile.id}`}
      userId={userId}
      empty={
        <Card>
          <EmptyState icon={PenSquare} title={t('No posts yet')}>
            {isOwn
              ? t('Share your first update from the home feed.')
              : t('{name} has not posted anything you can see yet.', { name: profile.name })}
          </EmptyState>
        </Card>
      }
    />
  )
}
