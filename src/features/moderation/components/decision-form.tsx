import { valibotResolver } from '@hookform/resolvers/valibot'
import { Controller, useForm, type Control } from 'react-hook-form'
import * as v from 'valibot'
import { OptionSelect } from '@/components/shared/option-select'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useDecideCase } from '@/data/moderation/moderation-mutations'
import { MODERATION_RULES, type ModerationAction } from '@/data/moderation/moderation-types'
import type { ReportTargetKind } from '@/data/moderation/report-reasons'
import { saveOrShowError } from '@/lib/form-submit'
import { t } from '@/lib/i18n'
import { ACTION_LABELS, actionsFor, STATEMENT_MIN } from '../moderation.utils'

const schema = v.pipe(
  v.object({
    action: v.picklist(['dismiss', 'remove', 'restrict', 'suspend'], () => t('Choose what to do.')),
    rule: v.pipe(
      v.string(),
      v.minLength(1, () => t('Name the rule.')),
    ),
    statement: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(STATEMENT_MIN, () =>
        t('Write at least {min} characters: the member reads them.', { min: STATEMENT_MIN }),
      ),
      v.maxLength(4000, () => t('Keep it under {max} characters.', { max: 4000 })),
    ),
    days: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['action'], ['days']],
      ({ action, days }) =>
        action === 'restrict' ? /^\d+$/.test(days) && +days >= 1 && +days <= 365 : !days || /^\d+$/.test(days),
      () => t('A restriction lasts 1 to 365 days.'),
    ),
    ['days'],
  ),
)
type Values = v.InferOutput<typeof schema>

/** The rule picker; FormField hands it the id and the error's description, passed on to the select. */
function RuleSelect({ control, ...aria }: { control: Control<Values> } & AriaProps) {
  return (
    <Controller
      control={control}
      name="rule"
      render={({ field }) => (
        <OptionSelect
          {...aria}
          className="w-full px-3"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          emptyLabel={t('Choose the rule')}
          options={MODERATION_RULES.map((r) => ({ value: r, label: t(r) }))}
        />
      )}
    />
  )
}
type AriaProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }

/** The decision on a case: an action, the rule broken and the statement of reasons the member will read. */
export function DecisionForm({
  caseId,
  kind,
  platform,
  onDone,
}: {
  caseId: string
  kind: ReportTargetKind
  platform: boolean
  onDone: () => void
}) {
  const decide = useDecideCase()
  const actions = actionsFor(kind, platform)
  const { register, handleSubmit, formState, setError, control, watch } = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { action: undefined, rule: '', statement: '', days: '' },
  })
  const action = watch('action') as ModerationAction | undefined
  const e = formState.errors
  const submit = handleSubmit((values) =>
    saveOrShowError(setError, async () => {
      await decide.mutateAsync({
        caseId,
        action: values.action,
        rule: values.rule,
        statement: values.statement,
        days: values.days ? Number(values.days) : null,
      })
      onDone()
    }),
  )
  return (
    <form onSubmit={(ev) => void submit(ev)} className="space-y-4" noValidate aria-label={t('Decision')}>
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-medium">{t('Action')}</legend>
        {actions.map((a) => (
          <label key={a} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-background">
            <input type="radio" value={a} {...register('action')} />
            {t(ACTION_LABELS[a])}
          </label>
        ))}
        {e.action && (
          <p role="alert" className="text-sm text-danger">
            {e.action.message}
          </p>
        )}
      </fieldset>
      {(action === 'restrict' || action === 'suspend') && (
        <FormField
          label={action === 'restrict' ? t('For how many days?') : t('For how many days? (empty: until lifted)')}
          error={e.days?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={action === 'restrict' ? 365 : 3650}
            {...register('days')}
          />
        </FormField>
      )}
      <FormField label={t('Rule')} error={e.rule?.message}>
        <RuleSelect control={control} />
      </FormField>
      <FormField
        label={t('Statement of reasons')}
        hint={t('The member reads it with the decision, in the app and by e-mail. Say what was wrong and why.')}
        error={e.statement?.message}
      >
        <Textarea rows={5} maxLength={4000} {...register('statement')} />
      </FormField>
      {e.root && (
        <p role="alert" className="text-sm text-danger">
          {e.root.message}
        </p>
      )}
      <Button
        type="submit"
        variant={action && action !== 'dismiss' ? 'danger' : 'primary'}
        isLoading={formState.isSubmitting}
      >
        {t('Record decision')}
      </Button>
    </form>
  )
}
