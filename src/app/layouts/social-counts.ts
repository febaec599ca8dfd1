import { useQuery } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { receivedRequestCountQueryOptions } from '@/data/associates/associate-requests-query'
import { useUnreadConversations } from '@/data/messages/use-unread-conversations'
import { useAuth } from '@/data/auth/auth-context'
import { t } from '@/lib/i18n'

export interface SocialCount {
  /** The Social pop-up entry the count belongs to. */
  path: string
  count: number
  /** Read after the number: "3 associate requests". */
  label: string
}

/**
 * What waits for the member behind the bottom bar's Social button (phones have no side nav): each
 * count shows beside its pop-up entry, and their sum on the button. Adding a count is one line here.
 */
export function useSocialCounts(): SocialCount[] {
  const { user } = useAuth()
  const me = user?.id ?? null
  return [
    {
      path: paths.messages,
      label: t('conversations with unread messages'),
      count: useUnreadConversations(me ?? undefined),
    },
    {
      path: paths.associates,
      label: t('associate requests'),
      count: useQuery(receivedRequestCountQueryOptions(me)).data ?? 0,
    },
  ]
}

export const socialTotal = (counts: SocialCount[]) => counts.reduce((sum, c) => sum + c.count, 0)
