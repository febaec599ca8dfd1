import { existsSync, readFileSync } from 'node:fs'
import { parse } from 'smol-toml'

/** The settings the local stack reads from supabase/config.toml, in the Supabase CLI's layout. */
export interface StackConfig {
  siteUrl: string
  additionalRedirectUrls: string[]
  jwtExpiry: number
  refreshTokenRotation: boolean
  refreshTokenReuseInterval: number
  enableSignup: boolean
  minimumPasswordLength: number
  enableConfirmations: boolean
  doubleConfirmChanges: boolean
  emailMaxFrequencySeconds: number
  otpExpiry: number
  maxRows: number | null
  /** `[api] schemas`: the schemas REST exposes, the first the default (Accept-Profile / Content-Profile pick others). */
  apiSchemas: string[]
  /** `[api] extra_search_path`: appended to the request schema in each request's search_path. */
  extraSearchPath: string[]
  storageFileSizeLimit: number
  rateLimit: {
    /** E-mails per hour for the whole project. */
    emailSent: number
    /** Per client address, per 5 minutes, for each of sign-up, OTP, magic link, recovery, resend, PUT /user. */
    signInSignUps: number
    /** Per client address, per 5 minutes, for POST /token (password sign-ins, refreshes, PKCE exchanges). */
    tokenRefresh: number
    /** Per client address, per 5 minutes, for /verify. */
    tokenVerifications: number
    /** Anonymous sign-ins per client address per hour (`[auth.rate_limit] anonymous_users`). */
    anonymousUsers: number
    /** MFA challenges, and MFA verifications, per client address per minute (GoTrue's default; the CLI has no key). */
    mfaChallengeAndVerify: number
    /** Passkey sign-in challenges per client address per 5 minutes (GoTrue's default; the CLI has no key). */
    passkey: number
    /** E-mails per hour asked for from one client address, so one client cannot spend the project's budget. */
    emailSentPerAddress: number
    /** E-mails per hour to one recipient. */
    emailSentPerRecipient: number
    /**
     * Failed password sign-ins for one account from one client address before that pair cools down (for
     * `signInCooldownSeconds`); the account itself never locks, so a stranger cannot keep its owner out.
     */
    failedSignInsPerAccountAndAddress: number
    signInCooldownSeconds: number
    /** Failed password sign-ins for one account within an hour, from any address, before its owner is warned by mail. */
    failedSignInsBeforeWarning: number
    /** Wrong guesses of one e-mailed code before the code is void. */
    otpAttemptsPerCode: number
  }
  /**
   * Addresses of proxies allowed to say who the client is with X-Forwarded-For (`[local_stack]
   * trusted_proxies`); from any other peer the header is ignored and the socket's address counts.
   */
  trustedProxies: string[]
  google: { enabled: boolean; clientId: string; secret: string; redirectUri: string }
  /** `[db.seed] sql_paths`, relative to the supabase folder; a `*` in a file name is a glob. */
  seedPaths: string[]
  /** `[db] major_version`: the PostgreSQL hosted runs, and so the embedded one. */
  dbMajorVersion: number
  /** `[auth.mfa]`: factors per user, and whether TOTP factors may be enrolled and verified. */
  mfa: { maxEnrolledFactors: number; totpEnrollEnabled: boolean; totpVerifyEnabled: boolean }
  /** `[auth] enable_anonymous_sign_ins`. */
  enableAnonymousSignIns: boolean
  /** `[auth] enable_manual_linking`: members may link and unlink identities themselves. */
  enableManualLinking: boolean
  /** `[auth.email] secure_password_change`: a password change needs a reauthentication nonce. */
  securePasswordChange: boolean
  /** `[auth] signing_keys_path`, relative to the supabase folder: asymmetric JWT signing keys (JWKs). */
  signingKeysPath: string | null
  /**
   * `[auth.passkey] enabled` and `[auth.webauthn]` (GoTrue's GOTRUE_PASSKEY_* and GOTRUE_WEBAUTHN_*): sign-in
   * with passkeys, and the relying party they belong to. Without `[auth.webauthn]`, the site URL's host is the
   * relying party and its origin the one origin.
   */
  passkey: { enabled: boolean; maxPerUser: number; rpId: string; rpDisplayName: string; rpOrigins: string[] }
}

type Toml = Record<string, unknown>

const section = (t: Toml, ...path: string[]): Toml =>
  path.reduce<Toml>((acc, key) => (acc[key] && typeof acc[key] === 'object' ? (acc[key] as Toml) : {}), t)

/** `env(NAME)` values are read from the environment, as the Supabase CLI does. */
function resolveEnv(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const m = /^env\((\w+)\)$/.exec(value.trim())
  return m ? (process.env[m[1]] ?? '') : value
}

const str = (v: unknown, fallback: string) => {
  const r = resolveEnv(v)
  return typeof r === 'string' ? r : fallback
}
const num = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback)
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback)

function seconds(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value
  if (typeof value !== 'string') return fallback
  const m = /^(\d+)(ms|s|m|h)?$/.exec(value.trim())
  if (!m) return fallback
  const n = Number(m[1])
  return m[2] === 'ms' ? n / 1000 : m[2] === 'm' ? n * 60 : m[2] === 'h' ? n * 3600 : n
}

/** `50MiB`, `10MB`, `512KiB` or a number of bytes. */
function bytes(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value
  const m = typeof value === 'string' ? /^(\d+)\s*(B|KB|KiB|MB|MiB|GB|GiB)?$/i.exec(value.trim()) : null
  if (!m) return fallback
  const unit = (m[2] ?? 'B').toLowerCase()
  const factor = unit.startsWith('k') ? 1024 : unit.startsWith('m') ? 1024 ** 2 : unit.startsWith('g') ? 1024 ** 3 : 1
  return Number(m[1]) * factor
}

