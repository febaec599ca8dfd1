import { useQuery } from '@tanstack/react-query'
import { Ban } from 'lucide-react'
import { EmptyState } from '@/components/shared/empty-state'
import { FormSection } from '@/components/shared/form-section'
import { blockedMembersQueryOptions, useSetBlocked } from '@/data/settings/settings-queries'
import { notify } from '@/lib/toast'
import { MemberList } from './member-list'
import { SectionState } from './section-state'
import { t } from '@/lib/i18n'

export function BlockedSection({ userId }: { userId: string }) {
  const list = useQuery(blockedMembersQueryOptions(userId))
  const setBlocked = useSetBlocked(userId)
  const unblock = (memberId: string, name: string) =>
    setBlocked.mutate(
      { memberId, blocked: false },
      {
        onSuccess: () =>
          void notify(t('{name} is unblocked', { name }), 'success', undefined, {
            label: t('Undo'),
            onClick: () => setBlocked.mutate({ memberId, blocked: true }),
          }),
      },
    )
  return (
    <SectionState
      what={t('Blocked members')}
      isPending={list.isPending}
      error={list.error}
      onRetry={() => void list.refetch()}
    >
      <FormSection title={t('Blocked members')}>
        <p className="text-sm text-muted">
          {t(
            'Blocked members cannot message you, follow you, ask to be your associate or see your posts, and you do not see theirs. They are not told.',
          )}
        </p>
        {list.data?.length === 0 ? (
          <EmptyState icon={Ban} title={t('You have not blocked anyone')}>
            {t('Block a member from their profile when you no longer want to hear from them.')}
          </EmptyState>
        ) : (
          <MemberList members={list.data ?? []} action={t('Unblock')} onAction={(m) => unblock(m.id, m.name)} />
        )}
      </FormSection>
    </SectionState>
  )
}
