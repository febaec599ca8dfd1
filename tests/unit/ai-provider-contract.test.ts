import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AiConfig } from '../../server/ai/config.ts'
import { completeModel, ProviderError, streamModel } from '../../server/ai/provider.ts'

/**
 * The model contract, against a real HTTP server that speaks OpenAI chat completions (what OpenAI,
 * Ollama, LM Studio, vLLM and llama.cpp's server all answer): SSE streaming, plain JSON, error
 * statuses, 429 and a server that never answers.
 */
type Behaviour = (req: IncomingMessage, body: Record<string, unknown>, res: ServerResponse) => void
let behaviour: Behaviour
const seen: { headers: IncomingMessage['headers']; body: Record<string, unknown>; path: string }[] = []
let server: Server
let baseURL: string

const chunk = (content: string, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, delta: finish ? {} : { role: 'assistant', content }, finish_reason: finish }],
  })}\n\n`

const streamWords =
  (words: string[]): Behaviour =>
  (_req, _body, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    for (const w of words) res.write(chunk(w))
    res.write(chunk('', 'stop'))
    res.end('data: [DONE]\n\n')
  }

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
      seen.push({ headers: req.headers, body, path: req.url ?? '' })
      behaviour(req, body, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

const config = (patch: Partial<AiConfig> = {}): AiConfig => ({
  baseURL,
  apiKey: 'sk-test',
  model: 'test-model',
  timeoutMs: 5_000,
  dailyLimit: 50,
  ...patch,
})

async function collect(gen: AsyncGenerator<string>) {
  const parts: string[] = []
  for await (const p of gen) parts.push(p)
  return parts
}

describe('OpenAI-compatible model contract', () => {
  it('streams the answer chunk by chunk, sending the model, key, system prompt and delimited data', async () => {
    seen.length = 0
    behaviour = streamWords(['Learn ', 'SQL ', 'first.'])
    const parts = await collect(
      streamModel(config(), { system: 'You are a helper.', prompt: '<platform_data>{"a":1}</platform_data>' }),
    )
    expect(parts).toEqual(['Learn ', 'SQL ', 'first.'])
    expect(seen).toHaveLength(1)
    expect(seen[0].path).toBe('/v1/chat/completions')
    expect(seen[0].headers.authorization).toBe('Bearer sk-test')
    expect(seen[0].body).toMatchObject({
      model: 'test-model',
      stream: true,
      messages: [
        { role: 'system', content: 'You are a helper.' },
        { role: 'user', content: '<platform_data>{"a":1}</platform_data>' },
      ],
    })
  })

  it('answers in one piece without streaming', async () => {
    seen.length = 0
    behaviour = (_req, _body, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-2',
          object: 'chat.completion',
          created: 1,
          model: 'test-model',
          choices: [{ index: 0, message: { role: 'assistant', content: 'Built X.\nLed Y.' }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 },
        }),
      )
    expect(await completeModel(config(), { system: 's', prompt: 'p' })).toBe('Built X.\nLed Y.')
    expect(seen[0].body.stream).not.toBe(true)
  })

  it('turns an error status into a friendly "could not answer"', async () => {
    behaviour = (_req, _body, res) =>
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }))
    const error = await collect(streamModel(config(), { system: 's', prompt: 'p' })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderError)
    expect((error as ProviderError).kind).toBe('unavailable')
    expect((error as ProviderError).message).toBe('The AI model could not answer right now. Try again later.')
  })

  it('tells a provider’s 429 apart, streaming or not', async () => {
    behaviour = (_req, _body, res) =>
      res
        .writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' })
        .end(JSON.stringify({ error: { message: 'Rate limit reached', type: 'rate_limit' } }))
    const streamed = await collect(streamModel(config(), { system: 's', prompt: 'p' })).catch((e: unknown) => e)
    expect((streamed as ProviderError).kind).toBe('rate_limited')
    const whole = await completeModel(config(), { system: 's', prompt: 'p' }).catch((e: unknown) => e)
    expect((whole as ProviderError).kind).toBe('rate_limited')
  })

  it('gives up after the timeout when the server never answers', async () => {
    behaviour = () => {
      /* never answers */
    }
    const error = await collect(streamModel(config({ timeoutMs: 1_000 }), { system: 's', prompt: 'p' })).catch(
      (e: unknown) => e,
    )
    expect((error as ProviderError).kind).toBe('timeout')
    expect((error as ProviderError).message).toBe('The AI model took too long to answer. Try again in a moment.')
  })

  it('gives up after the timeout when a stream stalls halfway', async () => {
    behaviour = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(chunk('Half '))
    }
    const parts: string[] = []
    const error = await (async () => {
      for await (const p of streamModel(config({ timeoutMs: 1_000 }), { system: 's', prompt: 'p' })) parts.push(p)
    })().catch((e: unknown) => e)
    expect(parts).toEqual(['Half '])
    expect((error as ProviderError).kind).toBe('timeout')
  })

  it('refuses to run with no model configured', async () => {
    const error = await collect(streamModel(config({ baseURL: undefined }), { system: 's', prompt: 'p' })).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ProviderError)
  })
})
