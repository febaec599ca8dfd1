import { useQuery } from '@tanstack/react-query'
import { Check, Clock, MessageSquare, UserPlus2 } from 'lucide-react'
import { Link } from 'react-router-dom'
import { ReportButton } from '@/components/shared/report-button'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { relationshipQueryOptions, useRespondToRequest, useSendAssociateRequest } from '@/data/social/social-queries'
import { t } from '@/lib/i18n'
import { FollowButton } from './follow-button'
import { MemberSafetyActions } from './member-safety-actions'

interface Target {
  id: string
  name: string
  allow_messages?: boolean
  allow_connections: boolean
}

/** Follow, connect (associate request: send, accept, decline), message as the target allows; report. */
export function RelationshipActions({
  me,
  target,
  canFollow = true,
}: {
  me: string
  target: Target
  canFollow?: boolean
}) {
  const { data } = useQuery(relationshipQueryOptions(me, target.id))
  const send = useSendAssociateRequest(me)
  const respond = useRespondToRequest()
  const pending = data?.pendingRequest

  let connect = null
  if (data?.isAssociate) {
    connect = (
      <span className={buttonVariants({ variant: 'secondary', size: 'md' })}>
        <Check className="size-4 text-success" aria-hidden="true" /> {t('Associates')}
      </span>
    )
  } else if (pending?.sentByMe) {
    connect = (
      <Button variant="secondary" disabled>
        <Clock className="size-4" aria-hidden="true" /> {t('Request sent')}
      </Button>
    )
  } else if (pending) {
    connect = (
      <>
        <Button
          isLoading={respond.isPending && respond.variables?.accept}
          onClick={() => respond.mutate({ requestId: pending.id, accept: true, other: target.id })}
        >
          {t('Accept request')}
        </Button>
        <Button
          variant="secondary"
          isLoading={respond.isPending && !respond.variables?.accept}
          onClick={() => respond.mutate({ requestId: pending.id, accept: false, other: target.id })}
        >
          {t('Decline')}
        </Button>
      </>
    )
  } else if (target.allow_connections) {
    connect = (
      <Button
        variant="secondary"
        disabled={!data}
        isLoading={send.isPending}
        onClick={() => send.mutate({ other: target.id, message: '' })}
      >
        <UserPlus2 className="size-4" aria-hidden="true" /> {t('Connect')}
      </Button>
    )
  }

  return (
    <div className="flex flex-wrap gap-2">
      {canFollow && <FollowButton me={me} other={target.id} name={target.name} size="md" />}
      {connect}
      {target.allow_messages && (
        <Link to={paths.messagesWith(target.id)} className={buttonVariants({ variant: 'secondary' })}>
          <MessageSquare className="size-4" aria-hidden="true" /> {t('Message')}
        </Link>
      )}
      <MemberSafetyActions me={me} member={target} />
      <ReportButton kind="profile" targetId={target.id} memberId={me} label={t('Report member')} />
    </div>
  )
}
