import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPortTaken, portTakenMessage } from '../../server/port-check.ts'

const run = promisify(execFile)
let taken: Server
let port: number

beforeAll(async () => {
  taken = createServer()
  await new Promise<void>((resolve) => taken.listen(0, '0.0.0.0', resolve))
  port = (taken.address() as { port: number }).port
})
afterAll(() => new Promise((resolve) => taken.close(resolve)))

describe('npm start on a taken port', () => {
  it('says so in one line with the way out, before building anything', async () => {
    const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start
    expect(start).toBe('node --import tsx scripts/start.ts')
    const result = await run(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { ...process.env, PORT: String(port), DATABASE_URL: '' },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => e,
    )
    expect(result.code).toBe(1)
    const lines = result.stderr.split('\n').filter((l) => l.trim() && !l.startsWith('npm warn'))
    expect(lines).toEqual([
      `Port ${port} is already in use (is the app already running?). Start on another port: PORT=${port + 1} npm start`,
    ])
  })

  it('tells a free port from a taken one', async () => {
    expect(await isPortTaken(port)).toBe(true)
    const free = createServer()
    await new Promise<void>((resolve) => free.listen(0, '0.0.0.0', resolve))
    const freePort = (free.address() as { port: number }).port
    await new Promise((resolve) => free.close(resolve))
    expect(await isPortTaken(freePort)).toBe(false)
    expect(portTakenMessage(5173)).toContain('PORT=5174 npm start')
  })
})
