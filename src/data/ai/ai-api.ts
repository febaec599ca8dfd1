import { AppError, NetworkError, RateLimitError, toAppError, UnauthorizedError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import type { AiRequest, AiStreamEvent } from './types'
import { t } from '@/lib/i18n'

async function authHeaders(): Promise<Record<string, string>> {
  const supabase = await getSupabase()
  const token = (await supabase.auth.getSession()).data.session?.access_token
  if (!token) throw new UnauthorizedError(t('Sign in again to use the AI tools.'))
  return { Authorization: `Bearer ${token}` }
}

/** The endpoint's `{ error: { message } }` as a typed error (429 is the daily limit, with its reset time). */
async function failure(res: Response): Promise<AppError> {
  let message = 'The assistant could not answer. Try again.'
  try {
    const body = (await res.json()) as { error?: { message?: string; code?: string } }
    message = body.error?.message || message
  } catch {
    /* keep the generic sentence */
  }
  // A 5xx is ours, whatever the endpoint wrote (a provider's or the database's words): one sentence, logged.
  if (res.status >= 500) return toAppError({ message, status: res.status })
  if (res.status === 429) return new RateLimitError(message, '429')
  if (res.status === 401) return new UnauthorizedError(message, '401')
  return new AppError(message, String(res.status))
}

async function post(path: string, body: BodyInit, contentType: string, signal?: AbortSignal) {
  try {
    return await fetch(path, {
      method: 'POST',
      headers: { ...(await authHeaders()), 'Content-Type': contentType },
      body,
      signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new NetworkError(t('Can’t reach the server — check your connection'))
  }
}

/**
 * POST /api/ai/run: calls `onEvent` for each streamed event (meta, text deltas, data, done/error) as it
 * arrives. Throws a typed error when the request is refused before the stream starts.
 */
export async function runAi(request: AiRequest, onEvent: (event: AiStreamEvent) => void, signal?: AbortSignal) {
  const res = await post('/api/ai/run', JSON.stringify(request), 'application/json', signal)
  if (!res.ok || !res.body) throw await failure(res)
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buffer += value
    let newline: number
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim()
      buffer = buffer.slice(newline + 1)
      if (line) onEvent(JSON.parse(line) as AiStreamEvent)
    }
  }
  if (buffer.trim()) onEvent(JSON.parse(buffer) as AiStreamEvent)
}

export interface AiEngine {
  engine: string
  builtIn: boolean
  dailyLimit: number
  usedToday: number
  resetAt: string
}

export async function fetchAiEngine(signal?: AbortSignal): Promise<AiEngine> {
  const res = await fetch('/api/ai/engine', { headers: await authHeaders(), signal })
  if (!res.ok) throw await failure(res)
  return ((await res.json()) as { data: AiEngine }).data
}

/** The text of a PDF, read on the server. */
export async function extractPdfText(file: File): Promise<{ pages: number; text: string }> {
  const res = await post('/api/ai/pdf-text', file, 'application/pdf')
  if (!res.ok) throw await failure(res)
  return ((await res.json()) as { data: { pages: number; text: string } }).data
}
