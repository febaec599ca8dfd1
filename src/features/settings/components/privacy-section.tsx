import { FormSection } from '@/components/shared/form-section'
import { useProfileSetting, type ProfileFields } from '../use-profile-setting'
import { SectionState } from './section-state'
import { SettingRow } from './setting-row'

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
    title: 'Public profile',
    on: 'Every member can find you and see your profile, posts and activity.',
    off: 'Only your associates see your profile; others see your name and photo only.',
  },
  {
    field: 'show_email',
    title: 'Show my e-mail address',
    on: 'Members who can see your profile see your e-mail address.',
    off: 'Your e-mail address is hidden from everyone.',
  },
  {
    field: 'show_phone',
    title: 'Show my phone number',
    on: 'Members who can see your profile see your phone number.',
    off: 'Your phone number is hidden from everyone.',
  },
  {
    field: 'show_location',
    title: 'Show my location',
    on: 'Your location appears on your profile.',
    off: 'Your location is hidden from everyone.',
  },
  {
    field: 'allow_connections',
    title: 'Accept associate requests',
    on: 'Members can ask to become your associates.',
    off: 'Nobody can send you an associate request; the button is hidden on your profile.',
  },
  {
    field: 'messaging_enabled',
    title: 'Messages',
    on: 'Members can send you direct messages, within the limits below.',
    off: 'Messages are off: nobody can message you, not even in conversations already open.',
  },
  {
    field: 'allow_messages',
    title: 'Messages beyond your associates',
    on: 'Members who are not your associates can start a conversation with you.',
    off: 'Only your associates can start a conversation with you.',
  },
  {
    field: 'allow_follower_messages',
    title: 'Messages from followers',
    on: 'On a student profile, members who follow you can start a conversation with you.',
    off: 'On a student profile, following you is not enough to message you: associates only.',
  },
]

export function PrivacySection() {
  const { profile, isPending, error, refetch, save } = useProfileSetting()
  return (
    <SectionState what="Your privacy settings" isPending={isPending} error={error} onRetry={() => void refetch()}>
      {profile && (
        <FormSection title="Privacy">
          <div className="divide-y divide-border">
            {PRIVACY.map(({ field, title, on, off }) => (
              <SettingRow
                key={field}
                title={title}
                description={profile[field] ? on : off}
                checked={profile[field]}
                onChange={(value) => void save({ [field]: value } as ProfileFields, title)}
              />
            ))}
          </div>
        </FormSection>
      )}
    </SectionState>
  )
}
