import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { utcToday } from '@/lib/age'
import { t } from '@/lib/i18n'

/** The student's date of birth at sign-up, with why it is asked; never shown on the profile. */
export function BirthDateField({
  value,
  error,
  onChange,
}: {
  value: string
  error: string | null
  onChange: (value: string) => void
}) {
  return (
    <FormField
      label={t('Date of birth')}
      error={error ?? undefined}
      hint={t(
        'Never shown on your profile. Members under 18 get extra privacy: a profile for associates only, location hidden, messages from associates only.',
      )}
    >
      <Input
        type="date"
        autoComplete="bday"
        required
        max={utcToday()}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  )
}
