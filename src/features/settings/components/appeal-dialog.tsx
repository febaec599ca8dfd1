import { valibotResolver } from '@hookform/resolvers/valibot'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { FormDialog } from '@/components/shared/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { useAppealDecision } from '@/data/moderation/moderation-mutations'
import { saveOrShowError } from '@/lib/form-submit'
import { t } from '@/lib/i18n'

const schema = v.object({
  body: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(10, () => t('Write at least {min} characters.', { min: 10 })),
    v.maxLength(4000, () => t('Keep it under {max} characters.', { max: 4000 })),
  ),
})
type Values = v.InferOutput<typeof schema>

/** The member's one appeal against a decision, read by a different moderator. */
export function AppealDialog({
  memberId,
  decisionId,
  onClose,
}: {
  memberId: string
  decisionId: string
  onClose: () => void
}) {
  const appeal = useAppealDecision(memberId)
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { body: '' },
  })
  const submit = handleSubmit((values) =>
    saveOrShowError(setError, async () => {
      await appeal.mutateAsync({ decisionId, body: values.body })
      onClose()
    }),
  )
  return (
    <FormDialog
      title={t('Appeal this decision')}
      description={t(
        'A moderator who did not take the decision reviews your appeal. You can appeal each decision once, so include everything that matters.',
      )}
      onClose={onClose}
      onSubmit={(ev) => void submit(ev)}
      error={formState.errors.root?.message}
      submitting={formState.isSubmitting}
      submitLabel={t('Send appeal')}
    >
      <FormField label={t('Why should the decision change?')} error={formState.errors.body?.message}>
        <Textarea rows={6} maxLength={4000} autoFocus {...register('body')} />
      </FormField>
    </FormDialog>
  )
}
