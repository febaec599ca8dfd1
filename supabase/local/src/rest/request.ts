import type { IncomingMessage } from 'node:http'
import { BodyTooLargeError, InvalidJsonError, header, readBody, readJsonBody } from '../http/http.ts'
import { RestError, parseError } from './errors.ts'
import { parseCondition, parseLogic, parseNonNegativeInt, parseOrder } from './parse.ts'
import { findNode, type ReadNode } from './read-tree.ts'

/**
 * Reading a request as PostgREST does (its ApiRequest module): headers (Prefer, Accept, Range,
 * profiles), the query string into filters of a read tree, and the payload.
 */

export const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'and',
  'or',
  'not.and',
  'not.or',
])
const MAX_JSON_BODY = 10 * 1024 * 1024

export interface Prefer {
  count?: 'exact' | 'planned' | 'estimated'
  return?: 'minimal' | 'representation' | 'headers-only'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default' | 'null'
  tx?: 'commit' | 'rollback'
  handling?: 'strict' | 'lenient'
  maxAffected?: number
  paramsSingleObject: boolean
  /** Preferences no one recognises; with handling=strict they are an error (PGRST122). */
  invalid: string[]
}

const PREFERENCES: Record<string, [keyof Prefer, string]> = {
  'resolution=merge-duplicates': ['resolution', 'merge-duplicates'],
  'resolution=ignore-duplicates': ['resolution', 'ignore-duplicates'],
  'return=representation': ['return', 'representation'],
  'return=minimal': ['return', 'minimal'],
  'return=headers-only': ['return', 'headers-only'],
  'count=exact': ['count', 'exact'],
  'count=planned': ['count', 'planned'],
  'count=estimated': ['count', 'estimated'],
  'tx=commit': ['tx', 'commit'],
  'tx=rollback': ['tx', 'rollback'],
  'missing=default': ['missing', 'default'],
  'missing=null': ['missing', 'null'],
  'handling=strict': ['handling', 'strict'],
  'handling=lenient': ['handling', 'lenient'],
}

/**
 * The Prefer header(s) as PostgREST reads them (RFC 7240): comma-separated, several headers allowed, the
 * first value of each preference wins; `tx` only counts when `pgrst.db_tx_end` allows the override.
 */
export function parsePrefer(req: IncomingMessage, allowTxOverride = false): Prefer {
  const prefer: Prefer = { paramsSingleObject: false, invalid: [] }
  const raw = req.headers.prefer
  const parts = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  const set = prefer as unknown as Record<string, unknown>
  for (const part of parts) {
    const known = PREFERENCES[part]
    if (known) {
      const [key, value] = known
      if (key === 'tx' && !allowTxOverride) continue
      if (set[key] === undefined) set[key] = value
    } else if (part === 'params=single-object') prefer.paramsSingleObject = true
    else if (/^max-affected=\d+$/.test(part)) prefer.maxAffected ??= Number(part.slice('max-affected='.length))
    else if (part.startsWith('timezone=')) continue
    else prefer.invalid.push(part)
  }
  if (prefer.handling === 'strict' && prefer.invalid.length) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefer.invalid.join(', ')}`,
    )
  }
  return prefer
}

/** Preference-Applied, in PostgREST's order; `applied` narrows it to what this request honoured. */
export function appliedPreferences(
  prefer: Prefer,
  applied: Partial<Record<keyof Prefer, boolean>> = {},
): string | null {
  const on = (key: keyof Prefer) => prefer[key] !== undefined && applied[key] !== false
  const values = [
    on('resolution') && `resolution=${prefer.resolution}`,
    on('missing') && `missing=${prefer.missing}`,
    on('return') && `return=${prefer.return}`,
    prefer.paramsSingleObject && applied.paramsSingleObject !== false && 'params=single-object',
    on('count') && `count=${prefer.count}`,
    on('tx') && `tx=${prefer.tx}`,
    on('handling') && `handling=${prefer.handling}`,
    prefer.handling === 'strict' && on('maxAffected') && `max-affected=${prefer.maxAffected}`,
  ].filter(Boolean)
  return values.length ? values.join(', ') : null
}

export type Accept = 'json' | 'object' | 'csv'

export interface AcceptSpec {
  kind: Accept
  /** `application/vnd.pgrst.object+json;nulls=stripped` (or array): null-valued keys left out. */
  stripNulls: boolean
  /** `application/vnd.pgrst.plan(+json|+text); options=analyze|verbose`: the EXPLAIN of the query instead. */
  explain?: { format: 'json' | 'text'; options: string[] }
}

const EXPLAIN_OPTIONS = new Set(['analyze', 'verbose', 'settings', 'buffers', 'wal'])

/** The first media type of Accept this server can produce, as PostgREST negotiates it. */
export function parseAcceptSpec(req: IncomingMessage): AcceptSpec {
  const accept = header(req, 'accept') ?? '*/*'
  for (const range of accept.split(',')) {
    const [type, ...params] = range.split(';').map((p) => p.trim().toLowerCase())
    const stripNulls = params.includes('nulls=stripped')
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object')
      return { kind: 'object', stripNulls }
    if (type === 'application/vnd.pgrst.array+json' || type === 'application/vnd.pgrst.array')
      return { kind: 'json', stripNulls }
    if (type === 'text/csv') return { kind: 'csv', stripNulls: false }
    if (type.startsWith('application/vnd.pgrst.plan')) {
      const options = (params.find((p) => p.startsWith('options='))?.slice('options='.length) ?? '')
        .split('|')
        .filter((o) => EXPLAIN_OPTIONS.has(o))
      return {
        kind: 'json',
        stripNulls: false,
        explain: { format: type.endsWith('+text') || type === 'application/vnd.pgrst.plan' ? 'text' : 'json', options },
      }
    }
    if (type === 'application/json' || type === '*/*' || type === 'application/*')
      return { kind: 'json', stripNulls: false }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`)
}

