import { valibotResolver } from '@hookform/resolvers/valibot'
import { useQuery } from '@tanstack/react-query'
import { Plus, X } from 'lucide-react'
import { Controller, useFieldArray, useForm } from 'react-hook-form'
import * as v from 'valibot'
import { CheckboxLabel } from '@/components/shared/checkbox-label'
import { FormDialog } from '@/components/shared/form-dialog'
import { OptionSelect } from '@/components/shared/option-select'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useMember } from '@/data/auth/auth-context'
import { useOfferInterview } from '@/data/interviews/interview-mutations'
import { opportunityInterviewersQueryOptions } from '@/data/interviews/interview-queries'
import { INTERVIEW_DURATIONS, MAX_INTERVIEW_SLOTS, type Interview } from '@/data/interviews/interview-types'
import { saveOrShowError } from '@/lib/form-submit'
import { t } from '@/lib/i18n'
import { displayZoneName } from '@/lib/interview-format'
import { notify } from '@/lib/toast'
import { isoToWallTime, wallTimeToIso } from '@/lib/zoned-time'

const future = (wall: string) => !wall || Date.parse(wallTimeToIso(wall, displayZoneName())) > Date.now()

const schemaFor = (rescheduling: boolean) =>
  v.pipe(
    v.object({
      times: v.pipe(
        v.array(
          v.object({
            at: v.pipe(
              v.string(),
              v.check(future, () => t('Choose a time in the future.')),
            ),
          }),
        ),
        v.check(
          (times) => times.some((x) => x.at),
          () => t('Offer at least one time.'),
        ),
      ),
      duration: v.string(),
      interviewers: v.pipe(
        v.array(v.string()),
        v.minLength(1, () => t('Choose at least one interviewer.')),
      ),
      mode: v.picklist(['online', 'in_person']),
      location: v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(500, () => t('Keep it under {max} characters.', { max: 500 })),
      ),
      message: v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(1000, () => t('Keep it under {max} characters.', { max: 1000 })),
        v.check(
          (m) => !rescheduling || m.length > 0,
          () => t('Say why the interview moves: the applicant sees it.'),
        ),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['location']],
        ({ location }) => location.length > 0,
        () => t('Say where the interview takes place: a link or an address.'),
      ),
      ['location'],
    ),
    v.forward(
      v.partialCheck(
        [['mode'], ['location']],
        ({ mode, location }) => mode !== 'online' || !location || /^https?:\/\/\S+$/i.test(location),
        () => t('The interview link must start with https://'),
      ),
      ['location'],
    ),
  )
type Values = v.InferOutput<ReturnType<typeof schemaFor>>

