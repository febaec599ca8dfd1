import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * Creates an empty database next to the one `databaseUrl` names, for a test run or a benchmark that
 * must start clean; `drop` removes it again.
 */
export async function createScratchDatabase(databaseUrl: string, prefix = 'scratch') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
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
