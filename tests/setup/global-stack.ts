import { buildApp } from '../../scripts/lib/build-app.ts'
import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startLocalApp } from '../../server/local-app.ts'
import { createStaticHandler } from '../../server/static-files.ts'
import { createScratchDatabase } from '../../supabase/local/src/db/scratch.ts'
import { startLocalStackServer } from '../../supabase/local/src/server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    stackUrl: string
    anonKey: string
    serviceRoleKey: string
    appUrl: string
    databaseKind: 'pglite' | 'postgres'
  }
}

/**
 * Two servers for the whole run, each on PGlite in memory or on a scratch database of the PostgreSQL
 * server that DATABASE_URL names:
 * - the local stack over a fixture schema that exercises every API feature (supabase/local tests);
 * - the product itself: our migrations and seed, api/, and the built SPA (integration and browser tests).
 */
export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL
  const scratchStack = base ? await createScratchDatabase(base, 'stack_test') : null
  const scratchApp = base ? await createScratchDatabase(base, 'app_test') : null
  buildApp()

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
    dataDir: null,
    databaseUrl: scratchStack?.url,
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
    databaseUrl: scratchApp?.url,
    config: relaxed,
    loadApiModule: (file) => import(file),
    serveApp: createStaticHandler(resolve('dist')),
  })

  project.provide('stackUrl', stack.url)
  project.provide('anonKey', stack.stack.keys.anonKey)
  project.provide('serviceRoleKey', stack.stack.keys.serviceRoleKey)
  project.provide('appUrl', app.url)
  project.provide('databaseKind', stack.stack.db.kind)
  return async () => {
    await Promise.all([stack.close(), app.close()])
    await Promise.all([scratchStack?.drop(), scratchApp?.drop()])
  }
}
