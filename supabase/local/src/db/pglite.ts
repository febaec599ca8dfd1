import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { settingsStatement, type Database, type Queryable, type QueryResult } from './driver.ts'

const asResult = <T>(r: { rows: unknown[]; affectedRows?: number }): QueryResult<T> => ({
  rows: r.rows as T[],
  rowCount: r.affectedRows ?? r.rows.length,
})

// int8, numeric, date, timestamp, timestamptz stay text, as node-postgres is configured too.
const TEXT_TYPES = [20, 1700, 1082, 1114, 1184]

/** PGlite keeps one connection; it queues queries and transactions itself. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create({
    dataDir: dataDir ?? undefined,
    // Every extension a migration may create must be loaded here (pg_trgm: search).
    extensions: { pgcrypto, pg_trgm },
    parsers: Object.fromEntries(TEXT_TYPES.map((oid) => [oid, (value: string) => value])),
  })
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return asResult<T>(await q.query(sql, params))
    },
    async exec(sql: string) {
      await q.exec(sql)
    },
  })
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn, settings) =>
      pg.transaction(async (tx) => {
        if (settings) {
          const { sql, params } = settingsStatement(settings)
          await tx.query(sql, params)
        }
        return fn(wrap(tx))
      }),
    listen: async (channel, onPayload) => {
      const unsubscribe = await pg.listen(channel, onPayload)
      return async () => unsubscribe()
    },
    close: () => pg.close(),
  }
}
