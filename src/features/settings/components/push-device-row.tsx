import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Switch } from '@/components/ui/switch'
import { pushDeviceQueryOptions, useSetPushOnDevice } from '@/data/settings/push-device'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'

/**
 * "Push notifications on this device": asks the browser's permission and subscribes this browser. Disabled, with
 * the reason in plain words, when the server has no VAPID keys, the browser cannot receive pushes, or it blocks them.
 */
export function PushDeviceRow({
  userId,
  pushOn,
  turnPushOn,
}: {
  userId: string
  /** The member's account-wide "Push notifications" switch. */
  pushOn: boolean
  turnPushOn: () => Promise<unknown>
}) {
  const id = useId()
  const state = useQuery(pushDeviceQueryOptions(userId))
  const setOnDevice = useSetPushOnDevice(userId)
  const s = state.data
  let reason: string | null = null
  if (state.isPending) reason = t('Checking this device…')
  else if (state.isError) reason = `This device’s push status could not load. ${errorMessage(state.error)}`
  else if (!s?.publicKey)
    reason = t(
      'This server is not set up to send push notifications (it has no VAPID keys), so this device cannot receive them. You still get every notification in the app and by e-mail.',
    )
  else if (!s.supported) reason = t('This browser cannot receive push notifications.')
  else if (s.permission === 'denied')
    reason = t(
      'Your browser blocks notifications from this site. Allow them in the browser’s site settings to turn this on.',
    )
  const checked = !!s?.subscribed
  const description =
    reason ??
    (checked
      ? pushOn
        ? t('This device shows a notification when something happens, even when the app is closed.')
        : t('This device is subscribed, but push notifications are off for your account (the switch above).')
      : t(
          'Turn on to get notifications on this device, even when the app is closed. Your browser asks for permission.',
        ))
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <p id={`${id}-t`} className="font-medium">
          {t('Push notifications on this device')}
        </p>
        <p id={`${id}-d`} className="text-sm text-muted">
          {description}
        </p>
      </div>
      <Switch
        checked={checked}
        disabled={!!reason || setOnDevice.isPending}
        labelledBy={`${id}-t`}
        describedBy={`${id}-d`}
        onCheckedChange={(on) =>
          setOnDevice.mutate(
            { on, publicKey: s?.publicKey ?? '' },
            {
              onSuccess: async () => {
                if (on && !pushOn) await turnPushOn()
                notify(
                  on ? t('Push notifications are on for this device') : t('Push notifications are off for this device'),
                  'success',
                )
              },
            },
          )
        }
      />
    </div>
  )
}
