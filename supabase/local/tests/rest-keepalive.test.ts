import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KEEP_ALIVE_ADVERTISED_MS } from '../src/http/http.ts'
import type { RunningStack } from '../src/server.ts'
import { anonKey, stackUrl } from './helpers.ts'
import { startFixtureStack } from '../../../tests/setup/test-database.ts'

/**
 * One keep-alive connection, reused right up to (and past) the idle timeout the server advertises — as a
 * client whose timers run late on a busy machine does. Each request must be answered, never reset.
 */
function openConnection(): Promise<{ socket: Socket; request: () => Promise<string> }> {
  const { hostname, port } = new URL(stackUrl())
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      let buffer = ''
      let waiting: ((response: string) => void) | null = null
      let failed: ((error: Error) => void) | null = null
      socket.setEncoding('utf8')
      socket.on('data', (chunk: string) => {
        buffer += chunk
        const end = buffer.indexOf('\r\n\r\n')
        if (end < 0) return
        const head = buffer.slice(0, end)
        let stop: number
        if (/transfer-encoding: chunked/i.test(head)) {
          const last = buffer.indexOf('\r\n0\r\n\r\n', end)
          if (last < 0) return
          stop = last + 7
        } else {
          stop = end + 4 + Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0)
          if (buffer.length < stop) return
        }
        const response = buffer.slice(0, stop)
        buffer = buffer.slice(stop)
        waiting?.(response)
      })
      const fail = (error: Error) => failed?.(error)
      socket.on('error', fail)
      socket.on('close', () => fail(new Error('connection closed by the server')))
      resolve({
        socket,
        request: () =>
          new Promise<string>((res, rej) => {
            waiting = res
            failed = rej
            socket.write(
              `GET /rest/v1/books?select=id&id=eq.1 HTTP/1.1\r\nhost: ${hostname}\r\napikey: ${anonKey()}\r\nconnection: keep-alive\r\n\r\n`,
            )
          }),
      })
    })
    socket.once('error', reject)
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('rest: keep-alive', () => {
  it(
    'advertises its idle timeout and answers requests reusing the connection past it',
    { timeout: 60_000 },
    async () => {
      const { socket, request } = await openConnection()
      try {
        const first = await request()
        expect(first).toMatch(/^HTTP\/1\.1 200/)
        expect(first).toMatch(new RegExp(`keep-alive: timeout=${KEEP_ALIVE_ADVERTISED_MS / 1000}`, 'i'))
        // Around the advertised deadline, where Node's own timer used to close the socket under the request.
        for (const idle of [KEEP_ALIVE_ADVERTISED_MS - 50, KEEP_ALIVE_ADVERTISED_MS, KEEP_ALIVE_ADVERTISED_MS + 200]) {
          await sleep(idle)
          expect(await request()).toMatch(/^HTTP\/1\.1 200/)
          for (let i = 0; i < 20; i++) expect(await request()).toMatch(/^HTTP\/1\.1 200/)
        }
      } finally {
        socket.destroy()
      }
    },
  )
})

/**
 * The stack on PGlite serves HTTP and runs the database in one process. Database work that outlasts the
 * idle timeouts (server's hold, client's advertised) must not leave a reused connection to be reset: the
 * idle socket is retired cleanly in between, and every request is answered. Short times for the test.
 */
describe('rest: keep-alive while database work keeps the process busy', () => {
  let running: RunningStack
  beforeAll(async () => {
    running = await startFixtureStack({
      keepAlive: { advertisedMs: 3_000, heldMs: 4_000 },
    })
  }, 60_000)
  afterAll(() => running?.close())

  it(
    'answers every request on a hammered keep-alive connection across the idle timeout',
    { timeout: 60_000 },
    async () => {
      let connections = 0
      running.server.on('connection', () => connections++)
      const { db, keys } = running.stack
      const get = async () => {
        const res = await fetch(`${running.url}/rest/v1/books?select=id&limit=1`, { headers: { apikey: keys.anonKey } })
        await res.arrayBuffer()
        return res
      }
      const first = await get()
      expect(first.status).toBe(200)
      expect(first.headers.get('keep-alive')).toBe('timeout=3')
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < 20; i++) expect((await get()).status).toBe(200)
        // Database work in this process past the server's hold (1.2 s) and the client's idle time (2 s less
        // undici's 1 s margin), as the benchmark's direct queries do between its REST runs.
        const until = Date.now() + 4_500
        while (Date.now() < until) await db.query('select 1')
        expect((await get()).status).toBe(200)
      }
      // The one connection was reused while busy and retired while idle (a new one after each pause).
      expect(connections).toBeGreaterThanOrEqual(4)
    },
  )
})
