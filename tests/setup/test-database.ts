import { inject } from 'vitest'
import { createScratchDatabase } from '../../supabase/local/src/db/scratch.ts'

/** Scratch databases are named so; the run's teardown drops whichever are left. */
export const TEST_DATABASE_PREFIX = 'test'

/** An empty database of its own on the run's PostgreSQL cluster (a superuser's URL), for a stack a test starts itself. */
export async function testDatabaseUrl(): Promise<string> {
  return (await createScratchDatabase(inject('adminDatabaseUrl'), TEST_DATABASE_PREFIX)).url
}
