export interface QueryResult<T = Record<string, unknown>> {
  rows: T[]
  rowCount: number
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>
}

/** The database as every layer above uses it (node-postgres underneath: db/postgres.ts). */
export interface Database extends Queryable {
  /**
   * Runs `fn` inside BEGIN … COMMIT; rolls back when it throws. `settings` are applied with
   * `set_config(name, value, true)` (transaction-local) before `fn` runs.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, settings?: Record<string, string>): Promise<T>
  /**
   * One statement in a transaction of its own, as `transaction` would run it, in as few round trips as the
   * driver allows: BEGIN, the settings, the statement (prepared once per query shape) and the end of the
   * transaction travel together. With `check`, the result is looked at before the end (one more trip);
   * when it throws, the transaction rolls back and the error is thrown.
   */
  run<T = Record<string, unknown>>(
    statement: { sql: string; params: unknown[] },
    settings: Record<string, string>,
    options?: RunOptions<T>,
  ): Promise<QueryResult<T>>
  /** Subscribes to NOTIFY on a channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

export interface RunOptions<T> {
  /** End with ROLLBACK even when the statement succeeds (`Prefer: tx=rollback`). */
  rollback?: boolean
  /** Looks at the result inside the transaction; throwing rolls it back. */
  check?: (result: QueryResult<T>) => void
  /** A statement run after the settings and before the request's own (PostgREST's `db-pre-request` call). */
  before?: string
}

/**
 * Names for prepared statements, one per query text (a query shape: values are always parameters), for
 * the `limit` most recently used texts. A name is never given to another text, so a connection that still
 * holds an evicted statement cannot confuse it with a new one; `onEvict` lets a driver close it.
 */
export class StatementNames {
  private readonly names = new Map<string, string>()
  private next = 0
  constructor(
    private readonly prefix: string,
    private readonly limit: number,
    private readonly onEvict?: (name: string) => void,
  ) {}

  get(text: string): string {
    let name = this.names.get(text)
    if (name !== undefined) {
      // Most recently used last, so the first key is the one to evict.
      this.names.delete(text)
      this.names.set(text, name)
      return name
    }
    name = `${this.prefix}${(this.next++).toString(36)}`
    this.names.set(text, name)
    if (this.names.size > this.limit) {
      const [oldText, oldName] = this.names.entries().next().value!
      this.names.delete(oldText)
      this.onEvict?.(oldName)
    }
    return name
  }
}

/** A Postgres error as the driver surfaces it. */
export interface PgError extends Error {
  code?: string
  detail?: string
  hint?: string
}

export function isPgError(error: unknown): error is PgError {
  return error instanceof Error && typeof (error as PgError).code === 'string'
}

/**
 * `set_config(…)` for each setting, as one statement with parameters. It answers one small number (how
 * many were set) rather than echoing every value back: the claims and headers would cross twice.
 */
export function settingsStatement(settings: Record<string, string>): { sql: string; params: string[] } {
  const entries = Object.entries(settings)
  return {
    sql: `select num_nonnulls(${entries.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')})`,
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
