import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { serverReachableTempDir } from '../../scripts/lib/throwaway-postgres.ts'
import { LegacyDataError, openLocalDatabase } from '../../server/local-database.ts'
import { migrate } from '../../supabase/local/src/db/migrate.ts'
import {
  asMember,
  fingerprint,
  insertConfirmedUser,
  openPgliteDatabase,
} from '../../supabase/local/tests/fixtures/pglite-source.ts'

/**
 * Start-up with an earlier version's data (server/local-database.ts): a DATA_DIR holding `pglite` and no
 * `postgres` cluster yet. The sources are small PGlite databases, written as the earlier stack wrote them.
 */
const temporary: string[] = []
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  temporary.push(dir)
  return dir
}

/** A DATA_DIR holding a copy of `source` as its `pglite`. */
function dataDirWith(source: string) {
  const dataDir = serverReachableTempDir('local-database-')
  temporary.push(dataDir)
  cpSync(source, join(dataDir, 'pglite'), { recursive: true, preserveTimestamps: true })
  return dataDir
}

describe('starting on an earlier version’s PGlite data', () => {
  /** Written with the first product migration only: a database the product can carry over. */
  let productSource: string
  /** Written with the stack's fixture migrations, which supabase/migrations does not have. */
  let foreignSource: string
  const member = { email: 'carried-at-start@example.test', id: '' }

  beforeAll(async () => {
    productSource = tempDir('pglite-product-')
    const product = await openPgliteDatabase(productSource)
    try {
      const first = readdirSync('supabase/migrations').sort()[0].split('_')[0]
      const { applied } = await migrate(product, { migrationsDir: 'supabase/migrations', versions: new Set([first]) })
      expect(applied).toHaveLength(1)
      member.id = await insertConfirmedUser(product, { email: member.email, password: 'carried-at-start' })
      await asMember(
        product,
        member,
        `insert into public.user_profiles (user_id, email, name, profile_type) values ($1, $2, 'Carried At Start', 'student')`,
        [member.id, member.email],
      )
    } finally {
      await product.close()
    }

    foreignSource = tempDir('pglite-foreign-')
    const foreign = await openPgliteDatabase(foreignSource)
    try {
      await migrate(foreign, {
        migrationsDir: 'supabase/local/tests/fixtures/migrations',
        versions: new Set(['20240101000000']),
      })
      await foreign.exec(`insert into public.authors (name) values ('Left where it was')`)
    } finally {
      await foreign.close()
    }
  }, 120_000)

  const logged: string[] = []
  beforeAll(() => {
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')))
  })
  afterEach(() => {
    logged.length = 0
  })
  afterAll(() => {
    vi.restoreAllMocks()
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true })
  })

  it('says plainly what to do when the data cannot be carried, and changes nothing', async () => {
    const dataDir = dataDirWith(foreignSource)
    const pgliteDir = join(dataDir, 'pglite')
    const before = fingerprint(pgliteDir)
    const error = await openLocalDatabase({ dataDir, supabaseDir: 'supabase' }).then(
      async (opened) => {
        await opened.stop()
        throw new Error('the foreign PGlite data was carried over')
      },
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(LegacyDataError)
    const lines = (error as Error).message.split('\n')
    expect(lines).toEqual([
      expect.stringMatching(
        /^Your local data in \S*pglite \(written by an earlier version, on PGlite\) could not be moved/,
      ),
      '  PGlite recorded migrations that supabase/migrations does not have: 20240101000000',
      expect.stringMatching(/^Nothing in \S*pglite was changed\. Either:$/),
      expect.stringMatching(/^ {2}- start fresh with the demo data: move it aside \(mv \S*pglite \S*pglite\.old\)/),
      expect.stringMatching(/^ {2}- keep using it with the earlier version of the app/),
    ])
    expect(fingerprint(pgliteDir)).toBe(before)
    // No cluster (nor a half-made one, nor its lock) is left; only the server's log.
    expect(readdirSync(dataDir).filter((name) => name !== 'postgres.log')).toEqual(['pglite'])
  }, 120_000)

  it('carries the data into a new cluster and keeps the old directory aside', async () => {
    const dataDir = dataDirWith(productSource)
    const before = fingerprint(join(dataDir, 'pglite'))
    const opened = await openLocalDatabase({ dataDir, supabaseDir: 'supabase' })
    try {
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false)
      expect(fingerprint(join(dataDir, 'pglite.carried-over'))).toBe(before)
      expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true)
      expect(logged.join('\n')).toMatch(
        /Moved \d+ rows of \d+ tables in [\d.]+ s\. The old copy is kept in \S*pglite\.carried-over/,
      )
      const client = new pg.Client({ connectionString: opened.url })
      await client.connect()
      try {
        const { rows } = await client.query(
          `select u.email, p.name, (select count(*)::int from supabase_migrations.schema_migrations) as migrations
           from auth.users u join public.user_profiles p on p.user_id = u.id`,
        )
        expect(rows).toEqual([{ email: member.email, name: 'Carried At Start', migrations: 1 }])
      } finally {
        await client.end()
      }
    } finally {
      await opened.stop()
    }
  }, 120_000)
})
