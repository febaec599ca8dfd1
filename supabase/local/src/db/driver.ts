export interface QueryResult<T = Record<string, unknown>> {
  rows: T[]
  rowCount: number
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>
}

/** One interface over PGlite and node-postgres, so every layer above is driver-agnostic. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /**
   * Runs `fn` inside BEGIN … COMMIT; rolls back when it throws. `settings` are applied with
   * `set_config(name, value, true)` (transaction-local) before `fn` runs.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, settings?: Record<string, string>): Promise<T>
  /** Subscribes to NOTIFY on a channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** A Postgres error as both drivers surface it. */
export interface PgError extends Error {
  code?: string
  detail?: string
  hint?: string
}

export function isPgError(error: unknown): error is PgError {
  return error instanceof Error && typeof (error as PgError).code === 'string'
}

/** `select set_config(…)` for each setting, as one statement with parameters. */
export function settingsStatement(settings: Record<string, string>): { sql: string; params: string[] } {
  const entries = Object.entries(settings)
  return {
    sql: `select ${entries.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`,
    params: entries.flat(),
  }
}

/** The database cannot be reached (connection refused or lost); requests answer 503 until it returns. */
export class DatabaseUnavailableError extends Error {
  readonly code = '08006'
}

/** Whether an error means the connection failed rather than the statement. */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03'))
    return true
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND'].includes(String(code)) ||
    /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed/i.test(
      error.message,
    )
  )
}
