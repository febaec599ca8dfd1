import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAuth } from '@/data/auth/auth-context'
import { cn } from '@/lib/cn'
import { PROFILE_TYPES, type ProfileType } from '@/lib/profile-types'
import { errorMessage } from '@/lib/errors'
import { t } from '@/lib/i18n'
import { PROFILE_TYPE_INFO } from '../profile-type-info'
import { dateOfBirthProblem } from '@/lib/age'
import { BirthDateField } from './birth-date-field'

/** /profile-selection: the one-time choice of profile type, then on to `next` (or /home). */
export function ProfileSelectionScreen({ next }: { next: string | null }) {
  const { user, selectProfileType, signOut } = useAuth()
  const navigate = useNavigate()
  const [choice, setChoice] = useState<ProfileType | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [birthDate, setBirthDate] = useState('')
  const [birthDateError, setBirthDateError] = useState<string | null>(null)
  const asksBirthDate = choice === 'student'

  const handleContinue = async () => {
    if (!choice) return setError(t('Choose the profile type that describes you best.'))
    const problem = asksBirthDate ? dateOfBirthProblem(birthDate) : null
    setBirthDateError(problem)
    if (problem) return
    setSaving(true)
    setError(null)
    const result = await selectProfileType(choice, { dateOfBirth: asksBirthDate ? birthDate : null })
    setSaving(false)
    if (result.error) return setError(errorMessage(result.error))
    navigate(next ?? paths.home, { replace: true })
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight">
          {user?.firstName
            ? t('Welcome, {name}! Who are you here as?', { name: user.firstName })
            : t('Welcome! Who are you here as?')}
        </h1>
        <p className="mt-2 text-muted">
          {t('Your profile type shapes what you see and can do. You can’t change it later without contacting support.')}
        </p>
      </header>
      <div role="radiogroup" aria-label={t('Profile type')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {PROFILE_TYPES.map((type) => {
          const { label, description, icon: Icon } = PROFILE_TYPE_INFO[type]
          const selected = choice === type
          return (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() => setChoice(type)}
              className={cn(
                'flex flex-col items-start gap-2 rounded-[var(--radius-card)] border bg-surface p-4 text-left transition-colors',
                selected ? 'border-primary ring-2 ring-primary/30' : 'border-border hover:border-primary/50',
              )}
            >
              <Icon className={cn('size-6', selected ? 'text-primary' : 'text-muted')} aria-hidden="true" />
              <span className="font-semibold">{t(label)}</span>
              <span className="text-sm text-muted">{t(description)}</span>
            </button>
          )
        })}
      </div>
      <div className="mx-auto mt-8 max-w-sm space-y-3">
        {asksBirthDate && (
          <BirthDateField
            value={birthDate}
            error={birthDateError}
            onChange={(value) => {
              setBirthDate(value)
              setBirthDateError(null)
            }}
          />
        )}
        {error && <Alert>{error}</Alert>}
        <Button size="lg" className="w-full" onClick={handleContinue} isLoading={saving}>
          {choice ? t('Continue as {type}', { type: t(PROFILE_TYPE_INFO[choice].label).toLowerCase() }) : t('Continue')}
        </Button>
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => void signOut(() => navigate(paths.welcome, { replace: true }))}
        >
          {t('Sign out')}
        </Button>
      </div>
    </div>
  )
}
