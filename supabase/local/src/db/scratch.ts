import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * Creates an empty database next to the one `databaseUrl` names, for a test run or a benchmark that
 * must start clean; `drop` removes it again.
 */
export const createScratchDatabase = (databaseUrl: string, prefix = 'scratch') =>
  openDatabase(databaseUrl, `${prefix}_${randomBytes(4).toString('hex')}`)

/** The database `name` next to `databaseUrl`'s, created unless `reuse` finds it already there (a kept benchmark). */
export async function openDatabase(databaseUrl: string, name: string, { reuse = false } = {}) {
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  const exists = reuse && (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount
  if (!exists) await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: databaseUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}
