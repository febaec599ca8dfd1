import { env } from '@/config/env'

export interface CheckResult {
  name: string
  ok: boolean
  detail: string
  ms: number
}

async function probe(
  name: string,
  url: string,
  init: RequestInit,
  accept: (res: Response) => boolean,
  describe: (res: Response) => string,
) {
  const started = performance.now()
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) })
    // An API answers in JSON; an HTML page means the request never reached one.
    const isApi = (res.headers.get('content-type') ?? '').includes('json')
    return { name, ok: isApi && accept(res), detail: describe(res), ms: Math.round(performance.now() - started) }
  } catch (error) {
    return {
      name,
      ok: false,
      detail: error instanceof Error ? error.message : 'unreachable',
      ms: Math.round(performance.now() - started),
    }
  }
}

function probeRealtime(): Promise<CheckResult> {
  const started = performance.now()
  const url = `${env.supabaseUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(env.supabaseAnonKey)}&vsn=2.0.0`
  return new Promise((resolve) => {
    const socket = new WebSocket(url)
    const done = (ok: boolean, detail: string) => {
      socket.close()
      resolve({ name: 'Realtime', ok, detail, ms: Math.round(performance.now() - started) })
    }
    const timer = setTimeout(() => done(false, 'no answer in 5 s'), 5000)
    socket.onopen = () => {
      clearTimeout(timer)
      done(true, 'WebSocket open')
    }
    socket.onerror = () => {
      clearTimeout(timer)
      done(false, 'WebSocket refused')
    }
  })
}

/** A live check of each API the app uses. Keys travel as headers, never shown. */
export function runApiChecks(): Promise<CheckResult[]> {
  const headers = { apikey: env.supabaseAnonKey }
  const status = (res: Response) => `HTTP ${res.status}`
  return Promise.all([
    probe('Auth', `${env.supabaseUrl}/auth/v1/health`, { headers }, (r) => r.ok, status),
    probe('REST', `${env.supabaseUrl}/rest/v1/`, { headers }, (r) => r.ok, status),
    // A public bucket's listing: reachable and answering as storage-api, without a refusal in the console.
    probe(
      'Storage',
      `${env.supabaseUrl}/storage/v1/object/list/avatars`,
      {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${env.supabaseAnonKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prefix: '', limit: 1 }),
      },
      (r) => r.ok,
      status,
    ),
    probeRealtime(),
    probe('Own API', '/api/push/public-key', {}, (r) => r.ok, status),
  ])
}
