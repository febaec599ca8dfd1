import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { cpSync, existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { createAuthService } from './auth/auth-service.ts'
import { Mailer } from './auth/mailer.ts'
import { loadConfig, type ConfigOverrides, type StackConfig } from './config.ts'
import type { Database } from './db/driver.ts'
import { bootstrap, migrate, type MigrateReport } from './db/migrate.ts'
import { openHostedRoles, type HostedRoles } from './db/hosted.ts'
import { openPostgres, poolSize } from './db/postgres.ts'
import { CORS_HEADERS, applyCors, header, isLoopback, requestUrl, send, sendJson } from './http/http.ts'
import { isConnectionError, isPgError } from './db/driver.ts'
import { deriveKeys, verifyJwt, type Keys } from './keys.ts'
import { renderMailbox } from './mail-pages.ts'
import { startScheduler } from './cron/scheduler.ts'
import { installCapture } from './realtime/capture.ts'
import { createRealtimeService } from './realtime/realtime-service.ts'
import { resolveCaller } from './http/caller.ts'
import { createRestService } from './rest/rest-service.ts'
import { createStorageService } from './storage/storage-service.ts'

export interface LocalStackOptions {
  /** A superuser's URL of the PostgreSQL database the stack shapes like hosted Supabase and serves. */
  databaseUrl: string
  /** The folder holding config.toml, migrations/ and the seed files. */
  supabaseDir: string
  migrationsDir?: string
  /** One seed file instead of config.toml's `[db.seed] sql_paths`; null seeds nothing. */
  seedFile?: string | null
  jwtSecret?: string
  smtpUrl?: string
  config?: ConfigOverrides
  /** The origin the stack is reached at, for mail links; set once the port is known. */
  publicUrl?: string
  /** Where storage keeps object bytes; a fresh temporary folder when not given. */
  storageDir?: string
  /** Run the jobs migrations scheduled with cron.schedule (off in tests, which pass their own clock). */
  scheduler?: boolean
}

export interface LocalStack {
  db: Database
  keys: Keys
  config: StackConfig
  mailer: Mailer
  migrations: MigrateReport
  setPublicUrl(url: string): void
  /** Serves a request if it belongs to the stack; returns false otherwise so the caller can go on. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>
  /** Takes a WebSocket upgrade for Realtime; returns false for any other path. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<boolean>
  reloadSchema(): void
  close(): Promise<void>
}

/** The CLI's seed paths: files in order, a `*` in the last segment matching files sorted by name. */
export function expandSeedPaths(supabaseDir: string, paths: string[]): string[] {
  return paths.flatMap((p) => {
    const full = join(supabaseDir, p)
    const name = basename(full)
    if (!name.includes('*')) return [full]
    const dir = dirname(full)
    const pattern = new RegExp(
      `^${name
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    )
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => pattern.test(f))
          .sort()
          .map((f) => join(dir, f))
      : []
  })
}

/** The bytes of objects a seed file inserts into storage.objects: `seeds/storage/<bucket>/<name>`, never overwritten. */
function copySeedFiles(from: string, root: string) {
  if (existsSync(from)) cpSync(from, root, { recursive: true, force: false, errorOnExist: false })
}

const KONG_OPEN = /^\/auth\/v1\/(verify|authorize|callback|_local\/identity|health|settings|\.well-known\/jwks\.json)$/

export async function createLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const config = loadConfig(join(options.supabaseDir, 'config.toml'), options.config)
  const keys = await deriveKeys(
    options.jwtSecret,
    config.signingKeysPath ? resolve(options.supabaseDir, config.signingKeysPath) : null,
  )
  const db = await openPostgres(options.databaseUrl, { max: poolSize() })
  let migrations: MigrateReport
  let roles: HostedRoles | null = null
  try {
    // The bootstrap runs as the URL's superuser; on a hosted-shaped cluster migrations and seed then
    // run as `postgres` and each service connects as its own role (db/hosted.ts).
    await bootstrap(db)
    roles = await openHostedRoles(db, options.databaseUrl)
    migrations = await migrate(roles?.postgres ?? db, {
      bootstrapDb: null,
      migrationsDir: options.migrationsDir ?? join(options.supabaseDir, 'migrations'),
      seedFiles:
        options.seedFile === undefined
          ? expandSeedPaths(options.supabaseDir, config.seedPaths)
          : options.seedFile === null
            ? []
            : [options.seedFile],
    })
  } catch (error) {
    await roles?.close()
    await db.close()
    throw error
  }
  let publicUrl = options.publicUrl ?? config.siteUrl
  const mailer = new Mailer(options.smtpUrl)
  const auth = createAuthService({ db: roles?.auth ?? db, keys, config, mailer, publicUrl: () => publicUrl })
  const rest = createRestService({
    db: roles?.authenticator ?? db,
    keys,
    schemas: config.apiSchemas,
    extraSearchPath: config.extraSearchPath,
    maxRows: config.maxRows,
  })
  const storageRoot = options.storageDir ?? mkdtempSync(join(tmpdir(), 'storage-'))
  const storage = createStorageService({
    db: roles?.storage ?? db,
    keys,
    root: storageRoot,
    maxFileSize: config.storageFileSizeLimit,
  })
  if (options.seedFile !== null) copySeedFiles(join(options.supabaseDir, 'seeds', 'storage'), storageRoot)
  await installCapture(db)
  const realtime = createRealtimeService({ db, keys, schemaCache: () => rest.schemaCache() })
  await realtime.start()
  const scheduler = options.scheduler ? await startScheduler(db) : null
  // PostgREST's `pgrst.*` role settings are read with the schema cache, so `reload config` reloads it too.
  const stopListening = await db.listen('pgrst', (payload) => {
    if (!['reload schema', 'reload config', ''].includes(payload.trim())) return
    rest.reloadSchema()
    void realtime.refresh()
  })

  /** Kong's key-auth on hosted Supabase: every API call carries a valid anon or service_role key. */
  async function checkApiKey(req: IncomingMessage, url: URL): Promise<{ status: number; message: string } | null> {
    const apikey = header(req, 'apikey') ?? url.searchParams.get('apikey')
    if (!apikey) return { status: 401, message: 'No API key found in request' }
    const result = await verifyJwt(keys, apikey)
    if (!result.ok || (result.claims.role !== 'anon' && result.claims.role !== 'service_role')) {
      return { status: 401, message: 'Invalid API key' }
    }
    return null
  }

  /** The first error that made the database unavailable is logged; the 503s after it are not. */
  let unavailableLogged = false

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = requestUrl(req)
    if (!url) {
      sendJson(res, 400, { message: 'The request target is not a valid URL' })
      return true
    }
    const path = url.pathname
    const service = /^\/(auth|rest|storage)\/v1(\/.*)?$/.exec(path)
    if (path.startsWith('/realtime/v1/api/broadcast')) {
      applyCors(res)
      if (req.method === 'OPTIONS') {
        send(res, 200, null, CORS_HEADERS)
        return true
      }
      const denied = await checkApiKey(req, url)
      if (denied) {
        sendJson(res, denied.status, { message: denied.message })
        return true
      }
      const caller = await resolveCaller(keys, req)
      if (!caller.ok) {
        sendJson(res, 401, { error: 'Invalid token' })
        return true
      }
      await realtime.handleBroadcast(req, res, path.slice('/realtime/v1'.length), caller.caller)
      return true
    }
    if (/^\/(realtime|functions|graphql)\/v1(\/|$)/.test(path)) {
      // Realtime is a WebSocket (handleUpgrade); plain HTTP there, like other unserved APIs, is a 404.
      // Supabase APIs this stack does not serve answer as an API would, never with the app's HTML.
      sendJson(res, 404, {
        statusCode: '404',
        error: 'not_found',
        message: `${path.split('/')[1]} is not served by this local stack`,
      })
      return true
    }
    if (!service && !path.startsWith('/_local/mail')) return false
    if (path.startsWith('/_local/mail')) {
      // The mailbox holds every sign-in link: only this machine may read it, and no other origin (no CORS).
      if (!isLoopback(req)) {
        sendJson(res, 403, { message: 'The local mailbox answers only clients on this machine' })
        return true
      }
    } else applyCors(res)
    if (req.method === 'OPTIONS') {
      send(res, 200, null, path.startsWith('/_local/mail') ? {} : CORS_HEADERS)
      return true
    }
    try {
      if (path === '/_local/mail.json') {
        if (req.method === 'DELETE') mailer.clear()
        sendJson(res, 200, mailer.list(url.searchParams.get('to') ?? undefined))
        return true
      }
      if (path === '/_local/mail') {
        const to = url.searchParams.get('to')
        send(res, 200, renderMailbox(mailer.list(to ?? undefined), to), { 'content-type': 'text/html; charset=utf-8' })
        return true
      }
      if (!service) return false
      // Storage checks tokens itself: public and signed URLs work in an <img> without an apikey.
      if (service[1] !== 'storage' && !(service[1] === 'auth' && KONG_OPEN.test(path))) {
        const denied = await checkApiKey(req, url)
        if (denied) {
          sendJson(res, denied.status, { message: denied.message })
          return true
        }
      }
      const subPath = service[2] ?? '/'
      if (service[1] === 'auth') await auth.handle(req, res, subPath, url)
      else if (service[1] === 'storage') await storage.handle(req, res, subPath, url)
      else await rest.handle(req, res, subPath, url)
    } catch (error) {
      if (res.headersSent) res.end()
      else if (isConnectionError(error)) {
        if (!unavailableLogged)
          console.error('[database] unavailable: the first error, then 503 while it lasts:', error)
        unavailableLogged = true
        sendJson(res, 503, { message: 'The database is unavailable; try again' })
      } else if (error instanceof URIError)
        sendJson(res, 400, { message: 'The request path is not valid percent-encoding' })
      else if (isPgError(error) && error.code?.startsWith('22'))
        // A data exception from the caller's input (text Postgres cannot store, a value of the wrong type).
        sendJson(res, 400, { code: 'validation_failed', message: 'The request holds a value that is not valid' })
      else {
        console.error('[local stack]', error)
        sendJson(res, 500, { message: 'Internal error in the local stack' })
      }
    }
    return true
  }

  return {
    db,
    keys,
    config,
    mailer,
    migrations,
    setPublicUrl(url) {
      publicUrl = url
    },
    handle,
    handleUpgrade: (req, socket, head) => realtime.handleUpgrade(req, socket, head),
    reloadSchema: () => rest.reloadSchema(),
    async close() {
      scheduler?.stop()
      await realtime.close()
      await stopListening()
      await roles?.close()
      await db.close()
    },
  }
}
