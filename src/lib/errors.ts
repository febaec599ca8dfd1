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
/**
 * Not the member's doing: the database or a server failed (an internal error, resources, a cancelled statement,
 * a code we do not know, a 5xx). The member reads only `ERROR_TEXT.unknown`; the detail goes to the console.
 */
export class ServerError extends AppError {}

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
  unknown: msg('Something went wrong on our side — try again'),
} as const

/**
 * Messages that are the database's, a server's or the network's own words, not sentences we wrote for members.
 * The second half are failures on our side whatever their code (a stack overflow, a lost connection).
 */
const RAW_MESSAGE =
  /^(new row violates|permission denied|duplicate key value|insert or update on table|update or delete on table|invalid input (syntax|value)|value too long|null value in column|.*violates (check|not-null|foreign key|unique|exclusion) constraint|column .* does not exist|relation .* does not exist|function .* does not exist|operator .* does not exist|syntax error|ERROR:|could not|Could not|JSON object requested|Cannot coerce|JWT|jwt|TypeError|ReferenceError|RangeError|SyntaxError|Failed to fetch|fetch failed|NetworkError|Load failed|Network request failed|AbortError|The operation was aborted|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout|\{|\[|<)/
const INTERNAL_MESSAGE =
  /ERRORDATA_STACK_SIZE|stack depth limit|stack too small|Maximum call stack|out of memory|canceling statement|statement timeout|terminating connection|server closed the connection|connection (terminated|refused|reset)|stopped answering|internal error|PANIC|FATAL|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EPIPE|socket hang up|ERR_CONNECTION|unexpected (end|token|eof)/i

/** What a browser says when it could not send a request at all: the member is offline (or as good as). */
const OFFLINE_MESSAGE =
  /Failed to fetch|fetch failed|NetworkError when attempting|^NetworkError|Load failed|Network request failed|ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED/i

/** SQLSTATE classes that are never the member's doing: resources (53), program limits such as the stack depth
 * (54), object state (55), operator intervention such as a cancelled statement (57), system (58), configuration
 * (F0), PL/pgSQL internals (P0003, P0004) and internal errors (XX). */
const SERVER_FAULT_CODE = /^(53|54|55|57|58|F0|XX|P000[34])/

/** GoTrue's error codes (auth-js `error.code`), and those that say the account or address is taken. */
const AUTH_CODE = /^[a-z][a-z0-9_]*$/
const AUTH_CONFLICT = new Set(['email_exists', 'user_already_exists', 'identity_already_exists', 'phone_exists'])

/** True when `message` is one we wrote for members (raised by our SQL functions or our code). */
export const isOwnSentence = (message: string) =>
  message.trim() !== '' && !RAW_MESSAGE.test(message.trim()) && !INTERNAL_MESSAGE.test(message)

type ErrorLike = {
  message?: string
  code?: string
  status?: number
  name?: string
  details?: string | null
  hint?: string | null
}

/** A failure on our side: the member reads one sentence, the console keeps everything for whoever looks. */
function onOurSide(error: ErrorLike, code: string | undefined, raw: string) {
  if (error.name !== 'AbortError')
    console.error('Request failed on the server side:', {
      code,
      status: error.status,
      message: raw,
      details: error.details ?? undefined,
      hint: error.hint ?? undefined,
    })
  return new ServerError(t(ERROR_TEXT.unknown), code, raw || undefined)
}

const offline = (raw: string, error: ErrorLike) =>
  OFFLINE_MESSAGE.test(raw) ||
  (error.name === 'TypeError' && /fetch/i.test(raw)) ||
  (typeof navigator !== 'undefined' && navigator.onLine === false && !error.code && !error.status)

/**
 * The same error, classified, with a member's sentence; `detail` keeps what the server said.
 *
 * The member's own doing keeps its own sentence (a value the database refused, a duplicate, a permission, a
 * missing row, a rate limit, being offline). Anything else — an internal or unknown code, a 5xx, a server
 * that cannot be reached although the member is online, a database message such as "ERRORDATA_STACK_SIZE
 * exceeded" — reads "Something went wrong on our side — try again", and its detail is logged (`console.error`).
 */
export function toAppError(error: ErrorLike | null | undefined): AppError {
  if (!error) return onOurSide({}, undefined, '')
  if (error instanceof AppError) return error
  const raw = error.message ?? ''
  const code = error.code || undefined
  const own = isOwnSentence(raw) ? raw : null
  const make = <T extends AppError>(Kind: new (m: string, c?: string, d?: string) => T, text: string) =>
    new Kind(own ?? text, code, raw || undefined)

  if (!code && offline(raw, error)) return new NetworkError(t(ERROR_TEXT.network), code, raw)
  if (INTERNAL_MESSAGE.test(raw) || (code && SERVER_FAULT_CODE.test(code)) || (error.status ?? 0) >= 500)
    return onOurSide(error, code, raw)
  switch (code) {
    case 'PGRST116':
      return new NotFoundError(t(ERROR_TEXT.notFound), code, raw)
    case 'P0002': // our functions' "no such …"
      return make(NotFoundError, t(ERROR_TEXT.notFound))
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
    case 'P0001': // `raise exception '…'` in our functions: a sentence for the member
      return own ? new AppError(own, code, raw) : onOurSide(error, code, raw)
    case 'PGRST301':
    case 'PGRST303':
    case 'session_not_found':
    case 'refresh_token_not_found':
      return new UnauthorizedError(t(ERROR_TEXT.session), code, raw)
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
    case 'PT429':
    case '429':
      return make(RateLimitError, t(ERROR_TEXT.rateLimit))
  }
  if (error.status === 429) return make(RateLimitError, t(ERROR_TEXT.rateLimit))
  if (error.status === 401) return new UnauthorizedError(t(ERROR_TEXT.session), code, raw)
  if (error.status === 403) return make(ForbiddenError, t(ERROR_TEXT.forbidden))
  if (error.status === 404) return make(NotFoundError, t(ERROR_TEXT.notFound))
  if (error.status === 409) return make(ConflictError, t(ERROR_TEXT.conflict))
  // GoTrue's refusals (`email_exists`, `weak_password`, …: a snake_case code and a sentence) are the member's;
  // its own failures are 5xx, handled above.
  if (code && AUTH_CODE.test(code))
    return AUTH_CONFLICT.has(code)
      ? make(ConflictError, t(ERROR_TEXT.conflict))
      : make(InvalidInputError, t(ERROR_TEXT.invalid))
  // A code we do not know is not a mistake we can explain to the member.
  if (code) return onOurSide(error, code, raw)
  // No code: a sentence our own code threw (or a 4xx that says what to fix) is kept; anything raw is ours.
  return own ? new AppError(own, undefined, raw) : onOurSide(error, code, raw)
}

/** The sentence for anything thrown (an AppError, a raw Error, a string). */
export function errorMessage(error: unknown): string {
  if (error instanceof AppError) return error.message
  if (error instanceof Error) return toAppError(error).message
  if (typeof error === 'string') return toAppError({ message: error }).message
  return toAppError({ message: String(error) }).message
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids come from URLs; a malformed one is a link to nothing, answered without asking the server. */
export const isUuid = (id: string | null | undefined): id is string => !!id && UUID.test(id)
