import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { InferOutput } from 'valibot'
import { FormSection } from '@/components/shared/form-section'
import { LoadError } from '@/components/shared/load-error'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import {
  totpFactorsQueryOptions,
  useEnrolTotp,
  useRemoveFactor,
  useVerifyTotp,
  type Enrolment,
} from '@/data/account-security/account-security-queries'
import { QrCode } from './qr-code'
import { totpCodeSchema } from './schemas'
import { t } from '@/lib/i18n'
import { errorMessage } from '@/lib/errors'

type CodeValues = InferOutput<typeof totpCodeSchema>

/** Settings › Account: turn on two-step verification with an authenticator app, and remove it. */
export function TwoStepVerification() {
  const factors = useQuery(totpFactorsQueryOptions())
  const enrol = useEnrolTotp()
  const remove = useRemoveFactor()
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [error, setError] = useState<string | null>(null)
  const verified = factors.data?.filter((f) => f.verified) ?? []

  const start = () => {
    setError(null)
    enrol.mutate('Authenticator app', {
      onSuccess: setEnrolment,
      onError: (e) => setError(errorMessage(e)),
    })
  }

  const removeFactor = (id: string) => {
    setError(null)
    remove.mutate(id, {
      onError: (e) => setError(errorMessage(e)),
    })
  }

  return (
    <FormSection title={t('Two-step verification')}>
      <p className="text-sm text-muted">
        {t('When you sign in, we’ll also ask for a 6-digit code from an authenticator app on your phone.')}
      </p>
      {error && <Alert>{error}</Alert>}
      {factors.isPending ? (
        <Skeleton className="h-11 w-full" />
      ) : factors.isError ? (
        <LoadError what={t('Your authenticator apps')} error={factors.error} onRetry={() => void factors.refetch()} />
      ) : enrolment ? (
        <EnrolmentStep enrolment={enrolment} onDone={() => setEnrolment(null)} onCancel={() => setEnrolment(null)} />
      ) : verified.length > 0 ? (
        <ul className="divide-y divide-border">
          {verified.map((f) => (
            <li key={f.id} className="flex items-center justify-between gap-3 py-2">
              <div>
                <p className="font-medium">{f.name}</p>
                <p className="text-sm text-muted">
                  {t('On since {date}', { date: new Date(f.createdAt).toLocaleDateString() })}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                isLoading={remove.isPending && remove.variables === f.id}
                onClick={() => removeFactor(f.id)}
              >
                {t('Remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <Button onClick={start} isLoading={enrol.isPending}>
          {t('Set up an authenticator app')}
        </Button>
      )}
    </FormSection>
  )
}

function EnrolmentStep({
  enrolment,
  onDone,
  onCancel,
}: {
  enrolment: Enrolment
  onDone: () => void
  onCancel: () => void
}) {
  const verify = useVerifyTotp()
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit, formState } = useForm<CodeValues>({
    resolver: standardSchemaResolver(totpCodeSchema),
    defaultValues: { code: '' },
  })
  const onSubmit = handleSubmit(({ code }) => {
    setError(null)
    return verify
      .mutateAsync({ factorId: enrolment.factorId, code })
      .then(onDone)
      .catch((e: Error) => setError(errorMessage(e)))
  })
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>{t('Scan this QR code with your authenticator app.')}</li>
        <li>{t('Enter the 6-digit code the app shows.')}</li>
      </ol>
      <QrCode value={enrolment.uri} />
      <p className="text-sm text-muted">
        {t('Can’t scan it? Enter this key instead:')}{' '}
        <code className="break-all font-mono text-foreground" data-testid="totp-secret">
          {enrolment.secret}
        </code>
      </p>
      {error && <Alert>{error}</Alert>}
      <FormField label={t('6-digit code')} error={formState.errors.code?.message}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...register('code')} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('Turn on')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  )
}
