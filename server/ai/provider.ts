import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { APICallError, generateText, streamText } from 'ai'
import type { AiConfig } from './config.ts'

export type ProviderErrorKind = 'timeout' | 'rate_limited' | 'unavailable'

/** A model call that failed, in words a member can act on. */
export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
  ) {
    super(message)
  }
}

const MESSAGES: Record<ProviderErrorKind, string> = {
  timeout: 'The AI model took too long to answer. Try again in a moment.',
  rate_limited: 'The AI model is busy right now (its provider limited our requests). Try again in a minute.',
  unavailable: 'The AI model could not answer right now. Try again later.',
}

function toProviderError(error: unknown, timedOut: boolean): ProviderError {
  if (error instanceof ProviderError) return error
  if (timedOut) return new ProviderError('timeout', MESSAGES.timeout)
  const status =
    error instanceof APICallError
      ? error.statusCode
      : ((error as { statusCode?: number; lastError?: { statusCode?: number } })?.lastError?.statusCode ??
        (error as { statusCode?: number })?.statusCode)
  if (status === 429) return new ProviderError('rate_limited', MESSAGES.rate_limited)
  return new ProviderError('unavailable', MESSAGES.unavailable)
}

export interface ModelPrompt {
  system: string
  prompt: string
}

/**
 * One call to the configured model: aborted when the caller's `signal` is, or when `config.timeoutMs` passes
 * (then `timedOut`); `end()` once it is over.
 */
function startCall(config: AiConfig, signal?: AbortSignal) {
  if (!config.baseURL || !config.model) throw new ProviderError('unavailable', 'No AI model is configured.')
  const model = config.model
  const provider = createOpenAICompatible({
    name: 'configured',
    baseURL: config.baseURL.replace(/\/+$/, ''),
    apiKey: config.apiKey,
  })
  const controller = new AbortController()
  const timer = setTimeout(() => {
    call.timedOut = true
    controller.abort()
  }, config.timeoutMs)
  const onAbort = () => controller.abort()
  signal?.addEventListener('abort', onAbort)
  const call = {
    chatModel: () => provider.chatModel(model),
    signal: controller.signal,
    timedOut: false,
    end() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    },
  }
  return call
}

/**
 * Streams a model's answer as text chunks. Throws ProviderError (before or between chunks) on a
 * refusal, an error status, a 429 or when `config.timeoutMs` passes without the answer completing.
 */
export async function* streamModel(
  config: AiConfig,
  { system, prompt }: ModelPrompt,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const call = startCall(config, signal)
  try {
    const result = streamText({
      model: call.chatModel(),
      system,
      prompt,
      maxRetries: 0,
      abortSignal: call.signal,
      // Errors arrive as `error` parts below; the SDK's default handler would also log them.
      onError: () => {},
    })
    let yielded = false
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        if (part.text) {
          yielded = true
          yield part.text
        }
      } else if (part.type === 'error') {
        // Some servers end a complete answer without a finish reason: keep the answer.
        if (yielded && /without a finish reason/i.test(String((part.error as Error)?.message))) return
        throw toProviderError(part.error, call.timedOut)
      } else if (part.type === 'abort') {
        throw toProviderError(new Error('aborted'), call.timedOut)
      }
    }
  } catch (error) {
    throw toProviderError(error, call.timedOut)
  } finally {
    call.end()
  }
}

/**
 * The whole answer at once (a non-streaming chat completion): for answers that are parsed rather than
 * read as they arrive (bullet rewrites). Same errors as streamModel.
 */
export async function completeModel(config: AiConfig, { system, prompt }: ModelPrompt, signal?: AbortSignal) {
  const call = startCall(config, signal)
  try {
    const result = await generateText({
      model: call.chatModel(),
      system,
      prompt,
      maxRetries: 0,
      abortSignal: call.signal,
    })
    return result.text
  } catch (error) {
    throw toProviderError(error, call.timedOut)
  } finally {
    call.end()
  }
}
