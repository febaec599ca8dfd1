import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { FormSection } from '@/components/shared/form-section'
import { TagInput } from '@/components/shared/tag-input'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { OpportunityInput } from '@/data/opportunities/opportunity-mutations'
import { OPPORTUNITY_TYPES, WORK_MODES, type Opportunity } from '@/data/opportunities/opportunity-types'
import { opportunityFormSchema, toFormValues, toInput, type OpportunityFormValues } from '../opportunity-form.schema'

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
        setFieldError('deadline', { message: 'To publish, set a deadline in the future (or none).' })
        return
      }
      try {
        await onSubmit(toInput(values, status))
      } catch (err) {
        setError((err as Error).message)
      }
    })

  return (
    <form noValidate onSubmit={submit('open')} className="space-y-4">
      <FormSection title="The basics">
        <FormField label="Title" error={e.title?.message}>
          <Input placeholder="e.g. Software Engineering Intern, Summer 2027" {...register('title')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Organisation" error={e.organization?.message}>
            <Input {...register('organization')} />
          </FormField>
          <FormField label="Type" error={e.type?.message}>
            <select className={select} {...register('type')}>
              {OPPORTUNITY_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Work mode">
            <select className={select} {...register('work_mode')}>
              {WORK_MODES.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Location" error={e.location?.message}>
            <Input placeholder="City, country" {...register('location')} />
          </FormField>
          <FormField
            label="Deadline"
            error={e.deadline?.message}
            hint="In your time zone. Leave empty for rolling applications."
          >
            <Input type="datetime-local" {...register('deadline')} />
          </FormField>
        </div>
        <FormField label="Description" error={e.description?.message}>
          <Textarea rows={8} placeholder="What will people do, learn and get?" {...register('description')} />
        </FormField>
        <FormField label="Eligibility" error={e.eligibility?.message}>
          <Textarea rows={3} placeholder="Who can apply?" {...register('eligibility')} />
        </FormField>
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <TagInput
              label="Required skills"
              value={field.value}
              onChange={field.onChange}
              placeholder="e.g. Python, SQL"
              error={e.skills?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagInput
              label="Tags"
              value={field.value}
              onChange={field.onChange}
              placeholder="e.g. summer, climate"
              error={e.tags?.message}
            />
          )}
        />
      </FormSection>
      <FormSection title="Pay or award">
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" className="size-5 accent-[var(--color-primary)]" {...register('is_paid')} /> Paid, or
          comes with an award
        </label>
        {isPaid && (
          <div className="grid gap-4 sm:grid-cols-4">
            <FormField label="From" error={e.amount_min?.message}>
              <Input inputMode="decimal" {...register('amount_min')} />
            </FormField>
            <FormField label="To" error={e.amount_max?.message}>
              <Input inputMode="decimal" {...register('amount_max')} />
            </FormField>
            <FormField label="Currency" error={e.currency?.message}>
              <Input
                maxLength={3}
                className="uppercase"
                {...register('currency', { setValueAs: (v: string) => v.toUpperCase() })}
              />
            </FormField>
            <FormField label="Per">
              <select
                className="block min-h-11 w-full rounded-lg border border-border bg-surface px-3"
                {...register('amount_period')}
              >
                <option value="">Not stated</option>
                <option value="hour">Hour</option>
                <option value="month">Month</option>
                <option value="year">Year</option>
                <option value="one_off">One-off (prize, grant)</option>
              </select>
            </FormField>
          </div>
        )}
      </FormSection>
      <FormSection title="Applications">
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" className="size-5 accent-[var(--color-primary)]" {...register('apply_externally')} />{' '}
          People apply on our own website
        </label>
        {external && (
          <FormField label="Application link" error={e.external_url?.message}>
            <Input type="url" placeholder="https://…" {...register('external_url')} />
          </FormField>
        )}
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" className="size-5 accent-[var(--color-primary)]" {...register('guest_visible')} />{' '}
          Visible to guests who have not signed in
        </label>
        {!external && (
          <div className="space-y-3">
            <h3 className="font-semibold">Questions for applicants</h3>
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
                        Applicants send their profile, a cover letter and a resume. Add questions if you need more.
                      </p>
                    )}
                    {list.map((q, i) => (
                      <fieldset key={q.id} className="space-y-3 rounded-lg border border-border p-3">
                        <legend className="px-1 text-sm font-medium">Question {i + 1}</legend>
                        <FormField label="Question" error={e.questions?.[i]?.label?.message}>
                          <Input value={q.label} onChange={(ev) => update(i, { label: ev.target.value })} />
                        </FormField>
                        <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
                          <FormField label="Answer type">
                            <select
                              className={select}
                              value={q.kind}
                              onChange={(ev) => update(i, { kind: ev.target.value })}
                            >
                              <option value="short">Short text</option>
                              <option value="long">Long text</option>
                              <option value="yesno">Yes / no</option>
                              <option value="choice">Choice</option>
                            </select>
                          </FormField>
                          <label className="flex min-h-11 items-center gap-2 text-sm">
                            <input
                              type="checkbox"
                              className="size-5 accent-[var(--color-primary)]"
                              checked={q.required}
                              onChange={(ev) => update(i, { required: ev.target.checked })}
                            />{' '}
                            Required
                          </label>
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => field.onChange(list.filter((_, j) => j !== i))}
                            aria-label={`Remove question ${i + 1}`}
                          >
                            <Trash2 className="size-4" aria-hidden="true" /> Remove
                          </Button>
                        </div>
                        {q.kind === 'choice' && (
                          <FormField label="Options, separated by commas">
                            <Input
                              placeholder="Immediately, Next month, Next semester"
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
                      <Plus className="size-4" aria-hidden="true" /> Add a question
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
          Cancel
        </Button>
        <Button variant="secondary" isLoading={formState.isSubmitting} onClick={() => void submit('draft')()}>
          Save as draft
        </Button>
        <Button type="submit" isLoading={formState.isSubmitting}>
          {opportunity?.status === 'open' ? 'Save and keep open' : 'Publish'}
        </Button>
      </div>
    </form>
  )
}
