import { useQuery } from '@tanstack/react-query'
import { MailOpen, TriangleAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { inviteStatusQueryOptions, useAcceptInvite } from '@/data/communities/community-invites'
import { msg, t } from '@/lib/i18n'

const MESSAGES = {
  expired: msg('This invitation link has expired. Ask a moderator of the community for a new one.'),
  revoked: msg('This invitation link was revoked by the community’s moderators. Ask them for a new one.'),
  banned: msg('You cannot join this community.'),
  unknown: msg('This invitation link is not valid. Check that you copied all of it.'),
} as const

/** On /community/:slug?invite=<token>: "Accept invitation", or why the link no longer works. */
export function InviteBanner({ token, onDone }: { token: string; onDone: () => void }) {
  const status = useQuery(inviteStatusQueryOptions(token))
  const accept = useAcceptInvite()
  if (status.isPending || status.isError) return null
  const s = status.data
  if (s?.status === 'member') return null
  if (s?.status === 'valid') {
    return (
      <Card className="flex flex-wrap items-center gap-3 border-primary p-4" role="region" aria-label={t('Invitation')}>
        <MailOpen className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <p className="min-w-0 flex-1">{t('You are invited to join {community}.', { community: s.name })}</p>
        <Button isLoading={accept.isPending} onClick={() => accept.mutate(token, { onSuccess: onDone })}>
          {t('Accept invitation')}
        </Button>
      </Card>
    )
  }
  return (
    <Card className="flex items-start gap-3 p-4" role="alert">
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
      <p>{t(MESSAGES[s?.status ?? 'unknown'])}</p>
    </Card>
  )
}
