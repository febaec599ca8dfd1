import { mkdirSync } from 'node:fs'
import { PGlite, parse as pgliteParse, protocol } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { RecentStatements } from './recent-statements.ts'
import { settingsStatement, StatementNames, type Database, type Queryable, type QueryResult } from './driver.ts'

const asResult = <T>(r: { rows: unknown[]; affectedRows?: number }): QueryResult<T> => ({
  rows: r.rows as T[],
  rowCount: r.affectedRows ?? r.rows.length,
})

// int8, numeric, date, timestamp, timestamptz stay text, as node-postgres is configured too.
const TEXT_TYPES = [20, 1700, 1082, 1114, 1184]

/** How many query shapes stay prepared in PGlite (the least recently used is closed past this). */
export const PGLITE_PREPARED_LIMIT = 500

/**
 * PGlite runs Postgres synchronously in this thread and never waits on I/O, so a run of queries would
 * never let the event loop turn: HTTP sockets unread, timers overdue (a keep-alive socket then closed by
 * its overdue idle timer just as a client reuses it: ECONNRESET). Each call first lets the loop turn once.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/** A parameter as Postgres' text input reads it, or undefined when only PGlite's own serializers know how. */
function textParam(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint') return String(value)
  if (Array.isArray(value)) {
    const items: string[] = []
    for (const item of value) {
      if (Array.isArray(item)) {
        const inner = textParam(item)
        if (inner === undefined || inner === null) return undefined
        items.push(inner)
        continue
      }
      const text = textParam(item)
      if (text === undefined) return undefined
      items.push(text === null ? 'NULL' : `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)
    }
    return `{${items.join(',')}}`
  }
  return undefined
}

type Message = { name: string; status?: string }

/**
 * A Bind message (unnamed portal, text parameters, text results) written straight into one buffer:
 * the protocol serializer's general writer was a visible share of a small request's time.
 */
function bindMessage(statement: string, values: (string | null)[]): Buffer {
  const lengths = values.map((v) => (v === null ? -1 : Buffer.byteLength(v)))
  const nameLength = Buffer.byteLength(statement)
  // 'B', length, portal "\0", statement "\0", 0 format codes, parameter count, each (length, bytes), 0 result formats.
  let size = 4 + 1 + nameLength + 1 + 2 + 2 + 2
  for (const l of lengths) size += 4 + Math.max(l, 0)
  const out = Buffer.allocUnsafe(1 + size)
  let at = 0
  out[at++] = 0x42
  out.writeInt32BE(size, at)
  at += 4
  out[at++] = 0
  at += out.write(statement, at)
  out[at++] = 0
  out.writeInt16BE(0, at)
  at += 2
  out.writeInt16BE(values.length, at)
  at += 2
  for (let i = 0; i < values.length; i++) {
    out.writeInt32BE(lengths[i], at)
    at += 4
    if (lengths[i] > 0) at += out.write(values[i]!, at)
  }
  out.writeInt16BE(0, at)
  return out
}

/**
 * This thread's V8 stack in kB, on which PGlite's WebAssembly frames live: node's `--stack-size` (npm start and npm
 * test give 3,800), else V8's default.
 */
const nativeStackKb = Number(process.execArgv.find((arg) => arg.startsWith('--stack-size='))?.split('=')[1] ?? 984)

/** PGlite keeps one connection; it queues queries and transactions itself. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create({
    dataDir: dataDir ?? undefined,
    // Every extension a migration may create must be loaded here (pg_trgm: search).
    extensions: { pgcrypto, pg_trgm },
    parsers: Object.fromEntries(TEXT_TYPES.map((oid) => [oid, (value: string) => value])),
  })
  // An overflow of the native stack kills PGlite's backend mid-statement (docs/footguns.md). PostgreSQL's own depth
  // check counts only its C stack, which grows about a third as fast as the native one in plpgsql recursion, so
  // its limit is a quarter of the native stack: runaway recursion becomes an error instead. Nested definer calls
  // also spend native stack in JavaScript trampolines PostgreSQL cannot count, hence the larger stack above.
  await pg.exec(`set max_stack_depth = '${Math.floor(nativeStackKb / 4)}kB'`)
  const recent = new RecentStatements(40)
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      await yieldToEventLoop()
      try {
        const result = await q.query(sql, params)
        recent.note(sql, params, 'ok')
        return asResult<T>(result)
      } catch (error) {
        recent.note(sql, params, error)
        throw error
      }
    },
    async exec(sql: string) {
      await yieldToEventLoop()
      await q.exec(sql)
    },
  })

  // ── run(): the whole transaction as one batch of protocol messages, one crossing into WASM ──────
  const { serialize } = protocol
  const toClose: string[] = []
  const names = new StatementNames('pl_', PGLITE_PREPARED_LIMIT, (name) => toClose.push(name))
  const internals = pg as unknown as {
    _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>
    parsers: Record<number, (value: string, typeId?: number) => unknown>
  }
  // The messages every request sends the same, written once.
  const simple = (text: string) => Buffer.concat([serialize.parse({ text }), serialize.bind({}), serialize.execute({})])
  const BEGIN = simple('begin')
  const COMMIT = simple('commit')
  const ROLLBACK = simple('rollback')
  const end = (rollback: boolean) => (rollback ? ROLLBACK : COMMIT)
  const SYNC = serialize.sync()
  const DESCRIBE_EXECUTE = Buffer.concat([serialize.describe({ type: 'P' }), serialize.execute({})])

  const prepared = new Set<string>()

  /** Bind and execute `text` as a named statement (parsed on first use, closed first in case a failed batch left it). */
  function statementMessages(text: string, values: (string | null)[], newNames: string[]): Uint8Array[] {
    const name = names.get(text)
    const parts: Uint8Array[] = []
    if (!prepared.has(name)) {
      parts.push(serialize.close({ type: 'S', name }), serialize.parse({ name, text }))
      newNames.push(name)
    }
    parts.push(bindMessage(name, values), DESCRIBE_EXECUTE)
    return parts
  }

  /** Sends one batch ending in Sync; returns its results (one per statement) or throws its first error. */
  async function batch(parts: Uint8Array[], newNames: string[]) {
    for (const name of toClose.splice(0)) {
      parts.unshift(serialize.close({ type: 'S', name }))
      prepared.delete(name)
    }
    parts.push(SYNC)
    const { messages } = await pg.execProtocol(Buffer.concat(parts), { throwOnError: false })
    const error = (messages as Message[]).find((m) => m instanceof Error) as Error | undefined
    let status = 'I'
    for (const m of messages as Message[]) if (m.name === 'readyForQuery') status = m.status ?? 'I'
    if (!error) for (const name of newNames) prepared.add(name)
    return { error, status, messages }
  }

  /** ROLLBACK as a batch of its own (pg.exec would wait for the transaction lock run() holds). */
  const abort = () => pg.runExclusive(() => batch([end(true)], []))

  async function run<T>(
    statement: { sql: string; params: unknown[] },
    settings: Record<string, string>,
    options: { rollback?: boolean; check?: (result: QueryResult<T>) => void } = {},
  ): Promise<QueryResult<T>> {
    const values = statement.params.map(textParam)
    if (values.some((v) => v === undefined)) {
      // A value only PGlite's serializers know how to write: the general path.
      return slowRun(statement, settings, options)
    }
    const config = settingsStatement(settings)
    await yieldToEventLoop()
    return internals._runExclusiveTransaction(async () => {
      const newNames: string[] = []
      const parts = [
        BEGIN,
        ...statementMessages(config.sql, config.params, newNames),
        ...statementMessages(statement.sql, values as (string | null)[], newNames),
      ]
      if (!options.check) parts.push(end(options.rollback ?? false))
      const sent = await pg.runExclusive(() => batch(parts, newNames))
      recent.note(statement.sql, values, sent.error ?? 'ok')
      if (sent.error) {
        // The batch stopped at the error; the transaction it opened is still there, aborted.
        if (sent.status !== 'I') await abort()
        throw sent.error
      }
      const results = pgliteParse.parseResults(sent.messages as never, internals.parsers as never)
      if (results.length < 3) {
        // Neither a result nor an error: the backend stopped mid-statement.
        recent.reportOnce('PGlite stopped answering in the middle of a statement')
        throw new Error('The database stopped answering in the middle of a statement')
      }
      const result = asResult<T>(results[2])
      if (options.check) {
        try {
          options.check(result)
        } catch (error) {
          await abort()
          throw error
        }
        const ended = await pg.runExclusive(() => batch([end(options.rollback ?? false)], []))
        if (ended.error) {
          if (ended.status !== 'I') await abort()
          throw ended.error
        }
      }
      return result
    })
  }

  class RollbackWith {
    constructor(readonly value: unknown) {}
  }

  async function slowRun<T>(
    statement: { sql: string; params: unknown[] },
    settings: Record<string, string>,
    options: { rollback?: boolean; check?: (result: QueryResult<T>) => void },
  ): Promise<QueryResult<T>> {
    try {
      return await transaction(async (tx) => {
        const result = await tx.query<T>(statement.sql, statement.params)
        options.check?.(result)
        if (options.rollback) throw new RollbackWith(result)
        return result
      }, settings)
    } catch (error) {
      if (error instanceof RollbackWith) return error.value as QueryResult<T>
      throw error
    }
  }

  const transaction: Database['transaction'] = async (fn, settings) => {
    await yieldToEventLoop()
    return pg.transaction(async (tx) => {
      if (settings) {
        const { sql, params } = settingsStatement(settings)
        await tx.query(sql, params)
      }
      return fn(wrap(tx))
    })
  }

  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction,
    run,
    listen: async (channel, onPayload) => {
      const unsubscribe = await pg.listen(channel, onPayload)
      return async () => unsubscribe()
    },
    close: () => pg.close(),
  }
}
