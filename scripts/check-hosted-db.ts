/**
 * CI's strict database check (issue 15): on the hosted-shaped PostgreSQL of DATABASE_URL (made by
 * scripts/with-postgres.ts), applies every migration and the seed as `postgres` — not a superuser, as on
 * hosted Supabase — and fails on any error. Usage: npx tsx scripts/with-postgres.ts npx tsx scripts/check-hosted-db.ts
 */
import { createScratchDatabase } from '../supabase/local/src/db/scratch.ts'
import { createLocalStack } from '../supabase/local/src/stack.ts'

const base = process.env.DATABASE_URL
if (!base) {
  console.error('check-hosted-db needs DATABASE_URL (run it through scripts/with-postgres.ts)')
  process.exit(1)
}
const scratch = await createScratchDatabase(base, 'hosted_check')
let failed = false
try {
  const stack = await createLocalStack({ databaseUrl: scratch.url, supabaseDir: 'supabase' })
  try {
    const { rows } = await stack.db.query<{ rolsuper: boolean }>(
      `select rolsuper from pg_roles where rolname = 'postgres'`,
    )
    if (rows[0]?.rolsuper !== false) throw new Error('postgres is a superuser: the cluster is not hosted-shaped')
    const { rows: nulls } = await stack.db.query<{ n: string }>(
      `select count(*)::text as n from auth.users where confirmation_token is null or recovery_token is null
         or email_change_token_new is null or email_change is null`,
    )
    if (nulls[0].n !== '0') throw new Error(`${nulls[0].n} auth.users rows have NULL where GoTrue reads a string`)
    console.log(
      `hosted-shaped PostgreSQL: ${stack.migrations.applied.length} migrations and the seed applied as postgres`,
    )
  } finally {
    await stack.close()
  }
} catch (error) {
  failed = true
  console.error(`hosted-shaped PostgreSQL check failed: ${(error as Error).message}`)
} finally {
  await scratch.drop()
}
process.exit(failed ? 1 : 0)
