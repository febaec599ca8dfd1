import type { Database } from './driver.ts'
import { openPostgres, poolSize } from './postgres.ts'

/** The connections of a hosted-shaped PostgreSQL: each service as the role hosted Supabase gives it. */
export interface HostedRoles {
  /** Migrations and the seed run as `postgres` (not a superuser), as the CLI does on hosted. */
  postgres: Database
  /** GoTrue connects as supabase_auth_admin, owner of the auth schema. */
  auth: Database
  /** storage-api connects as supabase_storage_admin, owner of the storage schema. */
  storage: Database
  /** PostgREST connects as authenticator and switches to the caller's role. */
  authenticator: Database
  close(): Promise<void>
}

export function urlAs(databaseUrl: string, user: string): string {
  const url = new URL(databaseUrl)
  url.username = user
  url.password = ''
  return url.toString()
}

/**
 * After the bootstrap ran as a superuser: when `postgres` was shaped as hosted (not a superuser; see the
 * end of bootstrap.sql), opens one pool per service role. Returns null on a cluster whose `postgres`
 * is the bootstrap superuser (it cannot be demoted there), where everything keeps one connection.
 */
export async function openHostedRoles(admin: Database, databaseUrl: string): Promise<HostedRoles | null> {
  const { rows } = await admin.query<{ hosted: boolean }>(
    `select not rolsuper as hosted from pg_roles where rolname = 'postgres'`,
  )
  if (!rows[0]?.hosted) return null
  const opened: Database[] = []
  const open = async (user: string, max: number) => {
    const db = await openPostgres(urlAs(databaseUrl, user), { max })
    opened.push(db)
    return db
  }
  try {
    return {
      postgres: await open('postgres', 2),
      auth: await open('supabase_auth_admin', 5),
      storage: await open('supabase_storage_admin', 5),
      authenticator: await open('authenticator', poolSize()),
      async close() {
        await Promise.all(opened.map((db) => db.close()))
      },
    }
  } catch (error) {
    await Promise.all(opened.map((db) => db.close()))
    throw error
  }
}
