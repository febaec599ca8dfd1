import { readFileSync, writeFileSync, existsSync } from 'node:fs'
import { resolve } from 'node:path'
import pg from 'pg'
import { createLocalStack } from '../supabase/local/src/stack.ts'
import { startThrowawayPostgres } from './lib/throwaway-postgres.ts'
import { dumpSchema } from './lib/schema-dump.ts'
import { generateTypes } from '../supabase/local/src/typegen.ts'

/**
 * `npm run db:types` writes what is generated from the migrated database: src/types/database.ts (the client's types)
 * and supabase/schema.sql (the schema as it is now, in one file); `-- --check` fails when either is out of date.
 */
const cluster = await startThrowawayPostgres()
const stack = await createLocalStack({ databaseUrl: cluster.url, supabaseDir: resolve('supabase'), seedFile: null })
// An empty search_path makes the catalog print every name with its schema.
const reader = new pg.Client({ connectionString: cluster.url })
await reader.connect()
await reader.query(`set search_path = ''`)
const generated = [
  { file: 'src/types/database.ts', text: await generateTypes(stack.db) },
  { file: 'supabase/schema.sql', text: await dumpSchema(reader) },
]
await reader.end()
await stack.close()
await cluster.stop()

let stale = false
for (const { file, text } of generated) {
  const target = resolve(file)
  if (process.argv.includes('--check')) {
    const current = existsSync(target) ? readFileSync(target, 'utf8') : ''
    if (current === text) console.log(`${file} is up to date.`)
    else {
      console.error(`${file} is out of date with the migrations: run \`npm run db:types\`.`)
      stale = true
    }
  } else {
    writeFileSync(target, text)
    console.log(`Wrote ${file}`)
  }
}
if (stale) process.exit(1)
