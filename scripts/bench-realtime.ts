import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { RealtimeClient } from '@supabase/realtime-js'
import ws from 'ws'
import { createScratchDatabase } from '../supabase/local/src/db/scratch.ts'

/**
 * Insert-to-receive latency of postgres_changes: N clients subscribed to one table with a filter, rows
 * inserted through /rest/v1. The stack runs in its own process; the clients share this one.
 * Runs on the PostgreSQL of DATABASE_URL (`npm run bench:realtime` makes a throwaway one). Writes reports/bench-realtime.md.
 */
const SIZES = (process.argv[2] ?? '10,100,1000').split(',').map(Number)
const ROWS = 30

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function startServer(databaseUrl: string) {
  const child = spawn('npx', ['tsx', 'scripts/lib/fixture-server.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const line = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve))
  return { ...(JSON.parse(line) as { url: string; anonKey: string; serviceRoleKey: string; kind: string }), child }
}

async function round(server: { url: string; anonKey: string; serviceRoleKey: string }, n: number) {
  const year = 3000 + n
  const clients: RealtimeClient[] = []
  const samples: number[] = []
  let received = 0
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const client = new RealtimeClient(`${server.url.replace('http', 'ws')}/realtime/v1`, {
        params: { apikey: server.anonKey },
        transport: ws as never,
        heartbeatIntervalMs: 30_000,
      })
      clients.push(client)
      const channel = client.channel(`bench-${n}-${i}`)
      channel.on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'news', filter: `year=eq.${year}` },
        (p) => {
          samples.push(Date.now() - Number((p.new as { title: string }).title))
          received++
        },
      )
      await new Promise<void>((resolve, reject) =>
        channel.subscribe((status) =>
          status === 'SUBSCRIBED' ? resolve() : status === 'CHANNEL_ERROR' ? reject(new Error(status)) : undefined,
        ),
      )
    }),
  )
  for (let r = 0; r < ROWS; r++) {
    const expected = (r + 1) * n
    const res = await fetch(`${server.url}/rest/v1/news`, {
      method: 'POST',
      headers: {
        apikey: server.serviceRoleKey,
        authorization: `Bearer ${server.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ title: String(Date.now()), year, visible: true }),
    })
    if (!res.ok) throw new Error(await res.text())
    const deadline = Date.now() + 10_000
    while (received < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 2))
  }
  clients.forEach((c) => c.disconnect())
  samples.sort((a, b) => a - b)
  return { n, delivered: `${received}/${ROWS * n}`, p50: percentile(samples, 50), p99: percentile(samples, 99) }
}

const results: { kind: string; n: number; delivered: string; p50: number; p99: number }[] = []
if (!process.env.DATABASE_URL) {
  console.error('bench-realtime needs PostgreSQL: run `npm run bench:realtime` (or set DATABASE_URL).')
  process.exit(1)
}
for (const kind of ['postgres']) {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'bench_rt')
  const server = await startServer(scratch.url)
  for (const n of SIZES) results.push({ kind, ...(await round(server, n)) })
  server.child.kill('SIGTERM')
  await new Promise((resolve) => server.child.once('exit', resolve))
  await scratch.drop()
}
const table = [
  '| database | clients | delivered | p50 | p99 |',
  '|---|---|---|---|---|',
  ...results.map((r) => `| ${r.kind} | ${r.n} | ${r.delivered} | ${r.p50} ms | ${r.p99} ms |`),
].join('\n')
const report = `# Realtime benchmark (${new Date().toISOString()})\n\n${ROWS} rows inserted through /rest/v1 per round, one at a time; every client subscribed with a filter matching them; anon role (one RLS check per change). Latency is insert start to receipt, milliseconds.\n\n${table}\n`
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bench-realtime.md', report)
console.log(report)
process.exit(0)
