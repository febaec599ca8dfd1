import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { PeoplePicker, SelectedPeople, togglePerson } from '@/components/shared/people-picker'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ProgressBar } from '@/components/ui/progress-bar'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { useSavePitch } from '@/data/funding/pitch-mutations'
import { pitchTeamQueryOptions, teamCandidatesQueryOptions } from '@/data/funding/pitch-queries'
import { PITCH_STAGES, type Pitch, type PitchPerson } from '@/data/funding/pitch-types'
import { t } from '@/lib/i18n'
import { stageLabel, toPitchInput } from '../funding.utils'
import { pitchFormSchema, toPitchFormValues, type PitchFormValues } from '../pitch-form.schema'

const select = 'block min-h-11 w-full rounded-lg border border-border bg-surface px-3'

/** Create or edit a pitch: loads the team already named, then the form. */
export function PitchForm(props: {
  me: string
  pitch: Pitch | null
  onDone: (pitch: Pitch) => void
  onCancel: () => void
}) {
  const ids = props.pitch?.team_ids ?? []
  const team = useQuery({ ...pitchTeamQueryOptions(ids), enabled: ids.length > 0 })
  if (ids.length > 0 && team.isPending) return <Skeleton className="h-96" />
  return <PitchFormFields {...props} team={team.data ?? []} />
}

/** The fields: errors show on submit, then live; the first invalid field takes the focus. */
function PitchFormFields({
  me,
  pitch,
  team,
  onDone,
  onCancel,
}: {
  me: string
  pitch: Pitch | null
  team: PitchPerson[]
  onDone: (pitch: Pitch) => void
  onCancel: () => void
}) {
  const save = useSavePitch(me)
  const [progress, setProgress] = useState<number | null>(null)
  const { register, control, handleSubmit, setValue, formState } = useForm<PitchFormValues>({
    resolver: standardSchemaResolver(pitchFormSchema),
    defaultValues: toPitchFormValues(pitch, team),
  })
  const e = formState.errors
  // Team members the founder cannot see any more (gone private) stay on the team.
  const hidden = (pitch?.team_ids ?? []).filter((id) => !team.some((m) => m.id === id))
  const submitAs = (status: 'draft' | 'published') => {
    setValue('status', status)
    return handleSubmit(async (values) => {
      const input = toPitchInput(values, status)
      const saved = await save.mutateAsync({
        id: pitch?.id ?? null,
        values: { ...input, team_ids: [...(input.team_ids ?? []), ...hidden] },
        deck: values.deck,
        onProgress: values.deck ? setProgress : undefined,
      })
      onDone(saved)
    })
  }
  const pending = formState.isSubmitting || save.isPending
  return (
    <Card className="p-4">
      <form noValidate onSubmit={(ev) => void submitAs('draft')(ev)} className="space-y-4" aria-label={t('Pitch')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('Startup name')} error={e.name?.message}>
            <Input maxLength={100} {...register('name')} />
          </FormField>
          <FormField label={t('One-liner')} error={e.one_liner?.message}>
            <Input maxLength={160} {...register('one_liner')} />
          </FormField>
        </div>
        <FormField label={t('Problem')} error={e.problem?.message}>
          <Textarea rows={3} maxLength={4000} {...register('problem')} />
        </FormField>
        <FormField label={t('Solution')} error={e.solution?.message}>
          <Textarea rows={3} maxLength={4000} {...register('solution')} />
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('Stage')}>
            <select className={select} {...register('stage')}>
              {PITCH_STAGES.map((s) => (
                <option key={s.value} value={s.value}>
                  {stageLabel(s.value)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('Sector')} error={e.sector?.message}>
            <Input maxLength={60} placeholder={t('Climate, fintech, edtech…')} {...register('sector')} />
          </FormField>
          <FormField label={t('Ask amount')} error={e.ask_amount?.message}>
            <Input inputMode="decimal" {...register('ask_amount')} />
          </FormField>
          <FormField label={t('Currency')} error={e.currency?.message}>
            <Input
              maxLength={3}
              {...register('currency', { setValueAs: (s: string) => s.toUpperCase() })}
              className="uppercase"
            />
          </FormField>
        </div>
        <Controller
          control={control}
          name="team"
          render={({ field }) => (
            <fieldset className="space-y-2" aria-describedby={e.team ? 'pitch-team-error' : undefined}>
              <legend className="text-sm font-medium">{t('Team members on the platform')}</legend>
              <p className="text-sm text-muted">{t('Investors see the team members whose profiles are public.')}</p>
              <SelectedPeople
                people={field.value}
                label={t('Team')}
                onRemove={(p) => field.onChange(togglePerson(field.value, p))}
              />
              <PeoplePicker
                selected={field.value}
                exclude={[me]}
                minLength={2}
                autoFocus={false}
                label={t('Find team members')}
                placeholder={t('Find team members by name')}
                queryFor={teamCandidatesQueryOptions}
                onToggle={(p) => field.onChange(togglePerson(field.value, p))}
              />
              {e.team && (
                <p id="pitch-team-error" role="alert" className="text-sm text-danger">
                  {e.team.message}
                </p>
              )}
            </fieldset>
          )}
        />
        <Controller
          control={control}
          name="deck"
          render={({ field }) => (
            <FormField
              label={t('Deck (PDF, up to 20 MB)')}
              error={e.deck?.message}
              hint={
                pitch?.deck_path && !field.value
                  ? t('A deck is attached; choose a file to replace it.')
                  : t('Only you and investors who open a published pitch can read it.')
              }
            >
              <input
                type="file"
                accept="application/pdf"
                className="block w-full text-sm"
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={(ev) => field.onChange(ev.target.files?.[0] ?? null)}
              />
            </FormField>
          )}
        />
        {progress !== null && <ProgressBar value={progress} label={t('Deck upload')} />}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="secondary" isLoading={pending}>
            {t('Save draft')}
          </Button>
          <Button onClick={() => void submitAs('published')()} isLoading={pending}>
            {t('Publish')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
