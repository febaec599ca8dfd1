import { FileText } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Textarea } from '@/components/ui/textarea'
import { paths } from '@/config/paths'
import { useDecideVerification } from '@/data/university/verification-mutations'
import { documentUrl } from '@/data/university/verification-queries'
import type { VerificationRequest } from '@/data/university/university-types'
import { notify } from '@/lib/toast'
import { t } from '@/lib/i18n'
import { VERIFICATION_STATUS_LABEL, emailState } from '../university.utils'

/** One request: what the member gave, the proof through a short-lived link, and the decision. */
export function VerificationDetail({ request: r, onClose }: { request: VerificationRequest; onClose: () => void }) {
  const decide = useDecideVerification()
  const [reason, setReason] = useState('')
  const act = (decision: 'approve' | 'reject' | 'revoke') =>
    decide.mutate({ id: r.id, decision, reason: reason.trim() || undefined }, { onSuccess: onClose })
  const openProof = async () => {
    try {
      window.open(await documentUrl(r.proof_path!), '_blank', 'noopener')
    } catch (error) {
      void notify(t('The document could not be opened'), 'error', (error as Error).message)
    }
  }
  const needsConfirmation = r.domain_matched && !r.email_confirmed_at
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={r.requester?.name ?? t('Verification request')}>
      <dl className="grid grid-cols-[9rem_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-muted">{t('Status')}</dt>
        <dd>{t(VERIFICATION_STATUS_LABEL[r.status] ?? r.status)}</dd>
        <dt className="text-muted">{t('College e-mail')}</dt>
        <dd className="break-all">
          {r.college_email}
          <span className="block text-xs text-muted">{t(emailState(r))}</span>
        </dd>
        <dt className="text-muted">{t('Role')}</dt>
        <dd>{r.role === 'staff' ? t('Staff') : t('Student')}</dd>
        <dt className="text-muted">{t('Student / staff no.')}</dt>
        <dd>{r.member_number ?? '—'}</dd>
        <dt className="text-muted">{t('Programme')}</dt>
        <dd>{r.programme ?? '—'}</dd>
        <dt className="text-muted">{t('Graduation')}</dt>
        <dd>{r.graduation_year ?? '—'}</dd>
        {r.reason && (
          <>
            <dt className="text-muted">{t('Reason')}</dt>
            <dd>{r.reason}</dd>
          </>
        )}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {r.requester && (
          <Link to={paths.profile(r.requester.id)} className="text-sm text-primary hover:underline">
            {t('View profile')}
          </Link>
        )}
        {r.proof_path && (
          <Button variant="link" size="sm" onClick={() => void openProof()}>
            <FileText className="size-4" aria-hidden="true" /> {t('Open proof (PDF)')}
          </Button>
        )}
      </div>
      {r.status === 'pending' && (
        <div className="mt-4 space-y-2">
          <label className="block text-sm font-medium" htmlFor="decision-reason">
            {t('Reason (needed to reject; the member sees it)')}
          </label>
          <Textarea id="decision-reason" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="danger" disabled={!reason.trim() || decide.isPending} onClick={() => act('reject')}>
              {t('Reject')}
            </Button>
            <Button disabled={needsConfirmation || decide.isPending} onClick={() => act('approve')}>
              {t('Approve')}
            </Button>
          </div>
          {needsConfirmation && (
            <p className="text-right text-xs text-muted">{t('Approve once the member confirms the address.')}</p>
          )}
        </div>
      )}
      {r.status === 'approved' && (
        <div className="mt-4 flex justify-end">
          <Button variant="danger" disabled={decide.isPending} onClick={() => act('revoke')}>
            {t('Revoke verification')}
          </Button>
        </div>
      )}
    </Dialog>
  )
}
