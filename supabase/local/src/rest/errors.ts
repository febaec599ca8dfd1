import { DatabaseUnavailableError, isPgError } from '../db/driver.ts'

/** An error in PostgREST's shape: `{code, message, details, hint}` with its HTTP status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
  ) {
    super(message)
  }

  toJSON() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

export const parseError = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', message, details)

/** PostgREST's SQLSTATE → HTTP status mapping. */
export function statusForSqlState(code: string, isAnonymous: boolean): number {
  if (code === '42501') return isAnonymous ? 401 : 403
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === '42883' || code === '42P01') return 404
  if (code === 'P0001') return 400
  // Our functions raise no_data_found for an id that names nothing (or nothing the caller may see).
  if (code === 'P0002') return 404
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  const cls = code.slice(0, 2)
  if (cls === '08' || cls === '53') return 503
  if (cls === '28' || cls === '0L' || cls === '0P') return 403
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls))
    return 500
  if (code === '42P17') return 500
  return 400
}

export function toRestError(error: unknown, isAnonymous: boolean): RestError {
  if (error instanceof RestError) return error
  // Before the SQLSTATE branch: it carries 08006, but PostgREST answers a lost database with its own code.
  if (error instanceof DatabaseUnavailableError) {
    return new RestError(503, 'PGRST001', 'Database client error. Retrying the connection.', error.message)
  }
  if (isPgError(error) && error.code) {
    return new RestError(
      statusForSqlState(error.code, isAnonymous),
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
    )
  }
  if (error instanceof URIError) {
    return new RestError(400, 'PGRST100', 'The request path is not valid percent-encoding', error.message)
  }
  return new RestError(500, 'PGRST000', 'Internal error while running the request')
}
