import { readFileSync, writeFileSync, existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { createLocalStack } from '../supabase/local/src/stack.ts'
import { startThrowawayPostgres } from './lib/throwaway-postgres.ts'
import { generateTypes } from '../supabase/local/src/typegen.ts'

/** `npm run db:types` writes src/types/database.ts; `-- --check` fails when it is out of date. */
const target = resolve('src/types/database.ts')
const cluster = await startThrowawayPostgres()
const stack = await createLocalStack({ databaseUrl: cluster.url, supabaseDir: resolve('supabase'), seedFile: null })
const types = await generateTypes(stack.db)
await stack.close()
await cluster.stop()
if (process.argv.includes('--check')) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : ''
  if (current !== types) {
    console.error('src/types/database.ts is out of date with the migrations: run `npm run db:types`.')
    process.exit(1)
  }
  console.log('src/types/database.ts is up to date.')
} else {
  writeFileSync(target, types)
  console.log(`Wrote ${target}`)
}
