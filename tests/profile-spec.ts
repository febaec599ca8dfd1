/** What SPEC §3 says every profile is, written out once for the unit and the integration tests. */

/** The eight profile types, in the order SPEC lists them. */
export const SPEC_PROFILE_TYPES = [
  'student',
  'company',
  'employer',
  'university',
  'professor',
  'influencer',
  'investor',
  'philanthropist',
] as const

/** The privacy, notification and account fields a new profile starts with. */
export const NEW_PROFILE_DEFAULTS = {
  is_public: true,
  show_email: true,
  show_phone: false,
  show_location: true,
  allow_messages: true,
  allow_connections: true,
  email_notifications: true,
  push_notifications: true,
  messaging_enabled: true,
  allow_follower_messages: true,
  language: 'en',
  timezone: 'UTC',
  profile_completed: false,
  verification_status: 'unverified',
  email_confirmed: true,
} as const
