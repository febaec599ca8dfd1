import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useQuery } from '@tanstack/react-query'
import { CheckCircle2, FileText, Pencil } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ProgressBar } from '@/components/ui/progress-bar'
import { Textarea } from '@/components/ui/textarea'
import { useApply } from '@/data/opportunities/opportunity-mutations'
import { resumesQueryOptions } from '@/data/opportunities/opportunity-queries'
import type { Question } from '@/data/opportunities/opportunity-types'
import { applicationSchema, resumeProblem, type ApplicationFormValues } from '../application-form.schema'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'

interface Props {
  userId: string
  opportunityId: string
  questions: Question[]
  prefill: { fullName: string; email: string; phone: string }
  onDone: () => void
}

/** Fill in → review → submit, with the profile prefilled and the resume uploaded (with progress). */
export function ApplyForm({ userId, opportunityId, questions, prefill, onDone }: Props) {
  const schema = useMemo(() => applicationSchema(questions), [questions])
  const { data: resumes = [] } = useQuery(resumesQueryOptions(userId))
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [reviewing, setReviewing] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const apply = useApply(userId)
  const form = useForm<ApplicationFormValues>({
    resolver: standardSchemaResolver(schema),
    defaultValues: {
      ...prefill,
      coverLetter: '',
      resumeChoice: 'none',
      reusePath: '',
      answers: Object.fromEntries(questions.map((q) => [q.id, ''])),
    },
  })
  const { register, handleSubmit, watch, getValues, formState } = form
  const e = formState.errors
  const choice = watch('resumeChoice')

  const toReview = handleSubmit((values) => {
    if (values.resumeChoice === 'upload' && !file)
      return setFileError(t('Choose a PDF to upload, or pick another option.'))
    if (values.resumeChoice === 'reuse' && !values.reusePath)
      return setFileError(t('Choose one of your earlier resumes.'))
    setReviewing(true)
    window.scrollTo({ top: 0 })
  })

  const submit = () => {
    const v = getValues()
    apply.mutate(
      {
        opportunityId,
        fullName: v.fullName,
        email: v.email,
        phone: v.phone,
        coverLetter: v.coverLetter,
        answers: Object.fromEntries(Object.entries(v.answers).filter(([, a]) => a.trim())),
        resume: v.resumeChoice === 'upload' ? file : v.resumeChoice === 'reuse' ? v.reusePath : null,
        onProgress: setProgress,
      },
      { onSuccess: onDone, onSettled: () => setProgress(null) },
    )
  }

  if (reviewing) {
    const v = getValues()
    const rows: Array<[string, string]> = [
      [t('Name'), v.fullName],
      [t('Email'), v.email],
      [t('Phone'), v.phone || '—'],
      [
        t('Resume'),
        v.resumeChoice === 'upload'
          ? (file?.name ?? '')
          : v.resumeChoice === 'reuse'
            ? v.reusePath.split('/').pop()!
            : t('None'),
      ],
      [t('Cover letter'), v.coverLetter || '—'],
      ...questions.map((q): [string, string] => [
        q.label,
        (q.kind === 'yesno' ? { yes: t('Yes'), no: t('No') }[v.answers[q.id]] : v.answers[q.id]) || '—',
      ]),
    ]
    return (
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('Review your application')}</h2>
        <dl className="divide-y divide-border">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
              <dt className="text-sm font-medium text-muted">{label}</dt>
              <dd className="whitespace-pre-line break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {progress !== null && <ProgressBar value={progress} label={t('Uploading your resume')} />}
        {apply.error && <Alert>{errorMessage(apply.error)}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setReviewing(false)} disabled={apply.isPending}>
            <Pencil className="size-4" aria-hidden="true" /> {t('Edit')}
          </Button>
          <Button onClick={submit} isLoading={apply.isPending}>
            <CheckCircle2 className="size-4" aria-hidden="true" /> {t('Submit application')}
          </Button>
        </div>
      </Card>
    )
  }

  return (
    <form noValidate onSubmit={toReview} className="space-y-4">
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('About you')}</h2>
        <p className="text-sm text-muted">
          {t('Filled in from your profile; changes here apply to this application only.')}
        </p>
        <FormField label={t('Full name')} error={e.fullName?.message}>
          <Input autoComplete="name" {...register('fullName')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('Email')} error={e.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <FormField label={t('Phone (optional)')} error={e.phone?.message}>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </FormField>
        </div>
      </Card>
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('Resume')}</h2>
        <fieldset className="space-y-1">
          <legend className="sr-only">{t('Resume')}</legend>
          <label className="flex min-h-11 items-center gap-3">
            <input type="radio" value="upload" {...register('resumeChoice')} onClick={() => setFileError(null)} />{' '}
            {t('Upload a PDF (up to 5 MB)')}
          </label>
          {resumes.length > 0 && (
            <label className="flex min-h-11 items-center gap-3">
              <input type="radio" value="reuse" {...register('resumeChoice')} onClick={() => setFileError(null)} />{' '}
              {t('Use a resume I sent before')}
            </label>
          )}
          <label className="flex min-h-11 items-center gap-3">
            <input type="radio" value="none" {...register('resumeChoice')} onClick={() => setFileError(null)} />{' '}
            {t('No resume')}
          </label>
        </fieldset>
        {choice === 'upload' && (
          <div className="space-y-1">
            <label htmlFor="resume-file" className="block text-sm font-medium">
              {t('Resume file')}
            </label>
            <input
              id="resume-file"
              type="file"
              accept="application/pdf,.pdf"
              aria-invalid={fileError ? true : undefined}
              onChange={(ev) => {
                const f = ev.target.files?.[0] ?? null
                const problem = f && resumeProblem(f)
                setFileError(problem)
                setFile(problem ? null : f)
              }}
              className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-border file:bg-surface file:px-4 file:font-medium"
            />
            {file && (
              <p className="flex items-center gap-2 text-sm text-muted">
                <FileText className="size-4" aria-hidden="true" />{' '}
                {t('{name} · {size} KB', { name: file.name, size: (file.size / 1024).toFixed(0) })}
              </p>
            )}
          </div>
        )}
        {choice === 'reuse' && (
          <FormField label={t('Earlier resume')}>
            <select
              className="block min-h-11 w-full rounded-lg border border-border bg-surface px-3"
              {...register('reusePath')}
            >
              <option value="">{t('Choose a resume')}</option>
              {resumes.map((r) => (
                <option key={r.path} value={r.path}>
                  {r.name}
                </option>
              ))}
            </select>
          </FormField>
        )}
        {fileError && (
          <p role="alert" className="text-sm text-danger">
            {fileError}
          </p>
        )}
      </Card>
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('Cover letter and questions')}</h2>
        <FormField label={t('Cover letter (optional)')} error={e.coverLetter?.message}>
          <Textarea rows={6} placeholder={t('Why you, why this opportunity?')} {...register('coverLetter')} />
        </FormField>
        {questions.map((q) => {
          const error = e.answers?.[q.id]?.message
          const label = q.required ? q.label : t('{question} (optional)', { question: q.label })
          if (q.kind === 'yesno' || q.kind === 'choice') {
            const options =
              q.kind === 'yesno'
                ? [
                    ['yes', t('Yes')],
                    ['no', t('No')],
                  ]
                : (q.options ?? []).map((o) => [o, o])
            return (
              <fieldset key={q.id} aria-invalid={error ? true : undefined}>
                <legend className="mb-1 text-sm font-medium">{label}</legend>
                {options.map(([value, text]) => (
                  <label key={value} className="flex min-h-11 items-center gap-3">
                    <input type="radio" value={value} {...register(`answers.${q.id}`)} /> {text}
                  </label>
                ))}
                {error && (
                  <p role="alert" className="text-sm text-danger">
                    {error}
                  </p>
                )}
              </fieldset>
            )
          }
          return (
            <FormField key={q.id} label={label} error={error}>
              {q.kind === 'long' ? (
                <Textarea rows={4} {...register(`answers.${q.id}`)} />
              ) : (
                <Input {...register(`answers.${q.id}`)} />
              )}
            </FormField>
          )
        })}
      </Card>
      {Object.keys(e).length > 0 && <Alert>{t('Some answers need attention: see the highlighted fields.')}</Alert>}
      <div className="flex justify-end">
        <Button type="submit">{t('Review application')}</Button>
      </div>
    </form>
  )
}
