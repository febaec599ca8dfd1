import { FormSection } from '@/components/shared/form-section'
import { NotificationPreferences } from '@/components/shared/notification-preferences'
import { cn } from '@/lib/cn'
import { useProfileSetting } from '../use-profile-setting'
import { SectionState } from './section-state'
import { PushDeviceRow } from './push-device-row'
import { SettingRow } from './setting-row'
import { msg, t } from '@/lib/i18n'

const DIGESTS = [
  { value: 'off', label: msg('Off'), hint: msg('No digest e-mail.') },
  {
    value: 'daily',
    label: msg('Daily'),
    hint: msg('One e-mail a day with what you have not read, only when there is something.'),
  },
  {
    value: 'weekly',
    label: msg('Weekly'),
    hint: msg('One e-mail a week with what you have not read, only when there is something.'),
  },
] as const

export function NotificationsSection({ userId }: { userId: string }) {
  const { profile, isPending, error, refetch, save } = useProfileSetting()
  return (
    <SectionState
      what={t('Your notification settings')}
      isPending={isPending}
      error={error}
      onRetry={() => void refetch()}
    >
      {profile && (
        <div className="space-y-4">
          <FormSection title={t('Channels')}>
            <div className="divide-y divide-border">
              <SettingRow
                title={t('E-mail notifications')}
                description={
                  profile.email_notifications
                    ? t('We e-mail you the kinds marked “Email” below.')
                    : t('No notification e-mails, whatever the table below says.')
                }
                checked={profile.email_notifications}
                onChange={(value) => void save({ email_notifications: value }, msg('E-mail notifications'))}
              />
              <SettingRow
                title={t('Push notifications')}
                description={
                  profile.push_notifications
                    ? t('Devices you turned on below get a push for each new notification you have not turned off.')
                    : t('No push notifications on any device.')
                }
                checked={profile.push_notifications}
                onChange={(value) => void save({ push_notifications: value }, msg('Push notifications'))}
              />
              <PushDeviceRow
                userId={userId}
                pushOn={profile.push_notifications}
                turnPushOn={() => save({ push_notifications: true }, 'Push notifications')}
              />
            </div>
          </FormSection>
          <FormSection title={t('E-mail digest')}>
            <fieldset>
              <legend className="sr-only">{t('How often to e-mail a digest of unread notifications')}</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {DIGESTS.map((d) => (
                  <label
                    key={d.value}
                    className={cn(
                      'flex cursor-pointer flex-col gap-1 rounded-lg border p-3',
                      profile.email_digest === d.value ? 'border-primary bg-primary-soft' : 'border-border',
                    )}
                  >
                    <span className="flex items-center gap-2 font-medium">
                      <input
                        type="radio"
                        name="email_digest"
                        value={d.value}
                        className="size-4 accent-[var(--color-primary)]"
                        checked={profile.email_digest === d.value}
                        onChange={() => void save({ email_digest: d.value }, msg('E-mail digest'))}
                      />
                      {t(d.label)}
                    </span>
                    <span className="text-sm text-muted">{t(d.hint)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          </FormSection>
          <FormSection title={t('Notify me about')}>
            <NotificationPreferences userId={userId} />
          </FormSection>
        </div>
      )}
    </SectionState>
  )
}
