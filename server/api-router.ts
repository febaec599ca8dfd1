import { existsSync, readdirSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, relative, sep } from 'node:path'
import { Readable } from 'node:stream'

type Handler = (request: Request) => Response | Promise<Response>
type LoadModule = (file: string) => Promise<Record<string, unknown>>

interface ApiRoute {
  pattern: RegExp
  params: string[]
  file: string
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']

/** Vercel's file routing: api/a/b.ts → /api/a/b, api/a/[id].ts → /api/a/:id, index.ts → the folder. */
export function discoverApiRoutes(apiDir: string): ApiRoute[] {
  const routes: ApiRoute[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry)
      if (statSync(full).isDirectory()) walk(full)
      else if (/\.(ts|js)$/.test(entry) && !entry.startsWith('_') && !/\.test\./.test(entry)) {
        const segments = relative(apiDir, full)
          .replace(/\.(ts|js)$/, '')
          .split(sep)
        if (segments[segments.length - 1] === 'index') segments.pop()
        const params: string[] = []
        const regex = segments
          .map((s) => {
            const m = /^\[(\.\.\.)?(\w+)\]$/.exec(s)
            if (!m) return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            params.push(m[2])
            return m[1] ? '(.+)' : '([^/]+)'
          })
          .join('/')
        routes.push({ pattern: new RegExp(`^/api${regex ? `/${regex}` : ''}/?$`), params, file: full })
      }
    }
  }
  if (existsSync(apiDir)) walk(apiDir)
  // Static segments win over dynamic ones, as on Vercel.
  return routes.sort((a, b) => a.params.length - b.params.length)
}

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x))
    else if (v !== undefined) headers.set(k, v)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs this for streamed request bodies.
    duplex: hasBody ? 'half' : undefined,
  })
}

/**
 * A body the handler left unread (a refusal before reading it) would stall the connection: the next request on it
 * waits behind the rest of the upload. Such a connection is closed once answered.
 */
function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse) {
  if (!req.complete) res.setHeader('connection', 'close')
}

async function writeResponse(req: IncomingMessage, res: ServerResponse, response: Response) {
  closeIfBodyUnread(req, res)
  res.statusCode = response.status
  response.headers.forEach((value, key) => res.setHeader(key, value))
  if (!response.body) return res.end()
  // Streamed as it is produced (AI answers arrive token by token); a client that leaves cancels it.
  res.flushHeaders()
  const reader = response.body.getReader()
  res.on('close', () => void reader.cancel().catch(() => {}))
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve))
  }
  res.end()
}

/** Serves /api/* from files under `apiDir`; returns false for any other path. */
export function createApiRouter(apiDir: string, load: LoadModule) {
  const routes = discoverApiRoutes(apiDir)
  return async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://local')
    if (!url.pathname.startsWith('/api/') && url.pathname !== '/api') return false
    const route = routes.find((r) => r.pattern.test(url.pathname))
    const json = (status: number, body: unknown) => {
      closeIfBodyUnread(req, res)
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      return true
    }
    if (!route) return json(404, { error: 'Not found' })
    const mod = await load(route.file)
    const handler = mod[req.method ?? 'GET'] as Handler | undefined
    if (typeof handler !== 'function') {
      const allowed = METHODS.filter((m) => typeof mod[m] === 'function')
      res.setHeader('allow', allowed.join(', '))
      return json(405, { error: `Method ${req.method} not allowed` })
    }
    try {
      const host = req.headers.host ?? 'localhost'
      await writeResponse(req, res, await handler(toRequest(req, `http://${host}`)))
    } catch (error) {
      console.error(`[api] ${req.method} ${url.pathname}`, error)
      if (!res.headersSent) json(500, { error: 'Internal server error' })
    }
    return true
  }
}
