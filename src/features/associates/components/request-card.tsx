import { Check, Undo2, X } from 'lucide-react'
import { PersonRow } from '@/components/shared/person-row'
import { RelativeTime } from '@/components/shared/relative-time'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { AssociateRequest } from '@/data/associates/associate-types'
import { mutualLabel } from '../associates.utils'
import { t } from '@/lib/i18n'

interface Props {
  request: AssociateRequest
  direction: 'received' | 'sent'
  isBusy?: boolean
  onAccept?: () => void
  onDecline?: () => void
  onWithdraw?: () => void
}

/** A pending request: the other member, when it was sent, its note and mutual associates, and the answers. */
export function RequestCard({ request, direction, isBusy, onAccept, onDecline, onWithdraw }: Props) {
  const other = direction === 'received' ? request.sender : request.recipient
  const mutual = mutualLabel(request.mutual.total)
  return (
    <Card
      className="p-4"
      aria-label={
        direction === 'received'
          ? t('Request from {name}', { name: other.name })
          : t('Request to {name}', { name: other.name })
      }
    >
      <PersonRow
        person={other}
        detail={
          <>
            {other.headline || other.university || ''}
            {other.headline || other.university ? ' · ' : ''}
            <RelativeTime iso={request.created_at} />
          </>
        }
      />
      {request.message && (
        <blockquote className="mt-1 rounded-lg bg-background px-3 py-2 text-sm whitespace-pre-line">
          {request.message}
        </blockquote>
      )}
      {mutual && (
        <p className="mt-2 text-sm text-muted">
          {mutual}
          {request.mutual.names.length > 0 && t(', including {names}', { names: request.mutual.names.join(', ') })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        {direction === 'received' ? (
          <>
            <Button variant="secondary" disabled={isBusy} onClick={onDecline}>
              <X className="size-4" aria-hidden="true" /> {t('Decline')}
            </Button>
            <Button disabled={isBusy} onClick={onAccept}>
              <Check className="size-4" aria-hidden="true" /> {t('Accept')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" disabled={isBusy} onClick={onWithdraw}>
            <Undo2 className="size-4" aria-hidden="true" /> {t('Withdraw')}
          </Button>
        )}
      </div>
    </Card>
  )
}
