import { startLocalStackServer } from '../../supabase/local/src/server.ts'

/** The local stack over the test fixtures, in its own process, for benchmarks. Prints one JSON line. */
const running = await startLocalStackServer({
  port: 0,
  databaseUrl: process.env.DATABASE_URL!,
  supabaseDir: 'supabase',
  migrationsDir: 'supabase/local/tests/fixtures/migrations',
  seedFile: 'supabase/local/tests/fixtures/seed.sql',
  config: {
    rateLimit: {
      emailSent: 1e6,
      signInSignUps: 1e6,
      tokenRefresh: 1e6,
      tokenVerifications: 1e6,
      anonymousUsers: 1e6,
      mfaChallengeAndVerify: 1e6,
    },
  },
})
console.log(
  JSON.stringify({
    url: running.url,
    anonKey: running.stack.keys.anonKey,
    serviceRoleKey: running.stack.keys.serviceRoleKey,
    kind: 'postgres',
  }),
)
process.on('SIGTERM', () => void running.close().then(() => process.exit(0)))
