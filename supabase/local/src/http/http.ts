import type { IncomingMessage, Server, ServerResponse } from 'node:http'

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
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new InvalidJsonError((error as Error).message)
  }
  if (jsonDepth(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new InvalidJsonError(`JSON nests deeper than ${MAX_JSON_DEPTH} levels`)
  }
  return value
}

/** Deeper bodies are refused: Postgres' json functions recurse and fail with "stack depth limit exceeded". */
export const MAX_JSON_DEPTH = 256

/** How deep a parsed JSON value nests (stops counting past `limit`); iterative, so no depth overflows it. */
export function jsonDepth(value: unknown, limit = Infinity): number {
  let max = 0
  const stack: [unknown, number][] = [[value, 1]]
  while (stack.length) {
    const [v, depth] = stack.pop()!
    if (typeof v !== 'object' || v === null) continue
    if (depth > max) max = depth
    if (max > limit) return max
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1])
  }
  return max
}

/**
 * The request's URL, or null when its target is not one a server can answer (`http://[`, `//%%`): the
 * origin-form path is read as a path even when it starts with `//`.
 */
export function requestUrl(req: IncomingMessage): URL | null {
  const target = req.url ?? '/'
  try {
    if (target.startsWith('/')) return new URL(`http://local${target}`)
    const absolute = new URL(target)
    return new URL(`http://local${absolute.pathname}${absolute.search}`)
  } catch {
    return null
  }
}

/** `::ffff:127.0.0.1` → `127.0.0.1`. */
const normalizeIp = (ip: string) => (ip.startsWith('::ffff:') ? ip.slice(7) : ip)

/** Whether the request comes from this machine (the socket's address, never a header). */
export function isLoopback(req: IncomingMessage): boolean {
  const ip = normalizeIp(req.socket.remoteAddress ?? '')
  return ip === '::1' || /^127\./.test(ip)
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

/**
 * The caller's address: the socket's, unless the socket is a trusted proxy (config.toml's
 * `[local_stack] trusted_proxies`); then X-Forwarded-For is read from the right, skipping trusted hops,
 * and the first untrusted hop is the client. A client cannot pick its own address with the header.
 */
export function clientIp(req: IncomingMessage, trustedProxies: readonly string[] = []): string {
  const socketIp = normalizeIp(req.socket.remoteAddress ?? 'unknown')
  const trusted = new Set(trustedProxies.map(normalizeIp))
  if (!trusted.has(socketIp)) return socketIp
  const forwarded = req.headers['x-forwarded-for']
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((h) => normalizeIp(h.trim()))
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.has(hops[i])) return hops[i]
  return hops[0] ?? socketIp
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
    'authorization, apikey, content-type, prefer, range, accept, accept-profile, content-profile, x-client-info, x-supabase-api-version, x-upsert, cache-control',
  'access-control-expose-headers': 'content-range, content-location, location, x-supabase-api-version, range-unit',
  'access-control-max-age': '86400',
}

/**
 * The CORS headers of an actual (not preflight) response, as Kong's cors plugin sends them: the allowed
 * methods, headers and max-age matter only to a preflight, which answers CORS_HEADERS in full.
 */
export function applyCors(res: ServerResponse) {
  res.setHeader('access-control-allow-origin', CORS_HEADERS['access-control-allow-origin'])
  res.setHeader('access-control-expose-headers', CORS_HEADERS['access-control-expose-headers'])
}

/** What the server advertises in `Keep-Alive: timeout=…` (Node's default, 5 s). */
export const KEEP_ALIVE_ADVERTISED_MS = 5_000
/** How long an idle keep-alive socket is really held: well past what clients are told. */
export const KEEP_ALIVE_HELD_MS = 30_000

/**
 * Keep-alive without the reset race. Node 20 closes an idle socket at the very moment it advertises
 * (`Keep-Alive: timeout=5`), so a client that reuses a pooled socket near that deadline — undici's
 * coarse timers on a busy or paused process do — writes its request into a socket the server is
 * closing and reads ECONNRESET. As Node 24's `keepAliveTimeoutBuffer` does, the server now advertises
 * 5 s and holds idle sockets 30 s: clients retire sockets long before the server does.
 * Tests pass shorter times to cross both deadlines quickly.
 */
export function applyKeepAlive(
  server: Server,
  times: { advertisedMs: number; heldMs: number } = {
    advertisedMs: KEEP_ALIVE_ADVERTISED_MS,
    heldMs: KEEP_ALIVE_HELD_MS,
  },
) {
  server.keepAliveTimeout = times.heldMs
  server.headersTimeout = Math.max(server.headersTimeout, times.heldMs + 1_000)
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    // Node writes `Keep-Alive: timeout=` from this per-response field (set from keepAliveTimeout just before).
    const advertised = res as unknown as { _keepAliveTimeout?: number }
    if (advertised._keepAliveTimeout !== undefined) advertised._keepAliveTimeout = times.advertisedMs
  })
}
