import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AiConfig } from '../../server/ai/config.ts'
import { completeModel, ProviderError, streamModel } from '../../server/ai/provider.ts'
import { chunk, modelConfig, startModelServer, streamWords } from '../fake-model-server.ts'

/**
 * The model contract, against a real HTTP server that speaks OpenAI chat completions (what OpenAI,
 * Ollama, LM Studio, vLLM and llama.cpp's server all answer): SSE streaming, plain JSON, error
 * statuses, 429 and a server that never answers.
 */
type Behaviour = (req: IncomingMessage, body: Record<string, unknown>, res: ServerResponse) => void
let behaviour: Behaviour
const seen: { headers: IncomingMessage['headers']; body: Record<string, unknown>; path: string }[] = []
let server: Awaited<ReturnType<typeof startModelServer>>

beforeAll(async () => {
  server = await startModelServer((req, raw, res) => {
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
    seen.push({ headers: req.headers, body, path: req.url ?? '' })
    behaviour(req, body, res)
  })
})
afterAll(() => server.close())

const config = (patch: Partial<AiConfig> = {}) => modelConfig(server.baseURL, patch)

async function collect(gen: AsyncGenerator<string>) {
  const parts: string[] = []
  for await (const p of gen) parts.push(p)
  return parts
}

describe('OpenAI-compatible model contract', () => {
  it('streams the answer chunk by chunk, sending the model, key, system prompt and delimited data', async () => {
    seen.length = 0
    behaviour = (_req, _body, res) => streamWords(res, ['Learn ', 'SQL ', 'first.'])
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
