import { valibotResolver } from '@hookform/resolvers/valibot'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { FormFooter } from '@/components/shared/form-footer'
import { FormSection } from '@/components/shared/form-section'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useRequestVerification } from '@/data/university/verification-mutations'
import { universitiesQueryOptions } from '@/data/university/verification-queries'
import { notify } from '@/lib/toast'
import { t } from '@/lib/i18n'
import { domainMatches, emailDomain } from '../university.utils'

const thisYear = new Date().getFullYear()

const schema = v.object({
  university: v.pipe(
    v.string(),
    v.minLength(1, () => t('Choose your university.')),
  ),
  college_email: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => !!emailDomain(s),
      () => t('Enter your college e-mail address.'),
    ),
  ),
  member_number: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(60, () => t('Keep it under {max} characters.', { max: 60 })),
  ),
  programme: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(120, () => t('Keep it under {max} characters.', { max: 120 })),
  ),
  graduation_year: v.pipe(
    v.string(),
    v.check(
      (s) => s === '' || (/^\d{4}$/.test(s) && +s >= 1950 && +s <= thisYear + 10),
      () => t('Enter a year such as 2027.'),
    ),
  ),
  proof: v.any(),
})
type Values = v.InferOutput<typeof schema>

export function RequestVerificationForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const universities = useQuery(universitiesQueryOptions())
  const request = useRequestVerification(userId)
  const { register, handleSubmit, watch, formState, setError } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { university: '', college_email: '', member_number: '', programme: '', graduation_year: '' },
  })
  const chosen = universities.data?.find((u) => u.id === watch('university'))
  const email = watch('college_email')
  const matched = !!chosen && chosen.domains.some((d) => domainMatches(email, d.domain))
  const submit = handleSubmit(async (values) => {
    const file = (values.proof as FileList | undefined)?.[0] ?? null
    if (file && file.type !== 'application/pdf') return setError('proof', { message: t('Attach a PDF.') })
    if (file && file.size > 10 * 1024 * 1024)
      return setError('proof', { message: t('Keep the PDF under {limit} MB.', { limit: 10 }) })
    try {
      await request.mutateAsync({
        university: values.university,
        college_email: values.college_email,
        member_number: values.member_number,
        programme: values.programme,
        graduation_year: values.graduation_year ? Number(values.graduation_year) : null,
        proof: file,
      })
      void notify(matched ? t('Request sent — now confirm your college address') : t('Request sent'), 'success')
      onDone()
    } catch (error) {
      setError('root', { message: (error as Error).message })
    }
  })
  const e = formState.errors
  return (
    <Card className="p-4">
      <form onSubmit={(ev) => void submit(ev)} className="space-y-4" aria-label={t('Ask for verification')}>
        <FormSection title={t('Ask a university to verify you')}>
          <FormField label={t('University')} error={e.university?.message}>
            <select
              className="min-h-11 w-full rounded-lg border border-border bg-surface px-3"
              {...register('university')}
            >
              <option value="">{t('Choose…')}</option>
              {universities.data?.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            label={t('College e-mail')}
            error={e.college_email?.message}
            hint={
              chosen && email && emailDomain(email)
                ? matched
                  ? t('A {university} address: you will confirm it with a code we send there.', {
                      university: chosen.name,
                    })
                  : t(
                      'Not on a domain {university} registered: the university checks your details and proof instead.',
                      { university: chosen.name },
                    )
                : undefined
            }
          >
            <Input type="email" autoComplete="email" {...register('college_email')} />
          </FormField>
          <div className="grid gap-3 sm:grid-cols-3">
            <FormField label={t('Student or staff number')} error={e.member_number?.message}>
              <Input {...register('member_number')} />
            </FormField>
            <FormField label={t('Programme')} error={e.programme?.message}>
              <Input {...register('programme')} />
            </FormField>
            <FormField label={t('Expected graduation')} error={e.graduation_year?.message}>
              <Input inputMode="numeric" placeholder="2027" {...register('graduation_year')} />
            </FormField>
          </div>
          <FormField
            label={t('Proof (optional PDF: enrolment letter, student card)')}
            error={e.proof?.message as string | undefined}
          >
            <Input type="file" accept="application/pdf" {...register('proof')} />
          </FormField>
        </FormSection>
        <FormFooter
          error={e.root?.message}
          onCancel={onDone}
          submitting={formState.isSubmitting}
          submitLabel={t('Send request')}
          cancelVariant="ghost"
        />
      </form>
    </Card>
  )
}
