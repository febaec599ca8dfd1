import { BUILT_IN_ENGINE } from '../../src/data/ai/types.ts'

/** The AI settings, read on every request from the server's environment (never sent to the browser). */
export interface AiConfig {
  /** An OpenAI-compatible endpoint (…/v1); unset means the built-in engine answers. */
  baseURL?: string
  apiKey?: string
  model?: string
  timeoutMs: number
  dailyLimit: number
}

const int = (value: string | undefined, fallback: number, min: number, max: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback
}

export function aiConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  const baseURL = env.AI_BASE_URL?.trim() || undefined
  return {
    baseURL,
    apiKey: env.AI_API_KEY?.trim() || undefined,
    model: baseURL ? env.AI_MODEL?.trim() || 'gpt-4o-mini' : undefined,
    timeoutMs: int(env.AI_TIMEOUT_MS, 30_000, 1_000, 300_000),
    dailyLimit: int(env.AI_DAILY_LIMIT, 50, 1, 100_000),
  }
}

/** What the UI shows as "answered by". */
export const engineName = (config: AiConfig) => (config.baseURL && config.model ? config.model : BUILT_IN_ENGINE)

/** Largest request body any AI endpoint accepts (a pasted text to summarise is the biggest part). */
export const MAX_BODY_BYTES = 64 * 1024
/** Largest PDF accepted for summarising. */
export const MAX_PDF_BYTES = 5 * 1024 * 1024
