import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { InferOutput } from 'valibot'
import { FormSection } from '@/components/shared/form-section'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ProgressBar } from '@/components/ui/progress-bar'
import { accountDeletionQueryOptions, useCancelAccountDeletion } from '@/data/settings/account-deletion-query'
import { downloadAccountExport, type ExportProgress } from '@/data/settings/export-account'
import { useRequestAccountDeletion } from '@/data/settings/settings-queries'
import { errorMessage } from '@/lib/errors'
import { fullDateTime } from '@/lib/relative-time'
import { saveFile } from '@/lib/save-file'
import { deletionSchema } from '../settings.schema'
import { formatBytes } from '../settings.utils'
import { t } from '@/lib/i18n'

function ExportData() {
  const [progress, setProgress] = useState<ExportProgress | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [done, setDone] = useState(false)
  async function start() {
    setError(null)
    setDone(false)
    try {
      const { name, blob } = await downloadAccountExport(setProgress)
      saveFile(name, blob, 'application/zip')
      setDone(true)
    } catch (e) {
      setError(e)
    } finally {
      setProgress(null)
    }
  }
  const percent =
    progress?.phase === 'downloading' && progress.total ? Math.round((progress.received / progress.total) * 100) : null
  return (
    <FormSection title={t('Download your data')}>
      <p className="text-sm text-muted">
        {t(
          'One zip with everything you own here — profile, posts, comments, likes, follows, associates, the messages you sent, applications with your answers, opportunities, events, saved items, notifications and AI documents — as JSON, plus the files you uploaded.',
        )}
      </p>
      {progress && (
        <div className="space-y-1" role="status">
          <ProgressBar
            value={(percent ?? (progress.phase === 'preparing' ? 5 : 50)) / 100}
            label={t('Export progress')}
          />
          <p className="text-sm text-muted">
            {progress.phase === 'preparing'
              ? t('Collecting your data…')
              : progress.total
                ? t('Downloading {received} of {total}…', {
                    received: formatBytes(progress.received),
                    total: formatBytes(progress.total),
                  })
                : t('Downloading {received}…', { received: formatBytes(progress.received) })}
          </p>
        </div>
      )}
      {error != null && <Alert>{errorMessage(error)}</Alert>}
      {done && <Alert tone="success">{t('Your data is downloaded.')}</Alert>}
      <Button onClick={() => void start()} isLoading={!!progress}>
        <Download className="size-4" aria-hidden="true" /> {t('Download my data')}
      </Button>
    </FormSection>
  )
}

function DeleteAccount({ userId, email }: { userId: string; email: string }) {
  const pending = useQuery(accountDeletionQueryOptions(userId))
  const request = useRequestAccountDeletion(userId)
  const cancel = useCancelAccountDeletion(userId)
  const { register, handleSubmit, formState, reset } = useForm<InferOutput<typeof deletionSchema>>({
    resolver: standardSchemaResolver(deletionSchema) as never,
    defaultValues: { email: '', password: '' },
  })
  if (pending.data) {
    return (
      <FormSection title={t('Delete your account')}>
        <Alert>
          {t('Your account will be deleted on {day}. Until then you can change your mind.', {
            day: fullDateTime(pending.data.purge_after),
          })}
        </Alert>
        <Button variant="secondary" isLoading={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('Cancel deletion')}
        </Button>
      </FormSection>
    )
  }
  return (
    <FormSection title={t('Delete your account')}>
      <p className="text-sm text-muted">
        {t(
          'After 14 days your account, your content and your files are removed for good; we e-mail you when it is done. Posts and comments others replied to stay, shown as by “Deleted member”. Download your data first if you want a copy.',
        )}
      </p>
      <form
        className="space-y-3"
        onSubmit={handleSubmit(async (v) => {
          await request.mutateAsync(v).then(
            () => reset(),
            () => undefined,
          )
        })}
      >
        <FormField label={t('Type your e-mail address ({email})', { email })} error={formState.errors.email?.message}>
          <Input type="email" autoComplete="off" {...register('email')} />
        </FormField>
        <FormField label={t('Your password')} error={formState.errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        {request.isError && <Alert>{errorMessage(request.error)}</Alert>}
        <Button type="submit" variant="danger" isLoading={request.isPending}>
          {t('Delete my account')}
        </Button>
      </form>
    </FormSection>
  )
}

export function DataSection({ userId, email }: { userId: string; email: string }) {
  return (
    <div className="space-y-4">
      <ExportData />
      <DeleteAccount userId={userId} email={email} />
    </div>
  )
}
