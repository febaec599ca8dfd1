import { valibotResolver } from '@hookform/resolvers/valibot'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { FormFooter } from '@/components/shared/form-footer'
import { FormSection } from '@/components/shared/form-section'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useSaveMou } from '@/data/university/mou-mutations'
import { MOU_AREAS, type Mou } from '@/data/university/university-types'
import { t } from '@/lib/i18n'
import { MOU_AREA_LABEL } from '../university.utils'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const text = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, () => t('Keep it under {max} characters.', { max })),
  )

const schema = v.pipe(
  v.object({
    title: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(3, () => t('Give it a title of at least {min} characters.', { min: 3 })),
      v.maxLength(160),
    ),
    purpose: text(4000),
    scope: text(4000),
    areas: v.array(v.string()),
    starts_on: v.pipe(
      v.string(),
      v.check(
        (s) => s === '' || DATE.test(s),
        () => t('Choose a date.'),
      ),
    ),
    ends_on: v.pipe(
      v.string(),
      v.check(
        (s) => s === '' || DATE.test(s),
        () => t('Choose a date.'),
      ),
    ),
    renewal_terms: text(2000),
    contacts: text(2000),
  }),
  v.forward(
    v.check(
      (x) => !x.starts_on || !x.ends_on || x.ends_on > x.starts_on,
      () => t('The end comes after the start.'),
    ),
    ['ends_on'],
  ),
)
type Values = v.InferOutput<typeof schema>

export function MouForm({
  universityId,
  mou,
  onCancel,
  onSaved,
}: {
  universityId: string
  mou: Mou | null
  onCancel: () => void
  onSaved: (id: string) => void
}) {
  const save = useSaveMou(universityId)
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: {
      title: mou?.title ?? '',
      purpose: mou?.purpose ?? '',
      scope: mou?.scope ?? '',
      areas: mou?.areas ?? [],
      starts_on: mou?.starts_on ?? '',
      ends_on: mou?.ends_on ?? '',
      renewal_terms: mou?.renewal_terms ?? '',
      contacts: mou?.contacts ?? '',
    },
  })
  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        id: mou?.id ?? null,
        terms: { ...values, starts_on: values.starts_on || null, ends_on: values.ends_on || null },
      })
      onSaved(saved.id)
    } catch (error) {
      setError('root', { message: (error as Error).message })
    }
  })
  const e = formState.errors
  return (
    <Card className="p-4">
      <form onSubmit={(ev) => void submit(ev)} className="space-y-5" aria-label={t('MOU terms')}>
        <FormSection title={t('Terms')}>
          <FormField label={t('Title')} error={e.title?.message}>
            <Input {...register('title')} />
          </FormField>
          <FormField label={t('Purpose')} error={e.purpose?.message}>
            <Textarea rows={2} {...register('purpose')} />
          </FormField>
          <FormField label={t('Scope')} error={e.scope?.message}>
            <Textarea rows={4} {...register('scope')} />
          </FormField>
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{t('Areas')}</legend>
            <div className="flex flex-wrap gap-3">
              {MOU_AREAS.map((a) => (
                <label key={a} className="inline-flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    value={a}
                    className="size-5 accent-[var(--color-primary)]"
                    {...register('areas')}
                  />
                  {t(MOU_AREA_LABEL[a])}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label={t('Starts on')} error={e.starts_on?.message}>
              <Input type="date" {...register('starts_on')} />
            </FormField>
            <FormField label={t('Ends on')} error={e.ends_on?.message}>
              <Input type="date" {...register('ends_on')} />
            </FormField>
          </div>
          <FormField label={t('Renewal terms')} error={e.renewal_terms?.message}>
            <Textarea rows={2} {...register('renewal_terms')} />
          </FormField>
          <FormField label={t('Contacts')} error={e.contacts?.message}>
            <Textarea rows={2} {...register('contacts')} />
          </FormField>
        </FormSection>
        <FormFooter
          error={e.root?.message}
          onCancel={onCancel}
          submitting={formState.isSubmitting}
          submitLabel={mou ? t('Save terms') : t('Create draft')}
          cancelVariant="ghost"
        />
      </form>
    </Card>
  )
}
