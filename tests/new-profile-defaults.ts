/**
 * The privacy, notification and account fields a new profile starts with (SPEC §3), written out once for the
 * unit and the integration tests: the expectation, on purpose not read from the code under test.
 */
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
