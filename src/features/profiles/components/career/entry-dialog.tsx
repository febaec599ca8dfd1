import { valibotResolver } from '@hookform/resolvers/valibot'
import { useForm } from 'react-hook-form'
import { FormDialog } from '@/components/shared/form-dialog'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useRemoveCareerEntry, useSaveCareerEntry, type EntryValues } from '@/data/career/career-mutations'
import { t } from '@/lib/i18n'
import { saveOrShowError } from '@/lib/form-submit'
import { fromMonthInput, toMonthInput } from '@/lib/month-range'
import { notify } from '@/lib/toast'
import { entrySchema, type SectionSpec } from '../../career-entry.specs'

type Values = Record<string, string>

/** Adds or edits one entry of a career section: the section's fields, checked before saving, errors inline. */
export function EntryDialog({
  spec,
  memberId,
  entry,
  onClose,
}: {
  spec: SectionSpec
  memberId: string
  /** The entry being edited; null to add one. */
  entry: ({ id: string } & Record<string, unknown>) | null
  onClose: () => void
}) {
  const save = useSaveCareerEntry(memberId, spec.table)
  const remove = useRemoveCareerEntry(memberId, spec.table)
  const defaults = Object.fromEntries(
    spec.fields.map((f) => {
      const value = entry?.[f.name]
      const text = typeof value === 'string' ? value : ''
      return [f.name, f.kind === 'month' ? toMonthInput(text || null) : text]
    }),
  )
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: valibotResolver(entrySchema(spec) as never),
    defaultValues: defaults,
  })
  const submit = handleSubmit((values) =>
    saveOrShowError(setError, async () => {
      const row: EntryValues = {}
      for (const f of spec.fields) {
        const value = values[f.name]?.trim() ?? ''
        row[f.name] = f.kind === 'month' ? fromMonthInput(value) : value || null
      }
      await save.mutateAsync({ id: entry?.id ?? null, values: row })
      void notify(entry ? t('Saved') : t('Added to your profile'), 'success')
      onClose()
    }),
  )
  const e = formState.errors
  return (
    <FormDialog
      title={entry ? t('Edit {section}', { section: t(spec.title).toLowerCase() }) : t(spec.addLabel)}
      onClose={onClose}
      onSubmit={(ev) => void submit(ev)}
      error={e.root?.message}
      submitting={formState.isSubmitting}
      submitLabel={t('Save')}
      footerClassName="flex-wrap"
      leading={
        entry && (
          <Button
            variant="ghost"
            className="mr-auto text-danger"
            isLoading={remove.isPending}
            onClick={() => remove.mutate(entry.id, { onSuccess: onClose })}
          >
            {t('Remove')}
          </Button>
        )
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {spec.fields.map((f) => {
          const wide = f.kind === 'textarea' || f.kind === 'url' || (f.kind === 'text' && f.required)
          const label = f.required ? `${t(f.label)} *` : t(f.label)
          const control =
            f.kind === 'textarea' ? (
              <Textarea rows={4} maxLength={f.max} {...register(f.name)} />
            ) : f.kind === 'select' ? (
              <select className="min-h-11 w-full rounded-lg border border-border bg-surface px-3" {...register(f.name)}>
                <option value="">{t('Choose…')}</option>
                {f.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {t(o.label)}
                  </option>
                ))}
              </select>
            ) : (
              <Input
                type={f.kind === 'month' ? 'month' : f.kind === 'url' ? 'url' : 'text'}
                placeholder={f.kind === 'month' ? 'YYYY-MM' : f.kind === 'url' ? 'https://' : undefined}
                maxLength={f.kind === 'month' ? undefined : f.max}
                {...register(f.name)}
              />
            )
          return (
            <div key={f.name} className={wide ? 'sm:col-span-2' : undefined}>
              <FormField label={label} error={e[f.name]?.message} hint={f.hint ? t(f.hint) : undefined}>
                {control}
              </FormField>
            </div>
          )
        })}
      </div>
    </FormDialog>
  )
}
