import { inject } from 'vitest'
import { createScratchDatabase } from '../../supabase/local/src/db/scratch.ts'
import { startLocalStackServer } from '../../supabase/local/src/server.ts'

/** Scratch databases are named so; the run's teardown drops whichever are left. */
export const TEST_DATABASE_PREFIX = 'test'

/** An empty database of its own on the run's PostgreSQL cluster (a superuser's URL), for a stack a test starts itself. */
export async function testDatabaseUrl(): Promise<string> {
  return (await createScratchDatabase(inject('adminDatabaseUrl'), TEST_DATABASE_PREFIX)).url
}

/** The local stack over the fixture schema, unseeded, on a database of its own (options add to or replace these). */
export async function startFixtureStack(options: Partial<Parameters<typeof startLocalStackServer>[0]> = {}) {
  return startLocalStackServer({
    port: 0,
    databaseUrl: await testDatabaseUrl(),
    supabaseDir: 'supabase',
    migrationsDir: 'supabase/local/tests/fixtures/migrations',
    seedFile: null,
    ...options,
  })
}
