import { FormSection } from '@/components/shared/form-section'
import { NotificationPreferences } from '@/components/shared/notification-preferences'
import { cn } from '@/lib/cn'
import { useProfileSetting } from '../use-profile-setting'
import { SectionState } from './section-state'
import { PushDeviceRow } from './push-device-row'
import { SettingRow } from './setting-row'
import { msg, t } from '@/lib/i18n'

const CHANNELS = [
  {
    field: 'email_notifications',
    title: msg('E-mail notifications'),
    whenOn: msg('We e-mail you the kinds marked “Email” below.'),
    whenOff: msg('No notification e-mails, whatever the table below says.'),
  },
  {
    field: 'push_notifications',
    title: msg('Push notifications'),
    whenOn: msg('Devices you turned on below get a push for each new notification you have not turned off.'),
    whenOff: msg('No push notifications on any device.'),
  },
] as const

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
              {CHANNELS.map((c) => (
                <SettingRow
                  key={c.field}
                  title={t(c.title)}
                  description={profile[c.field] ? t(c.whenOn) : t(c.whenOff)}
                  checked={profile[c.field]}
                  onChange={(value) => void save({ [c.field]: value }, c.title)}
                />
              ))}
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
