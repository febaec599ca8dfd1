import { msg, t } from './i18n'

/**
 * Typed errors that fetchers throw, so the UI branches on a type and never on message text.
 * Every one carries a sentence a member can read as its `message`; what the server said is kept in
 * `detail` for the technical details of the error screen, never shown on its own.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly detail?: string,
  ) {
    super(message)
  }
}
export class NotFoundError extends AppError {}
export class ForbiddenError extends AppError {}
export class ConflictError extends AppError {}
export class UnauthorizedError extends AppError {}
/** The server could not be reached (offline, DNS, server down): worth a retry. */
export class NetworkError extends AppError {}
/** A value the server would not take (malformed id, bad date, too long). */
export class InvalidInputError extends AppError {}
export class RateLimitError extends AppError {}

/** The sentences members read. SPEC §8 texts where the spec gives them live in config/auth-constants. */
export const ERROR_TEXT = {
  network: msg('Can’t reach the server — check your connection'),
  notFound: msg('We couldn’t find that. It may have been removed, or the link is wrong.'),
  forbidden: msg('You don’t have permission to do that.'),
  conflict: msg('That already exists.'),
  missingReference: msg('Something this refers to no longer exists.'),
  invalid: msg('Some of what was sent isn’t valid. Check it and try again.'),
  tooLong: msg('Some of what was sent is too long.'),
  required: msg('Something required is missing.'),
  session: msg('Your session has ended. Sign in again to continue.'),
  rateLimit: msg('Too many attempts in a short time. Wait a moment and try again.'),
  unknown: msg('Something went wrong on our side. Please try again.'),
} as const

/** Messages that are the database's or the network's own words, not sentences we wrote for members. */
const RAW_MESSAGE =
  /^(new row violates|permission denied|duplicate key value|insert or update on table|update or delete on table|invalid input (syntax|value)|value too long|null value in column|.*violates (check|not-null|foreign key|unique|exclusion) constraint|column .* does not exist|relation .* does not exist|function .* does not exist|syntax error|could not|Could not|JSON object requested|Cannot coerce|JWT|jwt|TypeError|Failed to fetch|fetch failed|NetworkError|Load failed|Network request failed|AbortError|The operation was aborted|.*ECONNREFUSED|.*ETIMEDOUT|.*ENOTFOUND|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout|\{)/

const NETWORK_MESSAGE =
  /Failed to fetch|fetch failed|NetworkError|Load failed|Network request failed|ECONNREFUSED|ETIMEDOUT|ENOTFOUND|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION/i

/** True when `message` is one we wrote for members (raised by our SQL functions or our code). */
export const isOwnSentence = (message: string) => message.trim() !== '' && !RAW_MESSAGE.test(message.trim())

/** The same error, classified, with a member's sentence; `detail` keeps what the server said. */
export function toAppError(
  error: { message?: string; code?: string; status?: number; name?: string } | null | undefined,
): AppError {
  if (!error) return new AppError(t(ERROR_TEXT.unknown))
  if (error instanceof AppError) return error
  const raw = error.message ?? ''
  const code = error.code || undefined
  const own = isOwnSentence(raw) ? raw : null
  const make = <T extends AppError>(Kind: new (m: string, c?: string, d?: string) => T, text: string) =>
    new Kind(own ?? text, code, raw || undefined)

  if (NETWORK_MESSAGE.test(raw) || (error.name === 'TypeError' && /fetch/i.test(raw)))
    return new NetworkError(t(ERROR_TEXT.network), code, raw)
  switch (code) {
    case 'PGRST116':
      return new NotFoundError(t(ERROR_TEXT.notFound), code, raw)
    case '22P02': // invalid input syntax: in a URL this is a malformed id, which is a link to nothing
      return /uuid/i.test(raw)
        ? new NotFoundError(t(ERROR_TEXT.notFound), code, raw)
        : new InvalidInputError(t(ERROR_TEXT.invalid), code, raw)
    case '42501':
    case 'PGRST302':
      return make(ForbiddenError, t(ERROR_TEXT.forbidden))
    case '23505':
      return make(ConflictError, t(ERROR_TEXT.conflict))
    case '23503':
      return make(AppError, t(ERROR_TEXT.missingReference))
    case '22001':
      return make(InvalidInputError, t(ERROR_TEXT.tooLong))
    case '23502':
      return make(InvalidInputError, t(ERROR_TEXT.required))
    case '22007':
    case '22008':
    case '22003':
    case '22023':
    case '23514':
    case 'PGRST100':
    case 'PGRST102':
      return make(InvalidInputError, t(ERROR_TEXT.invalid))
    case 'PGRST301':
    case 'PGRST303':
    case 'session_not_found':
    case 'refresh_token_not_found':
      return new UnauthorizedError(t(ERROR_TEXT.session), code, raw)
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
    case '429':
      return make(RateLimitError, t(ERROR_TEXT.rateLimit))
  }
  if (error.status === 429) return make(RateLimitError, t(ERROR_TEXT.rateLimit))
  if (error.status === 401) return new UnauthorizedError(t(ERROR_TEXT.session), code, raw)
  if (error.status === 404) return make(NotFoundError, t(ERROR_TEXT.notFound))
  return make(AppError, t(ERROR_TEXT.unknown))
}

/** The sentence for anything thrown (an AppError, a raw Error, a string). */
export function errorMessage(error: unknown): string {
  if (error instanceof AppError) return error.message
  if (error instanceof Error) return toAppError(error).message
  if (typeof error === 'string') return toAppError({ message: error }).message
  return t(ERROR_TEXT.unknown)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids come from URLs; a malformed one is a link to nothing, answered without asking the server. */
export const isUuid = (id: string | null | undefined): id is string => !!id && UUID.test(id)