/** Settings that override config.toml's (tests, the app server); rate limits one by one. */
export type ConfigOverrides = Omit<Partial<StackConfig>, 'rateLimit' | 'mfa' | 'passkey'> & {
  rateLimit?: Partial<StackConfig['rateLimit']>
  mfa?: Partial<StackConfig['mfa']>
  passkey?: Partial<StackConfig['passkey']>
}

export function loadConfig(path: string | null, overrides: ConfigOverrides = {}): StackConfig {
  const toml: Toml = path && existsSync(path) ? (parse(readFileSync(path, 'utf8')) as Toml) : {}
  const api = section(toml, 'api')
  const auth = section(toml, 'auth')
  const email = section(toml, 'auth', 'email')
  const rate = section(toml, 'auth', 'rate_limit')
  const google = section(toml, 'auth', 'external', 'google')
  const local = section(toml, 'local_stack')
  const mfa = section(toml, 'auth', 'mfa')
  const totp = section(toml, 'auth', 'mfa', 'totp')
  const webauthn = section(toml, 'auth', 'webauthn')
  const siteUrl = str(auth.site_url, 'http://localhost:5173')
  const site = URL.canParse(siteUrl) ? new URL(siteUrl) : new URL('http://localhost:5173')
  const config: StackConfig = {
    siteUrl,
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
      ? auth.additional_redirect_urls.map((u) => str(u, ''))
      : [],
    jwtExpiry: num(auth.jwt_expiry, 3600),
    refreshTokenRotation: bool(auth.enable_refresh_token_rotation, true),
    refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
    enableSignup: bool(auth.enable_signup, true) && bool(email.enable_signup, true),
    minimumPasswordLength: num(auth.minimum_password_length, 6),
    enableConfirmations: bool(email.enable_confirmations, true),
    doubleConfirmChanges: bool(email.double_confirm_changes, true),
    emailMaxFrequencySeconds: seconds(email.max_frequency, 60),
    otpExpiry: num(email.otp_expiry, 3600),
    maxRows: typeof api.max_rows === 'number' ? api.max_rows : null,
    apiSchemas:
      Array.isArray(api.schemas) && api.schemas.length
        ? (api.schemas as unknown[]).map((v) => str(v, '')).filter(Boolean)
        : ['public'],
    extraSearchPath: Array.isArray(api.extra_search_path)
      ? (api.extra_search_path as unknown[]).map((v) => str(v, '')).filter(Boolean)
      : ['public', 'extensions'],
    storageFileSizeLimit: bytes(section(toml, 'storage').file_size_limit, 50 * 1024 * 1024),
    rateLimit: {
      emailSent: num(rate.email_sent, 30),
      signInSignUps: num(rate.sign_in_sign_ups, 30),
      tokenRefresh: num(rate.token_refresh, 150),
      tokenVerifications: num(rate.token_verifications, 30),
      anonymousUsers: num(rate.anonymous_users, 30),
      mfaChallengeAndVerify: 15,
      passkey: 30,
      emailSentPerAddress: num(local.email_sent_per_address, 10),
      emailSentPerRecipient: num(local.email_sent_per_recipient, 5),
      failedSignInsPerAccountAndAddress: num(local.failed_sign_ins_per_account_and_address, 10),
      signInCooldownSeconds: seconds(local.sign_in_cooldown, 15 * 60),
      failedSignInsBeforeWarning: num(local.failed_sign_ins_before_warning, 20),
      otpAttemptsPerCode: num(local.otp_attempts_per_code, 5),
    },
    trustedProxies: Array.isArray(local.trusted_proxies)
      ? (local.trusted_proxies as unknown[]).map((p) => str(p, '')).filter(Boolean)
      : [],
    google: {
      enabled: bool(google.enabled, false),
      clientId: str(google.client_id, ''),
      secret: str(google.secret, ''),
      redirectUri: str(google.redirect_uri, ''),
    },
    seedPaths: Array.isArray(section(toml, 'db', 'seed').sql_paths)
      ? (section(toml, 'db', 'seed').sql_paths as unknown[]).map((p) => str(p, '')).filter(Boolean)
      : ['./seed.sql'],
    dbMajorVersion: num(section(toml, 'db').major_version, 15),
    mfa: {
      maxEnrolledFactors: num(mfa.max_enrolled_factors, 10),
      totpEnrollEnabled: bool(totp.enroll_enabled, true),
      totpVerifyEnabled: bool(totp.verify_enabled, true),
    },
    enableAnonymousSignIns: bool(auth.enable_anonymous_sign_ins, false),
    enableManualLinking: bool(auth.enable_manual_linking, false),
    securePasswordChange: bool(email.secure_password_change, false),
    signingKeysPath: str(auth.signing_keys_path, '') || null,
    passkey: {
      enabled: bool(section(toml, 'auth', 'passkey').enabled, false),
      maxPerUser: 10,
      rpId: str(webauthn.rp_id, '') || site.hostname,
      rpDisplayName: str(webauthn.rp_display_name, '') || site.hostname,
      rpOrigins: Array.isArray(webauthn.rp_origins)
        ? (webauthn.rp_origins as unknown[]).map((o) => str(o, '')).filter(Boolean)
        : [site.origin],
    },
  }
  return {
    ...config,
    ...overrides,
    rateLimit: { ...config.rateLimit, ...overrides.rateLimit },
    mfa: { ...config.mfa, ...overrides.mfa },
    passkey: { ...config.passkey, ...overrides.passkey },
  }
}
