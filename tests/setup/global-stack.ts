import type { TestProject } from 'vitest/node'
import { createScratchDatabase } from '../../supabase/local/src/db/scratch.ts'
import { startLocalStackServer } from '../../supabase/local/src/server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string
    anonKey: string
    serviceRoleKey: string
    databaseKind: 'pglite' | 'postgres'
  }
}

/**
 * One local stack for the whole run, over the fixture schema that exercises every API feature:
 * PGlite in memory, or a scratch database on the PostgreSQL server that DATABASE_URL names.
 */
export default async function setup(project: TestProject) {
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'stack_test') : null
  const running = await startLocalStackServer({
    port: 0,
    dataDir: null,
    databaseUrl: scratch?.url,
    supabaseDir: 'supabase',
    migrationsDir: 'supabase/local/tests/fixtures/migrations',
    seedFile: 'supabase/local/tests/fixtures/seed.sql',
    // Tests sign many users up from one address; the rate-limit test runs its own strict stack.
    config: {
      enableConfirmations: true,
      emailMaxFrequencySeconds: 1,
      refreshTokenReuseInterval: 0,
      rateLimit: { emailSent: 100_000, signInSignUps: 100_000, tokenRefresh: 100_000, tokenVerifications: 100_000 },
    },
  })
  project.provide('stackUrl', running.url)
  project.provide('anonKey', running.stack.keys.anonKey)
  project.provide('serviceRoleKey', running.stack.keys.serviceRoleKey)
  project.provide('databaseKind', running.stack.db.kind)
  return async () => {
    await running.close()
    await scratch?.drop()
  }
}
