import { useQuery } from '@tanstack/react-query'
import { BellOff } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { FormSection } from '@/components/shared/form-section'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { mutedMembersQueryOptions, useToggleMute } from '@/data/social/mute-queries'
import { t } from '@/lib/i18n'
import { SectionState } from './section-state'

export function MutedSection({ userId }: { userId: string }) {
  const list = useQuery(mutedMembersQueryOptions(userId))
  const toggleMute = useToggleMute(userId)
  return (
    <SectionState
      what={t('Muted members')}
      isPending={list.isPending}
      error={list.error}
      onRetry={() => void list.refetch()}
    >
      <FormSection title={t('Muted members')}>
        <p className="text-sm text-muted">
          {t(
            'Posts of muted members stay out of your feeds and nothing they do notifies you. They are not told, and they can still see your profile.',
          )}
        </p>
        {list.data?.length === 0 ? (
          <EmptyState icon={BellOff} title={t('You have not muted anyone')}>
            {t('Mute a member from their profile to stop seeing their posts without blocking them.')}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border">
            {list.data?.map((m) => (
              <li key={m.id} className="flex items-center gap-3 py-3">
                <Avatar name={m.name} src={m.profile_photo_url} />
                <div className="min-w-0 flex-1">
                  <Link to={paths.profile(m.id)} className="font-medium hover:underline">
                    {m.name}
                  </Link>
                  {m.headline && <p className="truncate text-sm text-muted">{m.headline}</p>}
                </div>
                <Button variant="secondary" size="sm" onClick={() => toggleMute(m, true)}>
                  {t('Unmute')}
                  <span className="sr-only"> {m.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </FormSection>
    </SectionState>
  )
}
