import { standardSchemaResolver } from '@hookform/resolvers/standard-schema'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { Tables, TablesUpdate } from '@/types/database'
import { profileFormSchema, type ProfileFormValues } from '../profile-form.schema'
import { changedFields, toFormValues } from '../profile-form.utils'
import { FormSection } from '@/components/shared/form-section'
import { TagField } from '@/components/shared/tag-input'
import { errorMessage } from '@/lib/errors'
import { msg, t } from '@/lib/i18n'
import { isMinor } from '@/lib/age'
import { describesOrganisation, isOrganisationAccount, isStudent, ORGANISATION_SIZES } from '@/lib/profile-types'

const LANGUAGES = [
  ['en', 'English'],
  ['fr', 'Français'],
  ['es', 'Español'],
  ['pt', 'Português'],
  ['de', 'Deutsch'],
] as const

const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function'
    ? ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')]
    : ['UTC']

type Toggle = { name: keyof ProfileFormValues; label: string; hint: string }
const PRIVACY: Toggle[] = [
  {
    name: 'is_public',
    label: msg('Public profile'),
    hint: msg('When off, only your associates see your profile and posts.'),
  },
  { name: 'show_email', label: msg('Show my email'), hint: msg('On your profile, to members who can see it.') },
  { name: 'show_phone', label: msg('Show my phone number'), hint: msg('On your profile, to members who can see it.') },
  { name: 'show_location', label: msg('Show my location'), hint: msg('On your profile and in search.') },
  {
    name: 'allow_connections',
    label: msg('Accept associate requests'),
    hint: msg('Others can ask to connect with you.'),
  },
  { name: 'allow_messages', label: msg('Allow messages'), hint: msg('Others see a Message button on your profile.') },
  { name: 'messaging_enabled', label: msg('Messaging'), hint: msg('Turn off to pause all conversations.') },
  {
    name: 'allow_follower_messages',
    label: msg('Messages from followers'),
    hint: msg('Followers may message you without being associates.'),
  },
]
const LOCKED_FOR_MINORS = new Set<string>(['is_public', 'show_location', 'allow_messages', 'allow_follower_messages'])
const NOTIFY: Toggle[] = [
  { name: 'push_notifications', label: msg('Live alerts'), hint: msg('A pop-up in the app when something happens.') },
  {
    name: 'email_notifications',
    label: msg('Email notifications'),
    hint: msg('We email you about activity you care about.'),
  },
]

