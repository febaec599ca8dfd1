import { mkdirSync, writeFileSync } from 'node:fs'
import { Agent, request, type OutgoingHttpHeaders } from 'node:http'
import { createScratchDatabase } from '../supabase/local/src/db/scratch.ts'
import { startLocalStackServer } from '../supabase/local/src/server.ts'
import { timeIt } from './lib/timing.ts'

/**
 * REST vs direct SQL for the same reads (ARCHITECTURE §7: the local stack adds at most 1.5×).
 * Runs on the PostgreSQL of DATABASE_URL (`npm run bench:rest` makes a throwaway one). Writes reports/bench-rest.md.
 * Usage: tsx scripts/bench-rest.ts [iterations]
 */
const ITERATIONS = Number(process.argv[2] ?? 1000)
const WARMUP = 100
const AUTHORS = 1000
const BOOKS = 20_000

const time = (fn: (i: number) => Promise<unknown>) => timeIt(fn, ITERATIONS, WARMUP)

/**
 * A GET through node:http on one keep-alive socket: the stack's own cost with the least a client can add.
 * `fetch` (undici, what supabase-js uses) adds 0.3–0.5 ms of its own in this process, more than a small read costs.
 */
function plainGet(url: string, headers: OutgoingHttpHeaders, agent: Agent): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString()
        if (res.statusCode === 200) resolve(JSON.parse(body))
        else reject(new Error(`${res.statusCode} ${body}`))
      })
    })
    req.on('error', reject)
    req.end()
  })
}

async function run(kind: 'postgres') {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'bench_rest')
  const running = await startLocalStackServer({
    port: 0,
    databaseUrl: scratch.url,
    supabaseDir: 'supabase',
    migrationsDir: 'supabase/local/tests/fixtures/migrations',
    seedFile: null,
  })
  const { db, keys } = running.stack
  await db.exec(`
    insert into public.authors (name) select 'Author ' || g from generate_series(1, ${AUTHORS}) g;
    insert into public.books (title, author_id, published, tags)
      select 'Book ' || g, 1 + (g % ${AUTHORS}), 1950 + (g % 75), array['tag' || (g % 10)]
      from generate_series(1, ${BOOKS}) g;
    insert into public.genres (name) select 'Genre ' || g from generate_series(1, 20) g;
    insert into public.book_genres (book_id, genre_id) select b, 1 + (b % 20) from generate_series(1, ${BOOKS}) b;
    analyze public.books; analyze public.authors;`)
  const headers = { apikey: keys.anonKey, authorization: `Bearer ${keys.anonKey}` }
  const id = (i: number) => 1 + ((i * 7919) % BOOKS)
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const viaFetch = async (path: string) => {
    const res = await fetch(`${running.url}/rest/v1${path}`, { headers })
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`)
    return res.json()
  }
  const viaPlain = (path: string) => plainGet(`${running.url}/rest/v1${path}`, headers, agent)
  const cases = [
    {
      name: 'read by primary key',
      path: (i: number) => `/books?id=eq.${id(i)}&select=*`,
      direct: (i: number) => db.query('select * from public.books where id = $1', [id(i)]),
    },
    {
      name: 'filtered list + embedded author',
      path: (i: number) =>
        `/books?select=id,title,author:authors!author_id(name)&published=gt.${1950 + (i % 60)}&order=id&limit=20`,
      direct: (i: number) =>
        db.query(
          `select b.id, b.title, a.name from public.books b join public.authors a on a.id = b.author_id
           where b.published > $1 order by b.id limit 20`,
          [1950 + (i % 60)],
        ),
    },
    {
      name: 'page of 200 + author and genres',
      path: (i: number) =>
        `/books?select=id,title,tags,author:authors!author_id(name,bio),genres(name)&published=gte.${1950 + (i % 20)}&order=id.desc&limit=200`,
      direct: (i: number) =>
        db.query(
          `select b.id, b.title, b.tags, json_build_object('name', a.name, 'bio', a.bio) as author,
             (select coalesce(json_agg(json_build_object('name', g.name)), '[]') from public.book_genres bg
              join public.genres g on g.id = bg.genre_id where bg.book_id = b.id) as genres
           from public.books b join public.authors a on a.id = b.author_id
           where b.published >= $1 order by b.id desc limit 200`,
          [1950 + (i % 20)],
        ),
    },
  ]
  const rows = []
  for (const c of cases) {
    const direct = await time(c.direct)
    const fetched = await time((i) => viaFetch(c.path(i)))
    const plain = await time((i) => viaPlain(c.path(i)))
    rows.push({ kind, name: c.name, direct, fetch: fetched, plain })
  }
  agent.destroy()
  await running.close()
  await scratch.drop()
  return rows
}

if (!process.env.DATABASE_URL) {
  console.error('bench-rest needs PostgreSQL: run `npm run bench:rest` (or set DATABASE_URL).')
  process.exit(1)
}
const results = await run('postgres')
const ms = (n: number) => `${n.toFixed(3)} ms`
const ratio = (a: { p50: number }, b: { p50: number }) => (a.p50 / b.p50).toFixed(2)
const table = [
  '| database | query | direct p50 / p99 | REST, node:http p50 / p99 | ratio p50 | REST, fetch p50 / p99 | ratio p50 |',
  '|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.kind} | ${r.name} | ${ms(r.direct.p50)} / ${ms(r.direct.p99)} | ${ms(r.plain.p50)} / ${ms(r.plain.p99)} | ${ratio(r.plain, r.direct)} | ${ms(r.fetch.p50)} / ${ms(r.fetch.p99)} | ${ratio(r.fetch, r.direct)} |`,
  ),
].join('\n')
const report = `# REST benchmark (${new Date().toISOString()})

${ITERATIONS} iterations after ${WARMUP} warm-up, ${BOOKS} books, ${AUTHORS} authors, anon role, one client at a time
over loopback HTTP keep-alive, in the stack's own process. Each REST read is timed twice: through node:http (one
keep-alive socket: the stack's cost plus the least a client adds) and through \`fetch\` (undici, supabase-js's
transport, which adds 0.3–0.5 ms of its own here). Goal (ARCHITECTURE §7): at most 1.5× direct SQL.

${table}
`
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bench-rest.md', report)
console.log(report)
