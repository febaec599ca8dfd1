import { useQuery } from '@tanstack/react-query'
import { BellOff } from 'lucide-react'
import { EmptyState } from '@/components/shared/empty-state'
import { FormSection } from '@/components/shared/form-section'
import { mutedMembersQueryOptions, useToggleMute } from '@/data/social/mute-queries'
import { t } from '@/lib/i18n'
import { MemberList } from './member-list'
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
          <MemberList members={list.data ?? []} action={t('Unmute')} onAction={(m) => toggleMute(m, true)} />
        )}
      </FormSection>
    </SectionState>
  )
}
