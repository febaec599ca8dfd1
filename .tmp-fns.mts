import { openPglite } from './supabase/local/src/db/pglite.ts'
import { migrate } from './supabase/local/src/db/migrate.ts'
const db = await openPglite(null)
await migrate(db, { migrationsDir: 'supabase/migrations' })
const { rows } = await db.query(`select n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) args, p.prosecdef, p.proconfig,
  has_function_privilege('anon', p.oid, 'execute') anon, has_function_privilege('authenticated', p.oid, 'execute') auth
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname in ('public','private') order by 1,2`)
for (const r of rows as any[]) console.log(r.nspname, r.proname, '(', r.args, ')', r.prosecdef ? 'DEFINER' : '', r.proconfig ?? '', r.anon ? 'ANON' : '', r.auth ? 'AUTH' : '')
await db.close()
