import { valibotResolver } from '@hookform/resolvers/valibot'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { useDecideAppeal } from '@/data/moderation/moderation-mutations'
import { saveOrShowError } from '@/lib/form-submit'
import { t } from '@/lib/i18n'
import { STATEMENT_MIN } from '../moderation.utils'

const schema = v.object({
  statement: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(STATEMENT_MIN, () =>
      t('Write at least {min} characters: the member reads them.', { min: STATEMENT_MIN }),
    ),
    v.maxLength(4000, () => t('Keep it under {max} characters.', { max: 4000 })),
  ),
})
type Values = v.InferOutput<typeof schema>

/** Uphold or reverse an appealed decision, with the reasons the member will read. */
export function AppealDecisionForm({ appealId }: { appealId: string }) {
  const decide = useDecideAppeal()
  const [reverse, setReverse] = useState(false)
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { statement: '' },
  })
  const submit = handleSubmit((values) =>
    saveOrShowError(setError, () => decide.mutateAsync({ appealId, reverse, statement: values.statement })),
  )
  return (
    <form onSubmit={(ev) => void submit(ev)} className="space-y-3" noValidate>
      <FormField label={t('Reasons for your outcome')} error={formState.errors.statement?.message}>
        <Textarea rows={3} maxLength={4000} {...register('statement')} />
      </FormField>
      {formState.errors.root && (
        <p role="alert" className="text-sm text-danger">
          {formState.errors.root.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant="secondary"
          isLoading={formState.isSubmitting && !reverse}
          disabled={formState.isSubmitting}
          onClick={() => setReverse(false)}
        >
          {t('Uphold the decision')}
        </Button>
        <Button
          type="submit"
          isLoading={formState.isSubmitting && reverse}
          disabled={formState.isSubmitting}
          onClick={() => setReverse(true)}
        >
          {t('Reverse the decision')}
        </Button>
      </div>
    </form>
  )
}
