import { openPglite } from '../supabase/local/src/db/pglite.ts'
const db = await openPglite('.data/pglite')
for (const q of process.argv.slice(2)) console.log(JSON.stringify((await db.query(q)).rows))
process.exit(0)
