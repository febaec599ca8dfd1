import { ident } from '../db/identifiers.ts'
import type { SchemaCache } from './schema-cache.ts'

/**
 * `pgrst.db_pre_request` (`alter role authenticator set pgrst.db_pre_request = 'schema.fn'`): the function
 * PostgREST calls in every request's transaction, after the role and claims are set and before the request's
 * own statement; an exception it raises is the request's answer. The statement that calls it, or undefined.
 */
export function preRequestStatement(cache: SchemaCache | null): string | undefined {
  const name = cache?.settings.db_pre_request?.trim()
  if (!name) return undefined
  return `select ${name.split('.').map(ident).join('.')}()`
}
