import type { IncomingMessage, ServerResponse } from 'node:http'
import { send } from '../http/http.ts'
import { RestError } from './errors.ts'
import type { Accept, Prefer } from './request.ts'

/** How PostgREST answers: content types, `Content-Range`, and the checks a result must pass before it is sent. */
const CONTENT_TYPES: Record<Accept, string> = {
  json: 'application/json',
  object: 'application/vnd.pgrst.object+json',
  csv: 'text/csv',
}

function contentType(accept: Accept, stripNulls: boolean): string {
  if (stripNulls)
    return `${accept === 'object' ? CONTENT_TYPES.object : 'application/vnd.pgrst.array+json'};nulls=stripped; charset=utf-8`
  return `${CONTENT_TYPES[accept]}; charset=utf-8`
}

export function respond(
  res: ServerResponse,
  req: IncomingMessage,
  opts: { status: number; body: string; accept: Accept; stripNulls?: boolean; headers?: Record<string, string> },
) {
  send(res, opts.status, req.method === 'HEAD' ? null : opts.body, {
    'content-type': contentType(opts.accept, opts.stripNulls ?? false),
    ...opts.headers,
  })
}

/** `Content-Range` of a page of `rows` from `offset`, of `total` rows when counted. */
export const contentRange = (offset: number, rows: number, total: number | null) =>
  `${rows ? `${offset}-${offset + rows - 1}` : '*'}/${total ?? '*'}`

export function singularCheck(accept: Accept, rows: number) {
  if (accept === 'object' && rows !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    )
  }
}

export function maxAffectedCheck(prefer: Prefer, affected: number) {
  if (prefer.handling === 'strict' && prefer.maxAffected !== undefined && affected > prefer.maxAffected) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    )
  }
}