/** The organisation offers interview times to an applicant, or new times for an interview already offered. */
export function InterviewOfferForm({
  applicationId,
  opportunityId,
  applicantName,
  current,
  onClose,
}: {
  applicationId: string
  opportunityId: string
  applicantName: string
  /** The open interview whose times change, if any. */
  current: Interview | null
  onClose: () => void
}) {
  const me = useMember()
  const zone = displayZoneName()
  const rescheduling = current?.status === 'booked'
  const offer = useOfferInterview(applicationId)
  const people = useQuery(opportunityInterviewersQueryOptions(opportunityId))
  const { control, register, handleSubmit, formState, setError, watch } = useForm<Values>({
    resolver: valibotResolver(schemaFor(rescheduling)),
    defaultValues: {
      times: current?.slots.length
        ? current.slots.filter((s) => s.available).map((s) => ({ at: isoToWallTime(s.starts_at, zone) }))
        : [{ at: '' }, { at: '' }],
      duration: String(current?.duration_minutes ?? 45),
      interviewers: current?.interviewers.map((i) => i.interviewer_id) ?? [me.id],
      mode: current?.mode ?? 'online',
      location: current?.location ?? '',
      message: rescheduling ? '' : (current?.message ?? ''),
    },
  })
  const times = useFieldArray({ control, name: 'times' })
  const mode = watch('mode')
  const e = formState.errors
  const submit = handleSubmit((values) =>
    saveOrShowError(setError, async () => {
      await offer.mutateAsync({
        applicationId,
        slotStarts: values.times.filter((x) => x.at).map((x) => wallTimeToIso(x.at, zone)),
        durationMinutes: Number(values.duration),
        interviewerIds: values.interviewers,
        mode: values.mode,
        location: values.location,
        message: values.message,
      })
      void notify(t('Times sent to {name}', { name: applicantName }), 'success')
      onClose()
    }),
  )
  const min = isoToWallTime(new Date().toISOString(), zone)

  return (
    <FormDialog
      title={current ? t('Offer new interview times') : t('Offer interview times')}
      description={t('{name} picks one of these times. Times are in {zone}.', { name: applicantName, zone })}
      onClose={onClose}
      onSubmit={(ev) => void submit(ev)}
      error={e.root?.message}
      submitting={formState.isSubmitting}
      submitLabel={t('Send times')}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('Times ({zone})', { zone })}</legend>
        {times.fields.map((field, index) => (
          <div key={field.id} className="flex items-start gap-2">
            <div className="flex-1">
              <Input
                type="datetime-local"
                min={min}
                step={300}
                aria-label={t('Time {number}', { number: index + 1 })}
                aria-invalid={e.times?.[index]?.at ? true : undefined}
                {...register(`times.${index}.at`)}
              />
              {e.times?.[index]?.at && (
                <p role="alert" className="mt-1 text-sm text-danger">
                  {e.times[index].at.message}
                </p>
              )}
            </div>
            {times.fields.length > 1 && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('Remove time {number}', { number: index + 1 })}
                onClick={() => times.remove(index)}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            )}
          </div>
        ))}
        {e.times?.root?.message && (
          <p role="alert" className="text-sm text-danger">
            {e.times.root.message}
          </p>
        )}
        {times.fields.length < MAX_INTERVIEW_SLOTS && (
          <Button variant="link" onClick={() => times.append({ at: '' })}>
            <Plus className="size-4" aria-hidden="true" /> {t('Add another time')}
          </Button>
        )}
      </fieldset>
      <FormField label={t('Duration')}>
        <Controller
          control={control}
          name="duration"
          render={({ field }) => (
            <OptionSelect
              value={field.value}
              onChange={field.onChange}
              options={INTERVIEW_DURATIONS.map((d) => ({
                value: String(d),
                label: t('{minutes} minutes', { minutes: d }),
              }))}
              className="w-full px-3"
            />
          )}
        />
      </FormField>
      <fieldset>
        <legend className="text-sm font-medium">{t('Interviewers')}</legend>
        {people.isPending ? (
          <p className="text-sm text-muted">{t('Loading…')}</p>
        ) : (
          <Controller
            control={control}
            name="interviewers"
            render={({ field }) => (
              <div className="grid sm:grid-cols-2">
                {(people.data ?? []).map((p) => (
                  <CheckboxLabel
                    key={p.id}
                    className="gap-2"
                    checked={field.value.includes(p.id)}
                    onChange={(on) =>
                      field.onChange(on ? [...field.value, p.id] : field.value.filter((id) => id !== p.id))
                    }
                  >
                    {p.id === me.id ? t('{name} (you)', { name: p.name }) : p.name}
                  </CheckboxLabel>
                ))}
              </div>
            )}
          />
        )}
        {e.interviewers && (
          <p role="alert" className="text-sm text-danger">
            {e.interviewers.message}
          </p>
        )}
      </fieldset>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium">{t('Where')}</legend>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="radio" value="online" className="size-5 accent-[var(--color-primary)]" {...register('mode')} />
          {t('Online')}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="radio"
            value="in_person"
            className="size-5 accent-[var(--color-primary)]"
            {...register('mode')}
          />
          {t('In person')}
        </label>
      </fieldset>
      <FormField label={mode === 'online' ? t('Link to join') : t('Address')} error={e.location?.message}>
        <Input
          placeholder={mode === 'online' ? 'https://' : t('Building, street, city')}
          maxLength={500}
          {...register('location')}
        />
      </FormField>
      <FormField
        label={
          rescheduling ? t('Why the time changes (the applicant sees it)') : t('Message to the applicant (optional)')
        }
        error={e.message?.message}
      >
        <Textarea rows={3} maxLength={1000} {...register('message')} />
      </FormField>
    </FormDialog>
  )
}
