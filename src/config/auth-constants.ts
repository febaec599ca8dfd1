/** Every auth timing and storage key of the product, in one place (SPEC §4 and §9). */
export const AUTH_TIMING = {
  initTimeoutMs: 2000,
  profileFetchTimeoutMs: 3000,
  postLoginWaitMs: 3000,
  expiringWithinMs: 5 * 60 * 1000,
  sessionCacheMs: 5 * 60 * 1000,
  mirrorRefreshAfterMs: 30 * 1000,
  authEventDebounceMs: 300,
  visibilityDebounceMs: 1000,
} as const

export const AUTH_STORAGE = {
  /** Where the Supabase client keeps the session. */
  sessionKey: 'campus-network-auth',
  /** 'false' keeps the session in sessionStorage (gone with the tab); anything else persists it. */
  rememberMeKey: 'campus-network-remember-me',
  /** A copy of the tokens, kept so a session can be restored when the main record is lost. */
  mirrorKey: 'campus-network-auth-mirror',
  /** Keys the Supabase client uses by default (`sb-<project>-auth-token`), from earlier versions. */
  defaultKeyPattern: /^sb-[a-z0-9-]+-auth-token$/i,
} as const

export const AUTH_ERRORS = {
  authenticationFailed: 'Authentication failed',
  registrationFailed: 'Registration failed',
  initFailed: 'Authentication initialization failed',
  initTimedOut: 'Authentication initialization timed out',
  profileFetchTimeout: 'Profile fetch timeout',
  noUser: 'No user found',
  databaseUpdateFailed: 'Database update failed',
  profileUpdateFailed: 'Profile update failed',
} as const

/** Sent with every request so the backend can tell this client apart. */
export const CLIENT_INFO_HEADER = { 'x-client-info': 'campus-network-web/1.0' }
