import type { IncomingMessage, ServerResponse } from 'node:http'

export const MAX_BODY_BYTES = 10 * 1024 * 1024

export class BodyTooLargeError extends Error {}
export class InvalidJsonError extends Error {}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw new BodyTooLargeError(`Request body exceeds ${limit} bytes`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/**
 * A request body as JSON (form-encoded bodies as an object of strings; an empty body as `{}`).
 * Throws BodyTooLargeError or InvalidJsonError; each service answers those in its own error shape.
 */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const text = (await readBody(req, limit)).toString('utf8')
  if (header(req, 'content-type')?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text))
  }
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new InvalidJsonError((error as Error).message)
  }
}

export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer | null,
  headers: Record<string, string | number> = {},
): void {
  res.writeHead(status, headers)
  res.end(body ?? undefined)
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  send(res, status, JSON.stringify(value), { 'content-type': 'application/json; charset=utf-8', ...headers })
}

export function redirect(res: ServerResponse, location: string, status = 303) {
  send(res, status, null, { location })
}

/** The caller's address: the first X-Forwarded-For hop when a proxy set one, else the socket's. */
export function clientIp(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  return first || req.socket.remoteAddress || 'unknown'
}

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization
  const match = header && /^bearer\s+(.+)$/i.exec(header)
  return match ? match[1].trim() : null
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}

export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
  'access-control-allow-headers':
    'authorization, apikey, content-type, prefer, range, accept, accept-profile, content-profile, x-client-info, x-supabase-api-version, x-upsert, cache-control, x-forwarded-for',
  'access-control-expose-headers': 'content-range, content-location, location, x-supabase-api-version, range-unit',
  'access-control-max-age': '86400',
}

export function applyCors(res: ServerResponse) {
  for (const [k, v] of Object.entries(CORS_HEADERS)) res.setHeader(k, v)
}
