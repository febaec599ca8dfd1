import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { CheckboxLabel } from '@/components/shared/checkbox-label'
import { FormSection } from '@/components/shared/form-section'
import { TagField } from '@/components/shared/tag-input'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { t } from '@/lib/i18n'
import type { OpportunityInput } from '@/data/opportunities/opportunity-mutations'
import { OPPORTUNITY_TYPES, WORK_MODES, type Opportunity } from '@/data/opportunities/opportunity-types'
import { opportunityFormSchema, toFormValues, toInput, type OpportunityFormValues } from '../opportunity-form.schema'
import { errorMessage } from '@/lib/errors'

const select = 'block min-h-11 w-full rounded-lg border border-border bg-surface px-3'

/** Creates or edits an opportunity: save as a draft or publish; custom questions for applicants. */
export function OpportunityForm({
  opportunity,
  organization,
  onSubmit,
  onCancel,
}: {
  opportunity: Opportunity | null
  organization: string
  onSubmit: (input: OpportunityInput) => Promise<void>
  onCancel: () => void
}) {
  const [error, setError] = useState<string | null>(null)
  const form = useForm<OpportunityFormValues>({
    resolver: standardSchemaResolver(opportunityFormSchema),
    defaultValues: toFormValues(opportunity, organization),
  })
  const { register, control, handleSubmit, watch, formState, setError: setFieldError } = form
  const e = formState.errors
  const isPaid = watch('is_paid')
  const external = watch('apply_externally')

  const submit = (status: 'draft' | 'open') =>
    handleSubmit(async (values) => {
      setError(null)
      if (status === 'open' && values.deadline && Date.parse(values.deadline) <= Date.now()) {
        setFieldError('deadline', { message: t('To publish, set a deadline in the future (or none).') })
        return
      }
      try {
        await onSubmit(toInput(values, status))
      } catch (err) {
        setError(errorMessage(err))
      }
    })

  return (
    <form noValidate onSubmit={submit('open')} className="space-y-4">
      <FormSection title={t('The basics')}>
        <FormField label={t('Title')} error={e.title?.message}>
          <Input placeholder={t('e.g. Software Engineering Intern, Summer 2027')} {...register('title')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('Organisation')} error={e.organization?.message}>
            <Input {...register('organization')} />
          </FormField>
          <FormField label={t('Type')} error={e.type?.message}>
            <select className={select} {...register('type')}>
              {OPPORTUNITY_TYPES.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(o.label)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('Work mode')}>
            <select className={select} {...register('work_mode')}>
              {WORK_MODES.map((m) => (
                <option key={m.value} value={m.value}>
                  {t(m.label)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('Location')} error={e.location?.message}>
            <Input placeholder={t('City, country')} {...register('location')} />
          </FormField>
          <FormField
            label={t('Deadline')}
            error={e.deadline?.message}
            hint={t('In your time zone. Leave empty for rolling applications.')}
          >
            <Input type="datetime-local" {...register('deadline')} />
          </FormField>
        </div>
        <FormField label={t('Description')} error={e.description?.message}>
          <Textarea rows={8} placeholder={t('What will people do, learn and get?')} {...register('description')} />
        </FormField>
        <FormField label={t('Eligibility')} error={e.eligibility?.message}>
          <Textarea rows={3} placeholder={t('Who can apply?')} {...register('eligibility')} />
        </FormField>
        <TagField control={control} name="skills" label={t('Required skills')} placeholder={t('e.g. Python, SQL')} />
        <TagField control={control} name="tags" label={t('Tags')} placeholder={t('e.g. summer, climate')} />
      </FormSection>
      <FormSection title={t('Pay or award')}>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" className="size-5 accent-[var(--color-primary)]" {...register('is_paid')} />{' '}
          {t('Paid, or comes with an award')}
        </label>
        {isPaid && (
          <div className="grid gap-4 sm:grid-cols-4">
            <FormField label={t('From')} error={e.amount_min?.message}>
              <Input inputMode="decimal" {...register('amount_min')} />
            </FormField>
            <FormField label={t('To')} error={e.amount_max?.message}>
              <Input inputMode="decimal" {...register('amount_max')} />
            </FormField>
            <FormField label={t('Currency')} error={e.currency?.message}>
              <Input
                maxLength={3}
                className="uppercase"
                {...register('currency', { setValueAs: (v: string) => v.toUpperCase() })}
              />
            </FormField>
            <FormField label={t('Per')}>
              <select
                className="block min-h-11 w-full rounded-lg border border-border bg-surface px-3"
                {...register('amount_period')}
              >
                <option value="">{t('Not stated')}</option>
                <option value="hour">{t('Hour')}</option>
                <option value="month">{t('Month')}</option>
                <option value="year">{t('Year')}</option>
                <option value="one_off">{t('One-off (prize, grant)')}</option>
              </select>
            </FormField>
          </div>
        )}
      </FormSection>
      <FormSection title={t('Applications')}>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" className="size-5 accent-[var(--color-primary)]" {...register('apply_externally')} />{' '}
          {t('People apply on our own website')}
        </label>
        {external && (
          <FormField label={t('Application link')} error={e.external_url?.message}>
            <Input type="url" placeholder={t('https://…')} {...register('external_url')} />
          </FormField>
        )}
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" className="size-5 accent-[var(--color-primary)]" {...register('guest_visible')} />{' '}
          {t('Visible to guests who have not signed in')}
        </label>
        {!external && (
          <label className="flex min-h-11 items-start gap-3 py-2">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
              {...register('quick_apply')}
            />
            <span>
              {t('Allow quick apply')}
              <span className="block text-sm text-muted">
                {t('Members apply in one click with their profile and résumé. Only when you ask no questions.')}
              </span>
            </span>
          </label>
        )}
        {!external && (
          <div className="space-y-3">
            <h3 className="font-semibold">{t('Questions for applicants')}</h3>
            <Controller
              control={control}
              name="questions"
              render={({ field }) => {
                const list = field.value
                const update = (i: number, patch: Partial<OpportunityFormValues['questions'][number]>) =>
                  field.onChange(list.map((q, j) => (j === i ? { ...q, ...patch } : q)))
                return (
                  <>
                    {list.length === 0 && (
                      <p className="text-sm text-muted">
                        {t(
                          'Applicants send their profile, a cover letter and a resume. Add questions if you need more.',
                        )}
                      </p>
                    )}
                    {list.map((q, i) => (
                      <fieldset key={q.id} className="space-y-3 rounded-lg border border-border p-3">
                        <legend className="px-1 text-sm font-medium">
                          {t('Question {number}', { number: i + 1 })}
                        </legend>
                        <FormField label={t('Question')} error={e.questions?.[i]?.label?.message}>
                          <Input value={q.label} onChange={(ev) => update(i, { label: ev.target.value })} />
                        </FormField>
                        <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
                          <FormField label={t('Answer type')}>
                            <select
                              className={select}
                              value={q.kind}
                              onChange={(ev) => update(i, { kind: ev.target.value })}
                            >
                              <option value="short">{t('Short text')}</option>
                              <option value="long">{t('Long text')}</option>
                              <option value="yesno">{t('Yes / no')}</option>
                              <option value="choice">{t('Choice')}</option>
                            </select>
                          </FormField>
                          <CheckboxLabel
                            className="gap-2"
                            checked={q.required}
                            onChange={(required) => update(i, { required })}
                          >
                            {t('Required')}
                          </CheckboxLabel>
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => field.onChange(list.filter((_, j) => j !== i))}
                            aria-label={t('Remove question {number}', { number: i + 1 })}
                          >
                            <Trash2 className="size-4" aria-hidden="true" /> {t('Remove')}
                          </Button>
                        </div>
                        {q.kind === 'choice' && (
                          <FormField label={t('Options, separated by commas')}>
                            <Input
                              placeholder={t('Immediately, Next month, Next semester')}
                              value={q.options}
                              onChange={(ev) => update(i, { options: ev.target.value })}
                            />
                          </FormField>
                        )}
                      </fieldset>
                    ))}
                    {e.questions?.message && (
                      <p role="alert" className="text-sm text-danger">
                        {e.questions.message}
                      </p>
                    )}
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={list.length >= 20}
                      onClick={() =>
                        field.onChange([
                          ...list,
                          {
                            id: crypto.randomUUID().slice(0, 8),
                            kind: 'short',
                            label: '',
                            required: false,
                            options: '',
                          },
                        ])
                      }
                    >
                      <Plus className="size-4" aria-hidden="true" /> {t('Add a question')}
                    </Button>
                  </>
                )
              }}
            />
          </div>
        )}
      </FormSection>
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button variant="secondary" isLoading={formState.isSubmitting} onClick={() => void submit('draft')()}>
          {t('Save as draft')}
        </Button>
        <Button type="submit" isLoading={formState.isSubmitting}>
          {opportunity?.status === 'open' ? t('Save and keep open') : t('Publish')}
        </Button>
      </div>
    </form>
  )
}
