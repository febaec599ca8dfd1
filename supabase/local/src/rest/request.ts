import type { IncomingMessage } from 'node:http'
import { BodyTooLargeError, InvalidJsonError, header, readJsonBody } from '../http/http.ts'
import { RestError, parseError } from './errors.ts'
import { parseCondition, parseLogic, parseNonNegativeInt, parseOrder } from './parse.ts'
import { findNode, type ReadNode } from './sql.ts'

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
  missing?: 'default'
  paramsSingleObject: boolean
}

export function parsePrefer(req: IncomingMessage): Prefer {
  const prefer: Prefer = { paramsSingleObject: false }
  const raw = req.headers.prefer
  for (const part of (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(',')) {
    const [k, v] = part.trim().split('=')
    if (k === 'count' && (v === 'exact' || v === 'planned' || v === 'estimated')) prefer.count = v
    else if (k === 'return' && (v === 'minimal' || v === 'representation' || v === 'headers-only')) prefer.return = v
    else if (k === 'resolution' && (v === 'merge-duplicates' || v === 'ignore-duplicates')) prefer.resolution = v
    else if (k === 'missing' && v === 'default') prefer.missing = v
    else if (k === 'params' && v === 'single-object') prefer.paramsSingleObject = true
  }
  return prefer
}

export type Accept = 'json' | 'object' | 'csv'

export function parseAccept(req: IncomingMessage): Accept {
  const accept = header(req, 'accept') ?? '*/*'
  if (accept.includes('application/vnd.pgrst.object')) return 'object'
  if (accept.includes('text/csv')) return 'csv'
  if (accept.includes('application/json') || accept.includes('*/*') || accept.includes('application/*')) return 'json'
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`)
}

/** `Accept-Profile` (reads) or `Content-Profile` (writes) pick one of the exposed schemas; the first by default. */
export function pickSchema(req: IncomingMessage, schemas: string[], write: boolean): string {
  const requested = header(req, write ? 'content-profile' : 'accept-profile')
  if (!requested) return schemas[0]
  if (!schemas.includes(requested)) {
    throw new RestError(406, 'PGRST106', `The schema must be one of the following: ${schemas.join(', ')}`)
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
