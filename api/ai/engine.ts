import { aiConfig, engineName } from '../../server/ai/config.ts'
import { json } from '../../server/http.ts'
import { requireUser } from '../../server/require-user.ts'

/**
 * GET /api/ai/engine — which engine answers ("Built-in assistant" or the model's name) and the caller's
 * allowance today. The model's address and key never leave the server.
 */
export async function GET(request: Request): Promise<Response> {
  const caller = await requireUser(request)
  if (caller instanceof Response) return caller
  const config = aiConfig()
  const today = new Date().toISOString().slice(0, 10)
  const { data } = await caller.supabase.from('ai_usage').select('*').eq('day', today).maybeSingle()
  const tomorrow = new Date(`${today}T00:00:00Z`).getTime() + 86_400_000
  return json({
    data: {
      engine: engineName(config),
      builtIn: !config.baseURL,
      dailyLimit: config.dailyLimit,
      usedToday: data?.count ?? 0,
      resetAt: new Date(tomorrow).toISOString(),
    },
  })
}
