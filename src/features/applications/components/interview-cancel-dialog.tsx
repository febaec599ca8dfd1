import { valibotResolver } from '@hookform/resolvers/valibot'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { FormDialog } from '@/components/shared/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { useCancelInterview } from '@/data/interviews/interview-mutations'
import { saveOrShowError } from '@/lib/form-submit'
import { t } from '@/lib/i18n'
import { notify } from '@/lib/toast'

const schema = v.object({
  reason: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, () => t('Say why: the other side reads it.')),
    v.maxLength(500, () => t('Keep it under {max} characters.', { max: 500 })),
  ),
})
type Values = v.InferOutput<typeof schema>

/** Either side cancels an interview with a reason; the other side is told it. */
export function InterviewCancelDialog({
  applicationId,
  interviewId,
  otherSide,
  onClose,
}: {
  applicationId: string
  interviewId: string
  /** Who is told: "the applicant", "Northwind Labs". */
  otherSide: string
  onClose: () => void
}) {
  const cancel = useCancelInterview(applicationId)
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { reason: '' },
  })
  const submit = handleSubmit((values) =>
    saveOrShowError(setError, async () => {
      await cancel.mutateAsync({ interviewId, reason: values.reason })
      void notify(t('Interview cancelled'), 'success')
      onClose()
    }),
  )
  return (
    <FormDialog
      title={t('Cancel the interview?')}
      description={t('{who} is told at once, with your reason.', { who: otherSide })}
      onClose={onClose}
      onSubmit={(ev) => void submit(ev)}
      error={formState.errors.root?.message}
      submitting={formState.isSubmitting}
      submitLabel={t('Cancel interview')}
    >
      <FormField label={t('Reason')} error={formState.errors.reason?.message}>
        <Textarea rows={3} maxLength={500} {...register('reason')} />
      </FormField>
    </FormDialog>
  )
}
