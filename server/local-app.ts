import type { IncomingMessage, ServerResponse } from 'node:http'
import { startOutboxRelay } from './outbox-relay.ts'
import { startLocalJobs } from './local-jobs.ts'
import { join, resolve } from 'node:path'
import type { ConfigOverrides } from '../supabase/local/src/config.ts'
import { startLocalStackServer, type RunningStack } from '../supabase/local/src/server.ts'
import { createApiRouter } from './api-router.ts'
import { localEnv } from './local-env.ts'
import { registerLocalMailer } from './mailer.ts'
import { LegacyDataError, openLocalDatabase } from './local-database.ts'
import { ClusterInUseError } from '../supabase/local/src/db/cluster-lock.ts'
import { MigrationError } from '../supabase/local/src/db/migrate.ts'
import { isConnectionError } from '../supabase/local/src/db/driver.ts'

type Next = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>

/**
 * The whole product on one port: the local Supabase stack, the api/ functions, and whatever serves the
 * SPA (`serveApp`: built files, or Vite in development).
 */
export async function startLocalApp(options: {
  loadApiModule: (file: string) => Promise<Record<string, unknown>>
  serveApp: Next
  /** Overrides of the environment's settings, for tests. */
  port?: number
  host?: string
  /** Storage in a temporary folder rather than DATA_DIR (tests). */
  inMemory?: boolean
  databaseUrl?: string
  config?: ConfigOverrides
  /** Run scheduled jobs (reminders…); tests turn it off and call the jobs with their own clock. */
  scheduler?: boolean
}): Promise<RunningApp> {
  const env = { ...localEnv(), ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}) }
  const api = createApiRouter(resolve('api'), options.loadApiModule)
  const database = await openLocalDatabase(env)
  const running = await startLocalStackServer({
    port: options.port ?? env.port,
    host: options.host ?? env.host,
    storageDir: options.inMemory ? undefined : join(env.dataDir, 'storage'),
    databaseUrl: database.url,
    supabaseDir: env.supabaseDir,
    jwtSecret: env.jwtSecret,
    smtpUrl: env.smtpUrl,
    config: options.config,
    scheduler: options.scheduler ?? true,
    fallback: async (req, res) => {
      if (await api(req, res)) return
      await options.serveApp(req, res)
    },
  }).catch(async (error) => {
    await database.stop()
    throw error
  })
  if (options.scheduler ?? true) startOutboxRelay(running.stack.db, running.stack.mailer)
  process.env.SUPABASE_URL = running.url
  registerLocalMailer((mail) => running.stack.mailer.send(mail))
  process.env.SUPABASE_ANON_KEY = running.stack.keys.anonKey
  process.env.SUPABASE_SERVICE_ROLE_KEY = running.stack.keys.serviceRoleKey
  if (options.scheduler ?? true) startLocalJobs(running.url, running.stack.keys.serviceRoleKey)
  return {
    ...running,
    database: database.description,
    // Both at once: the database's fast shutdown ends running statements, which frees the pooled connections
    // the stack's close waits for. Those statements fail as they end; that is the stop, not an error.
    async close() {
      const results = await Promise.allSettled([database.stop(), running.close()])
      const failed = results.find(
        (r): r is PromiseRejectedResult => r.status === 'rejected' && !isConnectionError(r.reason),
      )
      if (failed) throw failed.reason
    },
  }
}

export interface RunningApp extends RunningStack {
  /** What the database is, for the banner. */
  database: string
}

export async function printBanner(running: RunningApp) {
  const { rows } = await running.stack.db
    .query<{ email: string; profile_type: string | null }>(
      `select u.email, case when r.user_id is not null then 'moderator' else p.profile_type end as profile_type
       from auth.users u
       left join public.user_profiles p on p.user_id = u.id
       left join public.platform_roles r on r.user_id = u.id
       where u.email like '%@demo.campus.test' order by u.email`,
    )
    .catch(() => ({ rows: [] as { email: string; profile_type: string | null }[] }))
  const line = '─'.repeat(64)
  const out = [
    line,
    `  Campus Network is running at ${running.url}`,
    `  Database: ${running.database}`,
    `  Local mailbox: ${running.url}/_local/mail`,
    `  Supabase API: ${running.url}  (auth, rest, storage, realtime)`,
    `  anon key: ${running.stack.keys.anonKey}`,
    `  service_role key: ${running.stack.keys.serviceRoleKey}`,
  ]
  const host = localEnv().host
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1') {
    out.push(
      '',
      `  WARNING: listening on ${host}, not only on this machine. Anyone on the network can reach the API,`,
      '  sign in to the demo accounts (demo-password) and use the service_role key above.',
      '  Unset HOST (default 127.0.0.1) unless you mean to share this development server.',
    )
  }
  if (rows.length) {
    out.push('', '  Demo accounts (password: demo-password):')
    for (const r of rows) out.push(`    ${(r.profile_type ?? '').padEnd(15)} ${r.email}`)
  }
  out.push(line)
  console.log(out.join('\n'))
}

/** What `npm start` / `npm run dev` print when the app cannot start: the sentence when the developer can act on it. */
export function startFailure(error: unknown): unknown {
  const plain =
    error instanceof MigrationError || error instanceof ClusterInUseError || error instanceof LegacyDataError
  return plain ? `\n${error.message}\n` : error
}
