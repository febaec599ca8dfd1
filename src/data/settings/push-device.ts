import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { AppError, toAppError } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { getSupabase } from '@/lib/supabase'
import { settingsKeys } from './keys'

/** Why this device cannot get pushes, in the member's words; null when it can. */
export type PushDeviceState = {
  /** The server's VAPID public key; null when push is not configured on this server. */
  publicKey: string | null
  /** The browser can receive pushes at all (service worker, Push API, notifications). */
  supported: boolean
  permission: NotificationPermission | 'unsupported'
  /** This browser's push subscription is stored for the member. */
  subscribed: boolean
}

const browserSupportsPush = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/')
  return (await registration?.pushManager.getSubscription()) ?? null
}

/** Push on this device: whether the server can push, whether the browser can, and whether it is subscribed. */
export const pushDeviceQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: settingsKeys.pushDevice(userId),
    queryFn: async ({ signal }): Promise<PushDeviceState> => {
      const res = await fetch('/api/push/public-key', { signal })
      const publicKey = res.ok ? ((await res.json()) as { publicKey: string | null }).publicKey : null
      const supported = browserSupportsPush()
      if (!supported) return { publicKey, supported, permission: 'unsupported', subscribed: false }
      const subscription = await currentSubscription()
      let subscribed = false
      if (subscription) {
        const supabase = await getSupabase()
        const { data, error } = await supabase
          .from('push_subscriptions')
          .select('id')
          .eq('endpoint', subscription.endpoint)
          .abortSignal(signal)
          .maybeSingle()
        if (error) throw toAppError(error)
        subscribed = !!data
      }
      return { publicKey, supported, permission: Notification.permission, subscribed }
    },
  })

function keyBytes(base64url: string) {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/')
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
}

/** The installed app's worker, or an explanation when this page has none (dev server, first load still installing). */
async function readyWorker(): Promise<ServiceWorkerRegistration> {
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
  ])
  if (!registration)
    throw new AppError(
      'This page has no service worker yet, so it cannot receive pushes. Reload the page and try again (the development server never installs one).',
      'no_service_worker',
    )
  return registration
}

/** Turns push on this device on (asks the browser's permission, subscribes, stores it) or off. */
export function useSetPushOnDevice(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ on, publicKey }: { on: boolean; publicKey: string }) => {
      const supabase = await getSupabase()
      if (!on) {
        const subscription = await currentSubscription()
        if (!subscription) return
        const { error } = await supabase.from('push_subscriptions').delete().eq('endpoint', subscription.endpoint)
        if (error) throw toAppError(error)
        await subscription.unsubscribe()
        return
      }
      const permission = await Notification.requestPermission()
      if (permission !== 'granted')
        throw new AppError(
          'Your browser blocks notifications from this site. Allow them in the browser’s site settings, then try again.',
          'permission_denied',
        )
      const registration = await readyWorker()
      const existing = await registration.pushManager.getSubscription()
      const subscription =
        existing ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
      const json = subscription.toJSON()
      const { error } = await supabase.rpc('save_push_subscription', {
        endpoint: subscription.endpoint,
        p256dh: json.keys?.p256dh ?? '',
        auth: json.keys?.auth ?? '',
        user_agent: navigator.userAgent.slice(0, 500),
      })
      if (error) throw toAppError(error)
    },
    onSettled: () => qc.invalidateQueries({ queryKey: settingsKeys.pushDevice(userId) }),
    meta: { errorToast: t('Your change was not saved') },
  })
}
