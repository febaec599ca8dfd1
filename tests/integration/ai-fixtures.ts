import { expect } from 'vitest'
import type { AiStreamEvent } from '../../src/data/ai/types.ts'
import { appUrl } from './helpers.ts'

/** POST /api/ai/run as the holder of `token`. */
export const run = (token: string, body: unknown) =>
  fetch(`${appUrl()}/api/ai/run`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** The streamed answer's events, once the response says it is a stream. */
export async function events(res: Response): Promise<AiStreamEvent[]> {
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/application\/x-ndjson/)
  return (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as AiStreamEvent)
}
export const meta = (evs: AiStreamEvent[]) =>
  evs.find((e) => e.type === 'meta') as Extract<AiStreamEvent, { type: 'meta' }>
export const text = (evs: AiStreamEvent[]) =>
  evs
    .filter((e): e is Extract<AiStreamEvent, { type: 'text' }> => e.type === 'text')
    .map((e) => e.delta)
    .join('')
