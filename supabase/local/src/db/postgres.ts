import pg from 'pg'
import type { Database, Queryable } from './driver.ts'

// Keep int8 and numeric as strings (as PostgREST's JSON does through Postgres itself) and
// dates as text, so both drivers hand the same values to the layers above.
const keepText = (value: string) => value
for (const oid of [1082, 1114, 1184]) pg.types.setTypeParser(oid, keepText)

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  pool.on('error', () => {
    /* an idle client died; the pool replaces it */
  })
  await pool.query('select 1')
  const wrap = (q: Pick<pg.Pool, 'query'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await q.query(sql, params)
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length }
    },
    async exec(sql: string) {
      await q.query(sql)
    },
  })
  let listener: pg.PoolClient | null = null
  const handlers = new Map<string, Set<(p: string) => void>>()
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn, settings) {
      const client = await pool.connect()
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
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    async listen(channel, onPayload) {
      if (!listener) {
        listener = await pool.connect()
        listener.on('notification', (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')))
      }
      if (!handlers.has(channel)) {
        handlers.set(channel, new Set())
        await listener.query(`listen ${pg.escapeIdentifier(channel)}`)
      }
      handlers.get(channel)!.add(onPayload)
      return async () => {
        handlers.get(channel)?.delete(onPayload)
      }
    },
    async close() {
      listener?.release()
      await pool.end()
    },
  }
}
