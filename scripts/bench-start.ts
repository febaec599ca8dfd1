import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import { gone, postmaster, startApp, tempDataDir, type AppProcess } from './lib/app-process.ts'

/**
 * `npm start` as a service, measured: ready time on the first run after install (the app built, the cluster
 * created, migrated and seeded) and warm (nothing to build, the cluster there), the time SIGTERM takes to stop
 * the app and its database, and `kill -9` of the whole app (node and PostgreSQL at once) during writes: every
 * write the API acknowledged must be there after the next start. Writes reports/bench-start.md.
 * BENCH_RUNS (default 5) first and warm starts; BENCH_KILLS (default 10).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const KILLS = Number(process.env.BENCH_KILLS ?? 10)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

async function timedStart(dataDir: string): Promise<{ app: AppProcess; ms: number }> {
  const started = performance.now()
  const app = await startApp(dataDir)
  return { app, ms: performance.now() - started }
}

async function timedStop(app: AppProcess, dataDir: string): Promise<number> {
  const server = postmaster(dataDir)
  const started = performance.now()
  app.child.kill('SIGTERM')
  await app.exited
  if (server) await gone(server.pid, 30_000)
  return performance.now() - started
}

const first: number[] = []
const warm: number[] = []
const stops: number[] = []

for (let i = 0; i < RUNS; i++) {
  const dataDir = tempDataDir()
  rmSync('dist/.build-hash', { force: true })
  const run = await timedStart(dataDir)
  first.push(run.ms)
  stops.push(await timedStop(run.app, dataDir))
  rmSync(dataDir, { recursive: true, force: true })
  console.log(`first run ${i + 1}: ready in ${seconds(run.ms)}`)
}

const dataDir = tempDataDir()
stops.push(await timedStop(await startApp(dataDir), dataDir))
for (let i = 0; i < RUNS; i++) {
  const run = await timedStart(dataDir)
  warm.push(run.ms)
  stops.push(await timedStop(run.app, dataDir))
  console.log(`warm run ${i + 1}: ready in ${seconds(run.ms)}`)
}

/** Posts written one after another until the app dies; the ids the API answered with are acknowledged. */
async function writeUntilKilled(app: AppProcess, killAfterMs: number) {
  const client = createClient(app.url, app.anonKey, {
    auth: { persistSession: false },
    realtime: { transport: ws as never },
  })
  const { data, error } = await client.auth.signInWithPassword({
    email: 'student@demo.campus.test',
    password: 'demo-password',
  })
  if (error) throw error
  const acknowledged: string[] = []
  const server = postmaster(dataDir)!
  const killAt = Date.now() + killAfterMs
  let killed = false
  const writes = (async () => {
    for (let n = 0; ; n++) {
      const res = await client
        .from('posts')
        .insert({ author_id: data.user.id, body: `durability probe ${Date.now()}-${n}` })
        .select('id')
        .single()
        .then(
          (r) => r,
          () => null,
        )
      if (res?.data) acknowledged.push(res.data.id as string)
      else if (killed) return
    }
  })()
  while (Date.now() < killAt) await new Promise((resolve) => setTimeout(resolve, 5))
  // The whole app at once: node and its PostgreSQL, as a crash or `kill -9` of the process group would.
  app.child.kill('SIGKILL')
  process.kill(server.pid, 'SIGKILL')
  killed = true
  await app.exited
  await gone(server.pid, 10_000)
  await writes
  return acknowledged
}

const kills: { acknowledged: number; lost: number }[] = []
for (let i = 0; i < KILLS; i++) {
  const app = await startApp(dataDir)
  const acknowledged = await writeUntilKilled(app, 500 + Math.random() * 1500)
  const next = await startApp(dataDir)
  const reader = createClient(next.url, next.anonKey, {
    auth: { persistSession: false },
    realtime: { transport: ws as never },
  })
  await reader.auth.signInWithPassword({ email: 'student@demo.campus.test', password: 'demo-password' })
  const found = new Set<string>()
  for (let at = 0; at < acknowledged.length; at += 200) {
    const { data, error } = await reader
      .from('posts')
      .select('id')
      .in('id', acknowledged.slice(at, at + 200))
    if (error) throw error
    for (const row of data) found.add(row.id as string)
  }
  kills.push({ acknowledged: acknowledged.length, lost: acknowledged.filter((id) => !found.has(id)).length })
  console.log(`kill ${i + 1}: ${acknowledged.length} writes acknowledged, ${kills.at(-1)!.lost} lost`)
  await timedStop(next, dataDir)
}
rmSync(dataDir, { recursive: true, force: true })

const lost = kills.reduce((sum, k) => sum + k.lost, 0)
const report = `# npm start as a service (${new Date().toISOString()})

Machine: ${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)} at the end. Ready = from spawning
\`node --import tsx scripts/start.ts\` to its banner (URL answering, demo accounts printed).

| measure | median | all runs | goal |
|---|---|---|---|
| first run after install (build, new cluster, migrations, seed) | ${seconds(median(first))} | ${first.map(seconds).join(', ')} | ≤ 60 s |
| warm start | ${seconds(median(warm))} | ${warm.map(seconds).join(', ')} | ≤ 3 s |
| SIGTERM to app and database stopped | ${seconds(median(stops))} | max ${seconds(Math.max(...stops))} | ≤ 5 s |

\`kill -9\` of the app and its PostgreSQL together during writes (posts inserted one after another through the API):
${KILLS} kills, ${kills.reduce((sum, k) => sum + k.acknowledged, 0)} acknowledged writes, **${lost} lost**.
`
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bench-start.md', report)
console.log(report)
process.exit(lost === 0 ? 0 : 1)