/** Every field of the member's profile, validated, saving only what changed. */
export function ProfileForm({
  row,
  onSave,
}: {
  row: Tables<'user_profiles'>
  onSave: (fields: TablesUpdate<'user_profiles'>) => Promise<{ error: Error | null }>
}) {
  const [saveError, setSaveError] = useState<string | null>(null)
  // An organisation's own account (company, university) and a member who represents one (employer,
  // investor, philanthropist) describe the organisation; only students give a graduation year.
  const isOrganisation = isOrganisationAccount(row.profile_type)
  const hasOrganisation = describesOrganisation(row.profile_type)
  const isStudentProfile = isStudent(row.profile_type)
  const form = useForm<ProfileFormValues>({
    resolver: standardSchemaResolver(profileFormSchema),
    defaultValues: toFormValues(row),
  })
  const { register, control, handleSubmit, formState, reset } = form
  const e = formState.errors

  const submit = handleSubmit(async (values) => {
    setSaveError(null)
    const fields = changedFields(values, formState.dirtyFields)
    if (Object.keys(fields).length === 0) return
    const { error } = await onSave(fields)
    if (error) setSaveError(errorMessage(error))
    else reset(values)
  })

  // Under 18 (as saved): these stay off, as Settings → Privacy explains; the database refuses turning them on.
  const locked = (name: Toggle['name']) => isMinor(row.date_of_birth) && LOCKED_FOR_MINORS.has(name) && !row[name as keyof typeof row]
  const toggles = (list: Toggle[]) => (
    <ul className="divide-y divide-border">
      {list.map((item) => (
        <li key={item.name}>
          <label className="flex min-h-14 cursor-pointer items-center justify-between gap-4 py-2 has-[:disabled]:cursor-default">
            <span>
              <span className="block font-medium">{t(item.label)}</span>
              <span className="block text-sm text-muted">
                {locked(item.name) ? t('Kept off while you are under 18.') : t(item.hint)}
              </span>
            </span>
            {locked(item.name) ? (
              // Not registered: the form keeps the saved value (off) and never sends it.
              <input
                type="checkbox"
                role="switch"
                disabled
                checked={false}
                readOnly
                className="size-5 shrink-0 accent-[var(--color-primary)]"
              />
            ) : (
              <input
                type="checkbox"
                role="switch"
                className="size-5 shrink-0 accent-[var(--color-primary)]"
                {...register(item.name)}
              />
            )}
          </label>
        </li>
      ))}
    </ul>
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormSection title={t('Basics')}>
        <FormField label={isOrganisation ? t('Organisation name') : t('Display name')} error={e.name?.message}>
          <Input autoComplete={isOrganisation ? 'organization' : 'name'} {...register('name')} />
        </FormField>
        {!isOrganisation && (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('First name')} error={e.first_name?.message}>
              <Input autoComplete="given-name" {...register('first_name')} />
            </FormField>
            <FormField label={t('Last name')} error={e.last_name?.message}>
              <Input autoComplete="family-name" {...register('last_name')} />
            </FormField>
          </div>
        )}
        <FormField
          label={t('Headline')}
          error={e.headline?.message}
          hint={
            isOrganisation
              ? t('One line under your name, like “Developer tools for data teams”.')
              : t('One line under your name, like “CS student · ML & accessibility”.')
          }
        >
          <Input {...register('headline')} />
        </FormField>
        {!isOrganisation && (
          <div className="grid gap-4 sm:grid-cols-2">
            {!hasOrganisation && (
              <FormField label={t('University')} error={e.university?.message}>
                <Input autoComplete="organization" {...register('university')} />
              </FormField>
            )}
            {isStudentProfile && (
              <FormField
                label={t('Graduation year')}
                error={e.graduation_year?.message}
                hint={t('When you graduated or expect to. Organisations can find you by it.')}
              >
                <Input inputMode="numeric" placeholder="2027" maxLength={4} {...register('graduation_year')} />
              </FormField>
            )}
            {!isOrganisation && (
              <FormField label={t('Location')} error={e.location?.message}>
                <Input autoComplete="address-level2" {...register('location')} />
              </FormField>
            )}
            {!hasOrganisation && (
              <FormField
                label={t('Date of birth')}
                error={e.date_of_birth?.message}
                hint={t('Never shown on your profile.')}
              >
                <Input type="date" autoComplete="bday" {...register('date_of_birth')} />
              </FormField>
            )}
          </div>
        )}
      </FormSection>
      {hasOrganisation && (
        <FormSection title={t('Organisation')}>
          <p className="-mt-2 text-sm text-muted">
            {isOrganisation
              ? t('Shown on your profile, so members know who you are.')
              : t('The organisation you represent, shown on your profile.')}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {!isOrganisation && (
              <FormField label={t('Organisation name')} error={e.organization_name?.message}>
                <Input autoComplete="organization" {...register('organization_name')} />
              </FormField>
            )}
            <FormField label={t('Website')} error={e.website?.message}>
              <Input
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder={t('https://…')}
                {...register('website')}
              />
            </FormField>
            <FormField label={t('Size')} error={e.organization_size?.message}>
              <select
                className="min-h-11 w-full rounded-lg border border-border bg-surface px-3"
                {...register('organization_size')}
              >
                <option value="">{t('Not set')}</option>
                {ORGANISATION_SIZES.map((o) => (
                  <option key={o.value} value={o.value}>
                    {t(o.label)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              label={t('Sector')}
              error={e.sector?.message}
              hint={t('Like “Developer tools” or “Higher education”.')}
            >
              <Input {...register('sector')} />
            </FormField>
            <FormField label={t('Headquarters')} error={e.headquarters?.message} hint={t('City and country.')}>
              <Input autoComplete="address-level2" {...register('headquarters')} />
            </FormField>
          </div>
        </FormSection>
      )}
      <FormSection title={t('About')}>
        <FormField label={t('Bio')} error={e.bio?.message}>
          <Textarea rows={5} {...register('bio')} />
        </FormField>
        <TagField
          control={control}
          name="skills"
          label={t('Skills')}
          placeholder={t('e.g. React, Python, Public speaking')}
        />
        <TagField
          control={control}
          name="interests"
          label={t('Interests')}
          placeholder={t('e.g. Hackathons, Climate, Design')}
        />
      </FormSection>
      <FormSection title={t('Links and contact')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="LinkedIn" error={e.linkedin?.message}>
            <Input
              type="url"
              inputMode="url"
              placeholder={t('https://www.linkedin.com/in/…')}
              {...register('linkedin')}
            />
          </FormField>
          <FormField label="GitHub" error={e.github?.message}>
            <Input type="url" inputMode="url" placeholder={t('https://github.com/…')} {...register('github')} />
          </FormField>
          <FormField label="Twitter" error={e.twitter?.message}>
            <Input type="url" inputMode="url" placeholder={t('https://x.com/…')} {...register('twitter')} />
          </FormField>
          {!hasOrganisation && (
            <FormField label={t('Website')} error={e.website?.message}>
              <Input type="url" inputMode="url" placeholder={t('https://…')} {...register('website')} />
            </FormField>
          )}
          <FormField label={t('Phone')} error={e.phone?.message}>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </FormField>
          {!hasOrganisation && (
            <FormField
              label={t('College email')}
              error={e.college_email?.message}
              hint={t('Used to verify you with your university.')}
            >
              <Input type="email" autoComplete="email" {...register('college_email')} />
            </FormField>
          )}
        </div>
      </FormSection>
      <FormSection title={t('Privacy')}>{toggles(PRIVACY)}</FormSection>
      <FormSection title={t('Notifications')}>{toggles(NOTIFY)}</FormSection>
      <FormSection title={t('Language and time zone')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('Language')}>
            <select
              className="min-h-11 w-full rounded-lg border border-border bg-surface px-3"
              {...register('language')}
            >
              {LANGUAGES.map(([code, label]) => (
                <option key={code} value={code}>
                  {label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('Time zone')}>
            <select
              className="min-h-11 w-full rounded-lg border border-border bg-surface px-3"
              {...register('timezone')}
            >
              {TIME_ZONES.map((z) => (
                <option key={z} value={z}>
                  {z.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      </FormSection>
      <div className="sticky bottom-20 z-10 flex flex-wrap items-center justify-end gap-3 rounded-[var(--radius-card)] border border-border bg-surface/95 p-3 shadow-sm backdrop-blur lg:bottom-4">
        {saveError && <Alert className="mr-auto">{saveError}</Alert>}
        {Object.keys(formState.errors).length > 0 && (
          <p className="mr-auto text-sm text-danger" role="alert">
            {t('Fix the highlighted fields to save.')}
          </p>
        )}
        <Button variant="secondary" disabled={!formState.isDirty || formState.isSubmitting} onClick={() => reset()}>
          {t('Discard changes')}
        </Button>
        <Button type="submit" isLoading={formState.isSubmitting} disabled={!formState.isDirty}>
          {t('Save profile')}
        </Button>
      </div>
    </form>
  )
}
