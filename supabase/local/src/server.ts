import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createLocalStack, type LocalStack, type LocalStackOptions } from './stack.ts'
import { applyKeepAlive, requestUrl } from './http/http.ts'

export interface RunningStack {
  stack: LocalStack
  server: Server
  url: string
  close(): Promise<void>
}

type Fallback = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>

/** Starts the stack on `port` (0 picks a free one); requests it does not own go to `fallback`. */
export async function startLocalStackServer(
  options: LocalStackOptions & {
    port: number
    host?: string
    fallback?: Fallback
    /** Keep-alive times (advertised to clients, held by the server); tests shorten them. */
    keepAlive?: { advertisedMs: number; heldMs: number }
  },
): Promise<RunningStack> {
  const stack = await createLocalStack(options)
  const server = createServer(async (req, res) => {
    try {
      const target = requestUrl(req)
      if (!target) {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: 'Bad request target' }))
        return
      }
      // Absolute-form targets and leading `//` (which URL parsers read as a host) become a plain path.
      if (!req.url?.startsWith('/') || req.url.startsWith('//'))
        req.url = `/${target.pathname.replace(/^\/+/, '')}${target.search}`
      if (await stack.handle(req, res)) return
      if (options.fallback) return await options.fallback(req, res)
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }))
    } catch (error) {
      if (error instanceof URIError) {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad percent-encoding')
        return
      }
      console.error(error)
      if (!res.headersSent) res.writeHead(500).end()
    }
  })
  applyKeepAlive(server, options.keepAlive)
  server.on('upgrade', (req, socket, head) => {
    // A reset socket must not raise an 'error' nobody listens to.
    socket.on('error', () => socket.destroy())
    if (!requestUrl(req)) {
      socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n')
      return
    }
    stack.handleUpgrade(req, socket, head).then(
      (handled) => {
        // Another listener (Vite's HMR in development) may own this upgrade; with none, refuse it.
        if (!handled && server.listenerCount('upgrade') === 1) socket.destroy()
      },
      (error) => {
        console.error('[realtime] upgrade failed', error)
        socket.destroy()
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', resolve)
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${options.host && options.host !== '0.0.0.0' ? options.host : 'localhost'}:${port}`
  if (!options.publicUrl) stack.setPublicUrl(url)
  return {
    stack,
    server,
    url,
    async close() {
      server.closeAllConnections()
      const closed = new Promise((resolve) => server.close(resolve))
      // WebSockets are upgraded connections the HTTP server no longer tracks: the stack ends them.
      await stack.close()
      await closed
    },
  }
}
