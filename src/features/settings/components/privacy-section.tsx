import { useQuery } from '@tanstack/react-query'
import { FormSection } from '@/components/shared/form-section'
import { useMember } from '@/data/auth/auth-context'
import { minorPrivacyQueryOptions } from '@/data/settings/minor-privacy-query'
import { isMinor } from '@/lib/age'
import { useProfileSetting, type ProfileFields } from '../use-profile-setting'
import { AdultChoiceNotice, MinorDefaultsNotice } from './minor-privacy-notice'
import { SectionState } from './section-state'
import { SettingRow } from './setting-row'
import { msg, t } from '@/lib/i18n'

type Flag =
  | 'is_public'
  | 'show_email'
  | 'show_phone'
  | 'show_location'
  | 'allow_connections'
  | 'allow_messages'
  | 'messaging_enabled'
  | 'allow_follower_messages'

/** Each privacy switch with one line on what others will see. */
const PRIVACY: Array<{ field: Flag; title: string; on: string; off: string }> = [
  {
    field: 'is_public',
    title: msg('Public profile'),
    on: msg('Every member can find you and see your profile, posts and activity.'),
    off: msg('Only your associates see your profile; others see your name and photo only.'),
  },
  {
    field: 'show_email',
    title: msg('Show my e-mail address'),
    on: msg('Members who can see your profile see your e-mail address.'),
    off: msg('Your e-mail address is hidden from everyone.'),
  },
  {
    field: 'show_phone',
    title: msg('Show my phone number'),
    on: msg('Members who can see your profile see your phone number.'),
    off: msg('Your phone number is hidden from everyone.'),
  },
  {
    field: 'show_location',
    title: msg('Show my location'),
    on: msg('Your location appears on your profile.'),
    off: msg('Your location is hidden from everyone.'),
  },
  {
    field: 'allow_connections',
    title: msg('Accept associate requests'),
    on: msg('Members can ask to become your associates.'),
    off: msg('Nobody can send you an associate request; the button is hidden on your profile.'),
  },
  {
    field: 'messaging_enabled',
    title: msg('Messages'),
    on: msg('Members can send you direct messages, within the limits below.'),
    off: msg('Messages are off: nobody can message you, not even in conversations already open.'),
  },
  {
    field: 'allow_messages',
    title: msg('Messages beyond your associates'),
    on: msg('Members who are not your associates can start a conversation with you.'),
    off: msg('Only your associates and verified staff of your university can start a conversation with you.'),
  },
  {
    field: 'allow_follower_messages',
    title: msg('Messages from followers'),
    on: msg('On a student profile, members who follow you can start a conversation with you.'),
    off: msg('On a student profile, following you is not enough to message you: associates only.'),
  },
]

/** Kept off while the member is under 18 (the database refuses turning them on: private.apply_minor_defaults). */
const LOCKED_FOR_MINORS: ReadonlySet<Flag> = new Set([
  'is_public',
  'show_location',
  'allow_messages',
  'allow_follower_messages',
])

export function PrivacySection() {
  const { id } = useMember()
  const { profile, isPending, error, refetch, save } = useProfileSetting()
  const status = useQuery(minorPrivacyQueryOptions(id)).data
  const minor = status?.isMinor ?? isMinor(profile?.date_of_birth)
  return (
    <SectionState what={t('Your privacy settings')} isPending={isPending} error={error} onRetry={() => void refetch()}>
      {profile && (
        <div className="space-y-4">
          {minor && <MinorDefaultsNotice adultOn={status?.adultOn ?? null} />}
          {!minor && status?.choiceNotice && <AdultChoiceNotice userId={id} />}
          <FormSection title={t('Privacy')}>
            <div className="divide-y divide-border">
              {PRIVACY.map(({ field, title, on, off }) => (
                <SettingRow
                  key={field}
                  title={t(title)}
                  description={t(profile[field] ? on : off)}
                  checked={profile[field]}
                  lockedReason={
                    minor && LOCKED_FOR_MINORS.has(field) && !profile[field]
                      ? t('Kept off while you are under 18.')
                      : undefined
                  }
                  onChange={(value) => void save({ [field]: value } as ProfileFields, title)}
                />
              ))}
            </div>
          </FormSection>
        </div>
      )}
    </SectionState>
  )
}
