import { valibotResolver } from '@hookform/resolvers/valibot'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { FormDialog } from '@/components/shared/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useWriteRecommendation } from '@/data/career/career-mutations'
import { saveOrShowError } from '@/lib/form-submit'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'

const schema = v.object({
  relationship: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, () => t('Say how you know them.')),
    v.maxLength(120, () => t('Keep it under {max} characters.', { max: 120 })),
  ),
  body: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(20, () => t('Write at least {min} characters.', { min: 20 })),
    v.maxLength(3000, () => t('Keep it under {max} characters.', { max: 3000 })),
  ),
})
type Values = v.InferOutput<typeof schema>

/** An associate writes a recommendation; it waits for the recipient's approval before anyone else sees it. */
export function RecommendationDialog({
  recipient,
  onClose,
}: {
  recipient: { id: string; name: string }
  onClose: () => void
}) {
  const write = useWriteRecommendation(recipient.id)
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { relationship: '', body: '' },
  })
  const submit = handleSubmit((values) =>
    saveOrShowError(setError, async () => {
      await write.mutateAsync(values)
      void notify(t('Sent: {name} will see it and can add it to their profile', { name: recipient.name }), 'success')
      onClose()
    }),
  )
  const e = formState.errors
  return (
    <FormDialog
      title={t('Recommend {name}', { name: recipient.name })}
      description={t('{name} approves it before it shows on their profile.', { name: recipient.name })}
      onClose={onClose}
      onSubmit={(ev) => void submit(ev)}
      error={e.root?.message}
      submitting={formState.isSubmitting}
      submitLabel={t('Send recommendation')}
    >
      <FormField label={t('How do you know {name}?', { name: recipient.name })} error={e.relationship?.message}>
        <Input placeholder={t('We built a project together')} maxLength={120} {...register('relationship')} />
      </FormField>
      <FormField label={t('Recommendation')} error={e.body?.message}>
        <Textarea rows={6} maxLength={3000} {...register('body')} />
      </FormField>
    </FormDialog>
  )
}
