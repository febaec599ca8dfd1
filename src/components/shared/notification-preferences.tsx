import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '@/components/ui/skeleton'
import { NOTIFICATION_TYPES } from '@/data/notifications/notification-types'
import {
  notificationPreferencesQueryOptions,
  useSetNotificationPreference,
} from '@/data/notifications/notification-queries'

/** Which kinds of notification the member wants, in the app and by email. */
export function NotificationPreferences({ userId }: { userId: string }) {
  const { data, isPending } = useQuery(notificationPreferencesQueryOptions(userId))
  const set = useSetNotificationPreference(userId)
  if (isPending) return <Skeleton className="h-64" />
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="text-muted">
          <th scope="col" className="py-2 font-medium">
            Notify me about
          </th>
          <th scope="col" className="w-20 py-2 text-center font-medium">
            In app
          </th>
          <th scope="col" className="w-20 py-2 text-center font-medium">
            Email
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {NOTIFICATION_TYPES.map(({ type, label }) => {
          const pref = data?.get(type) ?? { type, in_app: true, email: true }
          return (
            <tr key={type}>
              <th scope="row" className="py-3 font-normal">
                {label}
              </th>
              {(['in_app', 'email'] as const).map((channel) => (
                <td key={channel} className="text-center">
                  <input
                    type="checkbox"
                    className="size-5 accent-[var(--color-primary)]"
                    aria-label={`${label}: ${channel === 'in_app' ? 'in app' : 'by email'}`}
                    checked={pref[channel]}
                    onChange={(e) => set.mutate({ ...pref, [channel]: e.target.checked })}
                  />
                </td>
              ))}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
