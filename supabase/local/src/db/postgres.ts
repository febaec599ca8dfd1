import { availableParallelism } from 'node:os'
import pg from 'pg'
import {
  DatabaseUnavailableError,
  isConnectionError,
  settingsStatement,
  StatementNames,
  type Database,
  type Queryable,
  type QueryResult,
  type RunOptions,
} from './driver.ts'

// Keep int8 and numeric as strings (as PostgREST's JSON does through Postgres itself) and
// dates as text, so both drivers hand the same values to the layers above.
const keepText = (value: string) => value
for (const oid of [1082, 1114, 1184]) pg.types.setTypeParser(oid, keepText)

export interface PostgresOptions {
  /** Pooled connections for queries; LISTEN has a connection of its own outside the pool. */
  max?: number
  /** How long a request waits for a free pooled connection before it fails with 503. */
  connectionTimeoutMs?: number
  /** Backoff of the LISTEN connection's reconnection attempts. */
  reconnectMinMs?: number
  reconnectMaxMs?: number
}

/**
 * Connections for the service that answers most requests (REST): a few per core keeps every core busy
 * while some connections wait on I/O, without the contention of one connection per client.
 */
export const poolSize = () => Math.min(40, Math.max(10, availableParallelism() * 5))

/** Query shapes named for preparation; a connection that has prepared more than this is retired. */
export const POSTGRES_PREPARED_LIMIT = 500

