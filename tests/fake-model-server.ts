import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AiConfig } from '../server/ai/config.ts'

/**
 * A real HTTP server on a free port that stands in for an OpenAI-compatible chat completions endpoint
 * (what OpenAI, Ollama, LM Studio, vLLM and llama.cpp's server all answer). `answer` gets each request
 * with its raw body once it has all arrived.
 */
export async function startModelServer(answer: (req: IncomingMessage, raw: string, res: ServerResponse) => void) {
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => answer(req, raw, res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}

/** The model settings pointed at `baseURL`, with generous limits. */
export const modelConfig = (baseURL: string, patch: Partial<AiConfig> = {}): AiConfig => ({
  baseURL,
  apiKey: 'sk-test',
  model: 'test-model',
  timeoutMs: 5_000,
  dailyLimit: 50,
  ...patch,
})

/** One server-sent chunk of a streamed completion: `content`, or with `finish` the last, empty one. */
export const chunk = (content: string, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, delta: finish ? {} : { role: 'assistant', content }, finish_reason: finish }],
  })}\n\n`

/** Streams `words` one chunk each, then stops. */
export function streamWords(res: ServerResponse, words: string[]) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  for (const w of words) res.write(chunk(w))
  res.write(chunk('', 'stop'))
  res.end('data: [DONE]\n\n')
}
