import { useQuery } from '@tanstack/react-query'
import { Monitor, Smartphone } from 'lucide-react'
import { FormSection } from '@/components/shared/form-section'
import { RelativeTime } from '@/components/shared/relative-time'
import { Button } from '@/components/ui/button'
import { sessionsQueryOptions, useRevokeSession } from '@/data/settings/settings-queries'
import { describeUserAgent } from '../settings.utils'
import { SectionState } from './section-state'
import { t } from '@/lib/i18n'

export function SessionsSection({ userId }: { userId: string }) {
  const list = useQuery(sessionsQueryOptions(userId))
  const revoke = useRevokeSession(userId)
  const others = list.data?.filter((s) => !s.is_current).length ?? 0
  return (
    <SectionState
      what={t('Your sessions')}
      isPending={list.isPending}
      error={list.error}
      onRetry={() => void list.refetch()}
    >
      <FormSection title={t('Sessions')}>
        <p className="text-sm text-muted">
          {t(
            'Where your account is signed in. Signing a device out ends its session: it must sign in again within the hour.',
          )}
        </p>
        <ul className="divide-y divide-border">
          {list.data?.map((s) => {
            const device = describeUserAgent(s.user_agent)
            const Icon = device.mobile ? Smartphone : Monitor
            return (
              <li key={s.id} className="flex items-center gap-3 py-3">
                <Icon className="size-6 shrink-0 text-muted" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {t('{browser} on {os}', { browser: t(device.browser), os: t(device.os) })}
                    {s.is_current && (
                      <span className="ml-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary">
                        {t('This device')}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    {s.ip ? `${s.ip} · ` : ''}
                    {t('last used')} <RelativeTime iso={s.last_used_at} /> · {t('signed in')}{' '}
                    <RelativeTime iso={s.created_at} />
                  </p>
                </div>
                {!s.is_current && (
                  <Button
                    variant="secondary"
                    size="sm"
                    isLoading={revoke.isPending && revoke.variables === s.id}
                    onClick={() => revoke.mutate(s.id)}
                  >
                    {t('Sign out')}
                    <span className="sr-only">
                      {' '}
                      {t('{browser} on {os}', { browser: t(device.browser), os: t(device.os) })}
                    </span>
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
        <Button
          variant="secondary"
          disabled={others === 0}
          isLoading={revoke.isPending && revoke.variables === 'others'}
          onClick={() => revoke.mutate('others')}
        >
          {t('Sign out all other sessions')}
        </Button>
      </FormSection>
    </SectionState>
  )
}
