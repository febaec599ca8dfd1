import { useQuery } from '@tanstack/react-query'
import { Ban } from 'lucide-react'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { FormSection } from '@/components/shared/form-section'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { blockedMembersQueryOptions, useSetBlocked } from '@/data/settings/settings-queries'
import { notify } from '@/lib/toast'
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
                <Button variant="secondary" size="sm" onClick={() => unblock(m.id, m.name)}>
                  {t('Unblock')}
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
