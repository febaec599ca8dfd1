import { Card } from '@/components/ui/card'
import { ProgressBar } from '@/components/ui/progress-bar'
import { isMinor } from '@/lib/age'
import { t } from '@/lib/i18n'
import { profileTypeLabel } from '@/lib/profile-types'
import type { Tables } from '@/types/database'
import { missingProfileParts } from '../profile-strength.utils'

/** The completion score, and in words what would raise it: "complete" only when nothing is missing. */
export function ProfileStrength({ row }: { row: Tables<'user_profiles'> }) {
  const missing = missingProfileParts(row)
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('Profile strength')}</h2>
        <span className="text-2xl font-bold tabular-nums text-primary">{row.profile_completion_score}%</span>
      </div>
      <div className="mt-2">
        <ProgressBar value={row.profile_completion_score / 100} label={t('Profile completion')} />
      </div>
      <p className="mt-2 text-sm text-muted">
        {missing.length === 0
          ? isMinor(row.date_of_birth)
            ? t('Your profile is complete. Your associates see all of it.')
            : t('Your profile is complete. Members and organisations can find you easily.')
          : t('To complete it, add {parts}.', { parts: missing.map((part) => t(part)).join(', ') })}{' '}
        {t('You are a')} <strong>{t(profileTypeLabel(row.profile_type))}</strong> · {row.email}
      </p>
    </Card>
  )
}
