import { useMemo } from 'react'
import { FormSection } from '@/components/shared/form-section'
import { FormField } from '@/components/ui/form-field'
import { Button } from '@/components/ui/button'
import { deviceTimeZone } from '@/lib/display-zone'
import { fullDateTime } from '@/lib/relative-time'
import { useProfileSetting } from '../use-profile-setting'
import { LANGUAGES, timeZones } from '../settings.utils'
import { SectionState } from './section-state'
import { msg, t } from '@/lib/i18n'

const SELECT =
  'block min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-primary'

export function LanguageSection() {
  const { profile, isPending, error, refetch, save } = useProfileSetting()
  const zones = useMemo(() => timeZones(profile?.timezone ?? 'UTC'), [profile?.timezone])
  const device = deviceTimeZone()
  return (
    <SectionState
      what={t('Your language and region')}
      isPending={isPending}
      error={error}
      onRetry={() => void refetch()}
    >
      {profile && (
        <FormSection title={t('Language and region')}>
          <FormField label={t('Language')} hint={t('The language of the app and of the e-mails we send you.')}>
            <select
              className={SELECT}
              value={profile.language}
              onChange={(e) => void save({ language: e.target.value }, msg('Language'))}
            >
              {LANGUAGES.map((l) => (
                <option key={l.code} value={l.code} lang={l.code}>
                  {l.label}
                </option>
              ))}
              {!LANGUAGES.some((l) => l.code === profile.language) && (
                <option value={profile.language}>{profile.language}</option>
              )}
            </select>
          </FormField>
          <FormField
            label={t('Time zone')}
            hint={
              <>
                {t('Dates and times are shown in this zone. Now:')}{' '}
                <strong>{fullDateTime(new Date().toISOString())}</strong>
              </>
            }
          >
            <select
              className={SELECT}
              value={profile.timezone}
              onChange={(e) => void save({ timezone: e.target.value }, msg('Time zone'))}
            >
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          </FormField>
          {profile.timezone !== device && (
            <Button variant="secondary" size="sm" onClick={() => void save({ timezone: device }, msg('Time zone'))}>
              {t('Use this device’s zone ({zone})', { zone: device.replaceAll('_', ' ') })}
            </Button>
          )}
        </FormSection>
      )}
    </SectionState>
  )
}
