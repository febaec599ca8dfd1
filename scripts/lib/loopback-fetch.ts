import http from 'node:http'

/**
 * A `fetch` for one simulated member that connects from its own loopback address (127.x.y.z: the whole
 * 127.0.0.0/8 block reaches this machine), over a keep-alive pool of at most six sockets, as a browser
 * keeps per origin. The stack limits sign-ins per client address (config.toml `[auth.rate_limit]
 * sign_in_sign_ups`); hundreds of members signing in from one address would be refused after the first
 * thirty, as hundreds of real members on their own connections would not be.
 *
 * The body is read whole before the Response resolves: supabase-js reads every body whole anyway.
 */
export interface BoundFetch {
  fetch: typeof fetch
  close(): void
}

export function loopbackFetch(localAddress?: string): BoundFetch {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 6,
    ...(localAddress ? { localAddress, family: 4 } : {}),
  })
  const send = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.protocol !== 'http:') throw new TypeError(`loopbackFetch speaks plain http only, not ${url.protocol}`)
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : Buffer.from(await request.arrayBuffer())
    const headers: Record<string, string> = {}
    request.headers.forEach((value, name) => (headers[name] = value))
    if (body) headers['content-length'] = String(body.length)
    return new Promise<Response>((resolve, reject) => {
      const req = http.request(
        {
          hostname: url.hostname.replace(/^\[|\]$/g, ''),
          port: url.port || 80,
          path: `${url.pathname}${url.search}`,
          method: request.method,
          headers,
          agent,
          signal: request.signal,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('error', reject)
          res.on('end', () => {
            const responseHeaders = new Headers()
            for (const [name, value] of Object.entries(res.headers)) {
              if (value === undefined) continue
              for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, v)
            }
            const status = res.statusCode ?? 500
            const empty = status === 204 || status === 205 || status === 304 || request.method === 'HEAD'
            resolve(
              new Response(empty ? null : Buffer.concat(chunks), {
                status,
                statusText: res.statusMessage ?? '',
                headers: responseHeaders,
              }),
            )
          })
        },
      )
      req.on('error', (error) => reject(request.signal.aborted ? (request.signal.reason ?? error) : error))
      req.end(body ?? undefined)
    })
  }
  return { fetch: send as typeof fetch, close: () => agent.destroy() }
}

/** Member `i`'s own loopback address: 127.77.1.1, 127.77.1.2, … (250 a block, never .0 or .255). */
export const memberAddress = (i: number) => `127.77.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`
