import { buildAppIfChanged } from '../../scripts/lib/build-app.ts'
import { startThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.ts'
import { resolve } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { startLocalApp } from '../../server/local-app.ts'
import { createStaticHandler } from '../../server/static-files.ts'
import { createScratchDatabase } from '../../supabase/local/src/db/scratch.ts'
import { startLocalStackServer } from '../../supabase/local/src/server.ts'
import { TEST_DATABASE_PREFIX } from './test-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string
    anonKey: string
    serviceRoleKey: string
    appUrl: string
    /** A superuser's URL on the run's PostgreSQL cluster, where tests make databases of their own. */
    adminDatabaseUrl: string
  }
}

/**
 * One PostgreSQL cluster for the run (a throwaway embedded one, or the server DATABASE_URL names) and two
 * servers on scratch databases of it:
 * - the local stack over a fixture schema that exercises every API feature (supabase/local tests);
 * - the product itself: our migrations and seed, api/, and the built SPA (integration and browser tests).
 */
export default async function setup(project: TestProject) {
  // Test members' passwords hash at bcrypt cost 4 (supabase/local/src/auth/users.ts), in this process's stacks.
  process.env.LOCAL_AUTH_BCRYPT_COST ??= '4'
  const cluster = process.env.DATABASE_URL ? null : await startThrowawayPostgres()
  const base = process.env.DATABASE_URL ?? cluster!.url
  const scratchStack = await createScratchDatabase(base, 'stack_test')
  const scratchApp = await createScratchDatabase(base, 'app_test')
  buildAppIfChanged()

  // Tests sign many users up from one address; the rate-limit test runs its own strict stack.
  const relaxed = {
    emailMaxFrequencySeconds: 1,
    rateLimit: {
      emailSent: 100_000,
      signInSignUps: 100_000,
      tokenRefresh: 100_000,
      tokenVerifications: 100_000,
      anonymousUsers: 100_000,
      mfaChallengeAndVerify: 100_000,
      emailSentPerAddress: 100_000,
      emailSentPerRecipient: 100_000,
    },
  }
  const stack = await startLocalStackServer({
    port: 0,
    databaseUrl: scratchStack.url,
    supabaseDir: 'supabase',
    migrationsDir: 'supabase/local/tests/fixtures/migrations',
    seedFile: 'supabase/local/tests/fixtures/seed.sql',
    config: {
      ...relaxed,
      enableConfirmations: true,
      refreshTokenReuseInterval: 0,
      // Switches config.toml keeps off for the product; the conformance tests exercise them.
      enableAnonymousSignIns: true,
      enableManualLinking: true,
      securePasswordChange: true,
    },
  })
  const app = await startLocalApp({
    port: 0,
    host: '127.0.0.1',
    inMemory: true,
    scheduler: false,
    databaseUrl: scratchApp.url,
    config: relaxed,
    loadApiModule: (file) => import(file),
    serveApp: createStaticHandler(resolve('dist')),
  })

  project.provide('stackUrl', stack.url)
  project.provide('anonKey', stack.stack.keys.anonKey)
  project.provide('serviceRoleKey', stack.stack.keys.serviceRoleKey)
  project.provide('appUrl', app.url)
  project.provide('adminDatabaseUrl', base)
  return async () => {
    await Promise.all([stack.close(), app.close()])
    if (cluster) return cluster.stop()
    await Promise.all([scratchStack.drop(), scratchApp.drop(), dropTestDatabases(base)])
  }
}

/** On a cluster that outlives the run (DATABASE_URL), the databases tests made for their own stacks. */
async function dropTestDatabases(base: string) {
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
    `${TEST_DATABASE_PREFIX}\\_%`,
  ])
  for (const { datname } of rows)
    await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`)
  await client.end()
}
