import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '@/components/ui/skeleton'
import { NOTIFICATION_TYPES } from '@/data/notifications/notification-types'
import {
  notificationPreferencesQueryOptions,
  useSetNotificationPreference,
} from '@/data/notifications/notification-queries'
import { msg, t } from '@/lib/i18n'

/** The labels NOTIFICATION_TYPES gives, marked for the message catalog (shown through t(label)). */
export const NOTIFICATION_TYPE_LABELS = [
  msg('Likes on your posts'),
  msg('Comments on your posts'),
  msg('Replies to your comments'),
  msg('Mentions'),
  msg('Reposts of your posts'),
  msg('New followers'),
  msg('Associate requests'),
  msg('Accepted associate requests'),
  msg('New applications to your opportunities'),
  msg('Changes to your applications'),
  msg('Updates on applications still in review'),
  msg('Saved opportunities closing soon'),
  msg('New members matching your saved searches'),
  msg('Investors interested in your pitches'),
  msg('New messages'),
  msg('A seat freed up at an event you are waiting for'),
  msg('Cancelled events you answered'),
  msg('Reminders before events you are going to'),
  msg('Messages from event organisers'),
  msg('Requests to join communities you moderate'),
  msg('Approved requests to join a community'),
  msg('Declined requests to join a community'),
  msg('Invitations to communities'),
  msg('New posts in communities (when set to every post)'),
  msg('Your community posts removed by a moderator'),
  msg('New events in your communities'),
  msg('New verification requests to your university'),
  msg('Your verification approved'),
  msg('Your verification request rejected'),
  msg('Your verification revoked'),
  msg('MOUs proposed to you, and their new versions'),
  msg('Changes requested on your MOUs'),
  msg('Signatures on your MOUs'),
  msg('MOUs becoming active'),
  msg('MOUs ending in 60 and 14 days'),
  msg('MOUs that expired'),
  msg('New opportunities from organisations you follow'),
  msg('Interview times offered to you'),
  msg('Interviews booked with you'),
  msg('Interviews moved'),
  msg('Interviews cancelled'),
  msg('Reminders the day before an interview'),
  msg('New opportunities matching your alerts'),
  msg('Privacy choices'),
]

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
            {t('Notify me about')}
          </th>
          <th scope="col" className="w-20 py-2 text-center font-medium">
            {t('In app')}
          </th>
          <th scope="col" className="w-20 py-2 text-center font-medium">
            {t('Email')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {NOTIFICATION_TYPES.map(({ type, label }) => {
          const pref = data?.get(type) ?? { type, in_app: true, email: true }
          return (
            <tr key={type}>
              <th scope="row" className="py-3 font-normal">
                {t(label)}
              </th>
              {(['in_app', 'email'] as const).map((channel) => (
                <td key={channel} className="text-center">
                  <input
                    type="checkbox"
                    className="size-5 accent-[var(--color-primary)]"
                    aria-label={
                      channel === 'in_app'
                        ? t('{kind}: in app', { kind: t(label) })
                        : t('{kind}: by email', { kind: t(label) })
                    }
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
