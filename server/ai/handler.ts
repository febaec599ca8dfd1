import * as v from 'valibot'
import type { AiRequest, AiStreamEvent } from '../../src/data/ai/types.ts'
import { jsonError, readBodyText } from '../http.ts'
import { requireUser } from '../require-user.ts'
import { aiConfig, engineName, MAX_BODY_BYTES, type AiConfig } from './config.ts'
import { completeModel, ProviderError, streamModel } from './provider.ts'
import { NotFoundError, prepare } from './tools.ts'

/**
 * What no text needs and PostgreSQL refuses in a parameter (a 500 from grounding): NUL and the other C0 controls
 * but tab, newline and carriage return, and halves of a surrogate pair (text pasted from PDFs carries both).
 */
/* eslint-disable no-control-regex -- the control characters are what it removes */
const UNSAFE_CHARACTERS =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
/* eslint-enable no-control-regex */

const text = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.transform((s) => s.replace(UNSAFE_CHARACTERS, '')),
    v.trim(),
    v.minLength(min),
    v.maxLength(max),
  )

const RequestSchema = v.variant('action', [
  v.object({ action: v.literal('career'), role: text(2, 120) }),
  v.object({ action: v.literal('career-roles') }),
  v.object({ action: v.literal('research'), topic: text(3, 500) }),
  v.object({ action: v.literal('summarize'), text: text(40, 50_000) }),
  v.object({ action: v.literal('startup'), idea: text(10, 2000) }),
  v.object({ action: v.literal('rewrite'), bullets: v.pipe(v.array(text(3, 400)), v.minLength(1), v.maxLength(20)) }),
  v.object({
    action: v.literal('tailor'),
    opportunityId: v.pipe(v.string(), v.uuid()),
    resumeText: text(20, 30_000),
  }),
])

const resetLabel = (iso: string) => `${new Date(iso).toISOString().slice(11, 16)} UTC`

/** The built-in engine's text, in the chunks a stream would carry (sentence by sentence). */
function* offlineChunks(text: string) {
  for (const part of text.match(/[^\n]*\n?/g) ?? []) if (part) yield part
}

/**
 * POST /api/ai/run — one AI tool action for the caller. Validates and bounds the request, counts it
 * against the member's daily allowance (429 with the reset time), grounds it in the platform under their
 * RLS, then streams application/x-ndjson: `meta` (engine, citations, structured data), `text` deltas,
 * an optional `data` (a model's answer turned into structure), and `done` or `error`.
 */
export async function handleRun(request: Request, config: AiConfig = aiConfig()): Promise<Response> {
  const caller = await requireUser(request)
  if (caller instanceof Response) return caller
  const raw = await readBodyText(request, MAX_BODY_BYTES)
  if (raw === null)
    return jsonError(413, 'too_large', `Requests are limited to ${MAX_BODY_BYTES / 1024} KB: shorten the text.`)
  let parsed: AiRequest
  try {
    const result = v.safeParse(RequestSchema, JSON.parse(raw))
    if (!result.success) {
      const issue = result.issues[0]
      const field = issue.path?.map((p) => String(p.key)).join('.') || 'request'
      return jsonError(400, 'invalid_request', `${field}: ${issue.message}`)
    }
    parsed = result.output as AiRequest
  } catch {
    return jsonError(400, 'invalid_json', 'The request body must be JSON.')
  }

  if (parsed.action !== 'career-roles') {
    const { data: quota, error } = await caller.supabase.rpc('ai_take_quota', { daily_limit: config.dailyLimit })
    if (error) return jsonError(500, 'quota_failed', 'Could not check your AI allowance. Try again.')
    const q = quota as { allowed: boolean; limit: number; reset_at: string }
    if (!q.allowed) {
      const retryAfter = Math.max(1, Math.ceil((new Date(q.reset_at).getTime() - Date.now()) / 1000))
      return Response.json(
        {
          error: {
            code: 'daily_limit',
            message: `You have used all ${q.limit} AI requests for today. They reset at ${resetLabel(q.reset_at)}.`,
            resetAt: new Date(q.reset_at).toISOString(),
          },
        },
        { status: 429, headers: { 'retry-after': String(retryAfter) } },
      )
    }
  }

  let prepared
  try {
    prepared = await prepare(caller.supabase, caller.user.id, parsed)
  } catch (error) {
    if (error instanceof NotFoundError) return jsonError(404, 'not_found', error.message)
    console.error('[ai] grounding failed', error)
    return jsonError(500, 'grounding_failed', 'Could not read your platform data. Try again.')
  }

  const useModel = !!(config.baseURL && prepared.prompt && parsed.action !== 'career-roles')
  const engine = useModel ? engineName(config) : engineName({ ...config, baseURL: undefined })
  let chunks: AsyncIterator<string> | Iterator<string>
  let first: IteratorResult<string>
  const abort = new AbortController()
  if (useModel) {
    const prompt = prepared.prompt!
    chunks = prepared.whole
      ? (async function* () {
          yield await completeModel(config, prompt, abort.signal)
        })()
      : streamModel(config, prompt, abort.signal)
    try {
      first = await chunks.next()
    } catch (error) {
      const e =
        error instanceof ProviderError ? error : new ProviderError('unavailable', 'The AI model could not answer.')
      return jsonError(e.kind === 'timeout' ? 504 : 503, `model_${e.kind}`, e.message)
    }
  } else {
    chunks = offlineChunks(prepared.offlineText)
    first = chunks.next() as IteratorResult<string>
  }

  const encoder = new TextEncoder()
  const line = (event: AiStreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`)
  let full = ''
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(line({ type: 'meta', engine, citations: prepared.citations, data: prepared.data }))
      try {
        for (let r = first; !r.done; r = await chunks.next()) {
          full += r.value
          controller.enqueue(line({ type: 'text', delta: r.value }))
        }
        if (useModel && prepared.parseModel) controller.enqueue(line({ type: 'data', data: prepared.parseModel(full) }))
        controller.enqueue(line({ type: 'done' }))
      } catch (error) {
        const message = error instanceof ProviderError ? error.message : 'The answer stopped unexpectedly. Try again.'
        controller.enqueue(line({ type: 'error', message }))
      }
      controller.close()
    },
    cancel() {
      abort.abort()
    },
  })
  return new Response(body, {
    headers: {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'cache-control': 'no-store',
      'x-ai-engine': engine,
    },
  })
}
