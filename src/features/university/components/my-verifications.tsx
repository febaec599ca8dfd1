import { useQuery } from '@tanstack/react-query'
import { BadgeCheck, FileCheck2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { EmptyState } from '@/components/shared/empty-state'
import { HiddenLabelField } from '@/components/shared/hidden-label-field'
import { LoadError } from '@/components/shared/load-error'
import { RelativeTime } from '@/components/shared/relative-time'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import {
  useConfirmCollegeEmail,
  useSendCollegeCode,
  useWithdrawRequest,
} from '@/data/university/verification-mutations'
import { myVerificationRequestsQueryOptions } from '@/data/university/verification-queries'
import type { VerificationRequest } from '@/data/university/university-types'
import { t } from '@/lib/i18n'
import { VERIFICATION_STATUS_LABEL } from '../university.utils'
import type { UniversityViewer } from '../verifications-screen'
import { RequestVerificationForm } from './request-verification-form'
import { errorMessage } from '@/lib/errors'

/** A member's own requests, the college-address confirmation, and a new request. */
export function MyVerifications({ viewer }: { viewer: UniversityViewer }) {
  const { data, isPending, isError, error, refetch } = useQuery(myVerificationRequestsQueryOptions(viewer.id))
  const [asking, setAsking] = useState(false)
  const canAsk = viewer.profileType === 'student' || viewer.profileType === 'professor'
  useConfirmFromLink(viewer.id)

  if (isPending) return <Skeleton className="h-48" />
  if (isError) return <LoadError what={t('Your verification requests')} error={error} onRetry={() => void refetch()} />
  return (
    <div className="space-y-4">
      {data.length === 0 && !asking && (
        <Card>
          <EmptyState
            icon={FileCheck2}
            title={t('You are not verified yet')}
            actions={canAsk && <Button onClick={() => setAsking(true)}>{t('Ask a university')}</Button>}
          >
            {canAsk
              ? t(
                  'Choose your university, give your college e-mail and programme; the university confirms you are one of its students or staff.',
                )
              : t(
                  'Universities verify their students and professors. Organisations work with universities through MOUs.',
                )}
          </EmptyState>
        </Card>
      )}
      {data.map((r) => (
        <RequestCard key={r.id} request={r} userId={viewer.id} />
      ))}
      {asking ? (
        <RequestVerificationForm userId={viewer.id} onDone={() => setAsking(false)} />
      ) : (
        data.length > 0 &&
        canAsk && (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('Ask another university')}
          </Button>
        )
      )}
    </div>
  )
}

/** The link in the confirmation mail lands here with ?confirm=<request>&code=<code>. */
function useConfirmFromLink(userId: string) {
  const [params, setParams] = useSearchParams()
  const confirm = useConfirmCollegeEmail(userId)
  const done = useRef(false)
  const id = params.get('confirm')
  const code = params.get('code')
  useEffect(() => {
    if (!id || !code || done.current) return
    done.current = true
    confirm.mutate({ requestId: id, code }, { onSettled: () => setParams({}, { replace: true }) })
  }, [id, code, confirm, setParams])
}

function RequestCard({ request: r, userId }: { request: VerificationRequest; userId: string }) {
  const send = useSendCollegeCode()
  const confirm = useConfirmCollegeEmail(userId, { errorToast: false })
  const withdraw = useWithdrawRequest(userId)
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const needsCode = r.status === 'pending' && r.domain_matched && !r.email_confirmed_at
  return (
    <Card className="p-4" data-testid="my-verification-request">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold">
            {r.university ? (
              <Link to={paths.profile(r.university.id)} className="hover:underline">
                {r.university.name}
              </Link>
            ) : (
              t('A university')
            )}
          </h2>
          <p className="text-sm text-muted">
            {r.college_email} · {[r.programme, r.graduation_year].filter(Boolean).join(', ')} · {t('asked')}{' '}
            <RelativeTime iso={r.created_at} />
          </p>
        </div>
        <span className="inline-flex items-center gap-1 rounded-full bg-background px-2 py-0.5 text-sm font-medium">
          {r.status === 'approved' && <BadgeCheck className="size-4 text-primary" aria-hidden="true" />}
          {t(VERIFICATION_STATUS_LABEL[r.status] ?? r.status)}
        </span>
      </div>
      {r.status === 'rejected' && r.reason && (
        <p className="mt-2 text-sm">{t('Reason: {reason}', { reason: r.reason })}</p>
      )}
      {r.status === 'pending' && !needsCode && (
        <p className="mt-2 text-sm text-muted">
          {r.university?.name
            ? t('Waiting for {university} to decide.', { university: r.university.name })
            : t('Waiting for the university to decide.')}
        </p>
      )}
      {needsCode && (
        <div className="mt-3 space-y-2 rounded-lg bg-background p-3">
          <p className="text-sm">
            {t('{email} is a {university} address: confirm it with the code we mail to it.', {
              email: r.college_email,
              university: r.university?.name,
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" disabled={send.isPending} onClick={() => send.mutate(r.id)}>
              {t('Send code')}
            </Button>
            <form
              className="flex gap-2"
              onSubmit={(e) => {
                e.preventDefault()
                setProblem(null)
                confirm.mutate(
                  { requestId: r.id, code: code.trim() },
                  { onError: (err) => setProblem(errorMessage(err)) },
                )
              }}
            >
              <HiddenLabelField id={`code-${r.id}`} label={t('Code from the e-mail')}>
                <Input
                  className="w-32"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder={t('6-digit code')}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              </HiddenLabelField>
              <Button size="sm" type="submit" disabled={code.trim().length !== 6 || confirm.isPending}>
                {t('Confirm')}
              </Button>
            </form>
          </div>
          {problem && (
            <p role="alert" className="text-sm text-danger">
              {problem}
            </p>
          )}
        </div>
      )}
      {r.status === 'pending' && (
        <div className="mt-2 flex justify-end">
          <Button size="sm" variant="ghost" onClick={() => withdraw.mutate(r.id)} disabled={withdraw.isPending}>
            {t('Withdraw')}
          </Button>
        </div>
      )}
    </Card>
  )
}
