import { createReadStream, existsSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { createGzip } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
}

/** Serves the built SPA: files from `root`, a prerendered page's HTML, index.html for every other path (client-side routing). */
export function createStaticHandler(root: string) {
  const base = resolve(root)
  return function serveStatic(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://local')
    let file = normalize(join(base, decodeURIComponent(url.pathname)))
    if (!file.startsWith(base)) {
      res.writeHead(400).end()
      return
    }
    const isAsset = existsSync(file) && statSync(file).isFile()
    // A missing file (a stale chunk, a script only a CDN serves) is a 404, not the app's HTML.
    if (!isAsset && extname(url.pathname)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    // A page prerendered at build time (scripts/prerender.ts) has its own HTML; every other path gets the app's.
    if (!isAsset) file = existsSync(`${file}.html`) ? `${file}.html` : join(base, 'index.html')
    if (!existsSync(file)) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('The app is not built yet: run `npm run build`.')
      return
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream'
    const immutable = isAsset && url.pathname.startsWith('/assets/')
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    }
    const compress = /text|javascript|json|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))
    if (compress) headers['content-encoding'] = 'gzip'
    res.writeHead(200, headers)
    if (req.method === 'HEAD') return void res.end()
    const stream = createReadStream(file)
    if (compress) stream.pipe(createGzip()).pipe(res)
    else stream.pipe(res)
  }
}