const unavailable = (error: unknown) =>
  isConnectionError(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(`The database is unavailable: ${(error as Error).message}`)
    : error

/**
 * PostgreSQL through a pool of node-postgres clients. Requests never wait without a bound: a pooled
 * connection is waited for at most `connectionTimeoutMs`, a lost connection becomes a
 * DatabaseUnavailableError (503), and LISTEN runs on its own client that reconnects with backoff.
 */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 10_000,
    idleTimeoutMillis: 30_000,
    application_name: 'local-stack',
    // Queries a request sends together (run: BEGIN, settings, statement, COMMIT) go out without waiting
    // for each answer: one round trip. Requests never share a client, so nothing else changes.
    pipeline: true,
  } as pg.PoolConfig)
  pool.on('error', () => {
    /* an idle client died; the pool replaces it */
  })
  // A client that dies while checked out (the server stopped mid-statement) also emits 'error', which the pool
  // listens for only while the client is idle: unheard, it would end the process. Its query fails anyway.
  pool.on('connect', (client) => client.on('error', () => {}))
  await pool.query('select 1')
  const wrap = (q: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      try {
        const r = await q.query(sql, params)
        return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length }
      } catch (error) {
        throw unavailable(error)
      }
    },
    async exec(sql: string) {
      try {
        await q.query(sql)
      } catch (error) {
        throw unavailable(error)
      }
    },
  })

  // ── LISTEN on a client of its own, reconnecting with backoff ─────────────────────────────────
  const handlers = new Map<string, Set<(p: string) => void>>()
  let listener: pg.Client | null = null
  let connecting: Promise<void> | null = null
  let closed = false
  let attempt = 0
  let retryTimer: NodeJS.Timeout | null = null
  const minDelay = options.reconnectMinMs ?? 100
  const maxDelay = options.reconnectMaxMs ?? 5_000

  function scheduleReconnect(dead: pg.Client) {
    if (listener !== dead || closed) return
    listener = null
    dead.removeAllListeners('notification')
    dead.end().catch(() => {})
    if (retryTimer) return
    const delay = Math.min(maxDelay, minDelay * 2 ** attempt++)
    retryTimer = setTimeout(() => {
      retryTimer = null
      connectListener().catch(() => {
        /* connectListener schedules the next attempt itself */
      })
    }, delay)
    retryTimer.unref()
  }

  async function connectListener(): Promise<void> {
    if (closed || listener) return
    if (connecting) return connecting
    connecting = (async () => {
      const client = new pg.Client({ connectionString, application_name: 'local-stack-listen' })
      // An 'error' with no listener would end the process; a lost connection is reconnected instead.
      client.on('error', () => scheduleReconnect(client))
      client.on('end', () => scheduleReconnect(client))
      client.on('notification', (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')))
      try {
        await client.connect()
        listener = client
        for (const channel of handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`)
        attempt = 0
      } catch (error) {
        if (listener === client) scheduleReconnect(client)
        else {
          client.end().catch(() => {})
          if (!closed && !retryTimer) {
            const delay = Math.min(maxDelay, minDelay * 2 ** attempt++)
            retryTimer = setTimeout(() => {
              retryTimer = null
              connectListener().catch(() => {})
            }, delay)
            retryTimer.unref()
          }
        }
        throw unavailable(error)
      } finally {
        connecting = null
      }
    })()
    return connecting
  }

  // Names live as long as the process; a connection keeps what it prepared until it is retired.
  const names = new StatementNames('ls_', POSTGRES_PREPARED_LIMIT)
  const preparedOn = (client: pg.PoolClient) =>
    Object.keys((client as unknown as { connection: { parsedStatements: object } }).connection.parsedStatements).length

  async function run<T>(
    statement: { sql: string; params: unknown[] },
    settings: Record<string, string>,
    options: RunOptions<T> = {},
  ): Promise<QueryResult<T>> {
    let client: pg.PoolClient
    try {
      client = await pool.connect()
    } catch (error) {
      throw unavailable(error)
    }
    let broken: Error | boolean | undefined
    const endSql = options.rollback ? 'rollback' : 'commit'
    try {
      const config = settingsStatement(settings)
      // Pipelined: all of these are written before the first answer is read, and corked into one write:
      // node-postgres writes each protocol message on its own (a dozen socket writes a request).
      const stream = (client as unknown as { connection?: { stream?: { cork?(): void; uncork?(): void } } }).connection
        ?.stream
      stream?.cork?.()
      let sent: Promise<pg.QueryResult>[]
      try {
        sent = [
          client.query('begin'),
          client.query({ name: names.get(config.sql), text: config.sql, values: config.params }),
          ...(options.before ? [client.query({ name: names.get(options.before), text: options.before })] : []),
          client.query<Record<string, unknown>>({
            name: names.get(statement.sql),
            text: statement.sql,
            values: statement.params,
          }),
          ...(options.check ? [] : [client.query(endSql)]),
        ]
      } finally {
        stream?.uncork?.()
      }
      const settled = await Promise.allSettled(sent)
      const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected')
      if (failed) {
        // Without `check` the COMMIT already ended the failed transaction (as a ROLLBACK).
        if (options.check || settled.at(-1)!.status === 'rejected')
          await client.query('rollback').catch((e: Error) => (broken = e))
        if (isConnectionError(failed.reason)) broken ??= failed.reason as Error
        throw unavailable(failed.reason)
      }
      const r = (settled[options.before ? 3 : 2] as PromiseFulfilledResult<pg.QueryResult>).value
      const result: QueryResult<T> = { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length }
      if (options.check) {
        try {
          options.check(result)
        } catch (error) {
          await client.query('rollback').catch((e: Error) => (broken = e))
          throw error
        }
        try {
          await client.query(endSql)
        } catch (error) {
          await client.query('rollback').catch((e: Error) => (broken = e))
          if (isConnectionError(error)) broken ??= error as Error
          throw unavailable(error)
        }
      }
      return result
    } finally {
      // Bounded: a connection holding too many prepared shapes is closed, and its statements with it.
      if (!broken && preparedOn(client) > POSTGRES_PREPARED_LIMIT) broken = true
      client.release(broken)
    }
  }

  return {
    ...wrap(pool),
    run,
    async transaction(fn, settings) {
      let client: pg.PoolClient
      try {
        client = await pool.connect()
      } catch (error) {
        throw unavailable(error)
      }
      let broken: Error | undefined
      try {
        // BEGIN and the settings travel in one round trip (simple protocol, values as escaped literals).
        const configs = Object.entries(settings ?? {}).map(
          ([name, value]) => `set_config(${client.escapeLiteral(name)}, ${client.escapeLiteral(value)}, true)`,
        )
        await client.query(configs.length ? `begin; select ${configs.join(', ')}` : 'begin')
        const result = await fn(wrap(client))
        await client.query('commit')
        return result
      } catch (error) {
        // A client whose rollback fails (connection lost) is destroyed, never handed to the next request
        // with a transaction still open.
        await client.query('rollback').catch((e: Error) => (broken = e))
        if (isConnectionError(error)) broken ??= error as Error
        throw unavailable(error)
      } finally {
        client.release(broken)
      }
    },
    async listen(channel, onPayload) {
      const isNew = !handlers.has(channel)
      if (isNew) handlers.set(channel, new Set())
      handlers.get(channel)!.add(onPayload)
      if (!listener) await connectListener()
      else if (isNew) await listener.query(`listen ${pg.escapeIdentifier(channel)}`)
      return async () => {
        handlers.get(channel)?.delete(onPayload)
      }
    },
    async close() {
      closed = true
      if (retryTimer) clearTimeout(retryTimer)
      const l = listener
      listener = null
      await l?.end().catch(() => {})
      await pool.end()
    },
  }
}