export const parseAccept = (req: IncomingMessage): Accept => parseAcceptSpec(req).kind

/** `Accept-Profile` (reads) or `Content-Profile` (writes) pick one of the exposed schemas; the first by default. */
export function pickSchema(req: IncomingMessage, schemas: string[], write: boolean): string {
  const requested = header(req, write ? 'content-profile' : 'accept-profile')
  if (!requested) return schemas[0]
  if (!schemas.includes(requested)) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${requested}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    )
  }
  return requested
}

export function rangeFromHeader(req: IncomingMessage): { offset: number; limit?: number } | null {
  const range = header(req, 'range')
  if (!range) return null
  const m = /^(?:items=)?(\d+)-(\d*)$/.exec(range.trim())
  if (!m) return null
  const offset = Number(m[1])
  return { offset, limit: m[2] === '' ? undefined : Math.max(0, Number(m[2]) - offset + 1) }
}

/** `comments.author.name` → path ['comments','author'], last 'name'; `not.or` and json paths stay whole. */
export function splitKey(key: string): { path: string[]; last: string } {
  const arrow = key.indexOf('->')
  const head = arrow >= 0 ? key.slice(0, arrow) : key
  const tail = arrow >= 0 ? key.slice(arrow) : ''
  const parts = head.split('.')
  if (
    parts.length >= 2 &&
    parts[parts.length - 2] === 'not' &&
    (parts[parts.length - 1] === 'or' || parts[parts.length - 1] === 'and')
  ) {
    return { path: parts.slice(0, -2), last: `not.${parts[parts.length - 1]}` }
  }
  return { path: parts.slice(0, -1), last: parts[parts.length - 1] + tail }
}

/** Applies query-string filters, order and paging to the root node and its embeds. */
export function applyQuery(root: ReadNode, url: URL, skip: Set<string> = new Set()) {
  for (const [key, value] of url.searchParams) {
    if (skip.has(key)) continue
    const { path, last } = splitKey(key)
    if (RESERVED.has(last) || RESERVED.has(`not.${last}`) || last === 'not.and' || last === 'not.or') {
      const node = findNode(root, path)
      if (last === 'order') node.order = parseOrder(value)
      else if (last === 'limit') node.limit = parseNonNegativeInt(value, 'limit')
      else if (last === 'offset') node.offset = parseNonNegativeInt(value, 'offset')
      else if (last === 'or' || last === 'and') node.filters.push(parseLogic(last, false, value))
      else if (last === 'not.or' || last === 'not.and')
        node.filters.push(parseLogic(last.slice(4) as 'and' | 'or', true, value))
      else if (path.length > 0) throw parseError(`"${key}" is not a valid query parameter`)
      continue
    }
    const node = findNode(root, path)
    node.filters.push(parseCondition(last, value))
  }
}

export async function readPayload(req: IncomingMessage): Promise<unknown> {
  const type = header(req, 'content-type') ?? 'application/json'
  if (!type.includes('json') && !type.includes('csv') && !type.includes('x-www-form-urlencoded')) {
    throw new RestError(415, 'PGRST107', `Content-Type not acceptable: ${type}`)
  }
  try {
    return await readJsonBody(req, MAX_JSON_BODY)
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new RestError(413, 'PGRST413', 'Payload Too Large', error.message)
    if (error instanceof InvalidJsonError) throw new RestError(400, 'PGRST102', 'Empty or invalid json')
    throw error
  }
}

/** An rpc body: JSON as for tables, or the text of a text/plain body for a single unnamed text parameter. */
export async function readRpcPayload(req: IncomingMessage): Promise<unknown> {
  const type = header(req, 'content-type') ?? 'application/json'
  if (!type.startsWith('text/plain')) return readPayload(req)
  try {
    return (await readBody(req, MAX_JSON_BODY)).toString('utf8')
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new RestError(413, 'PGRST413', 'Payload Too Large', error.message)
    throw error
  }
}
