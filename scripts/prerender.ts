import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'vite'

/**
 * After `vite build`: puts the first render of each page of src/app/prerender/pages.tsx into its HTML, so a phone
 * paints it before the app's JavaScript has loaded. `/` goes into index.html itself (which the server and the host
 * answer every route with; elsewhere a script drops it before the first paint), any other page into dist/<path>.html
 * (the static server and vercel.json serve it for that path).
 *
 * Each HTML also lists the chunks its first render needs as `modulepreload` links, from Vite's build manifest: the
 * browser fetches them while it parses, and the app's start-up no longer inserts those links itself (on a throttled
 * phone, tens of milliseconds of main-thread work after the page has painted). They ask for low priority so the
 * stylesheet, which the first paint waits for, keeps the bandwidth.
 */
type Manifest = Record<string, { file: string; imports?: string[] }>

const MANIFEST = 'dist/.vite/manifest.json'
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest

/** Every chunk a module's chunk needs before it runs: its own and its static imports', transitively. */
function chunksOf(source: string, into = new Set<string>()): Set<string> {
  const entry = manifest[source]
  if (!entry) throw new Error(`${source} is not in the build manifest`)
  if (into.has(entry.file)) return into
  into.add(entry.file)
  for (const dependency of entry.imports ?? []) chunksOf(dependency, into)
  return into
}

function withPreloads(html: string, sources: string[]): string {
  const chunks = new Set(sources.flatMap((source) => [...chunksOf(source)]))
  const links = [...chunks]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
  return html.replace('</head>', `${links.join('')}</head>`)
}

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' })
try {
  const pages = await vite.ssrLoadModule('/src/app/prerender/pages.tsx')
  const shell = readFileSync('dist/index.html', 'utf8')
  if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html is already prerendered: build first')
  for (const [path, page] of Object.entries(pages.PRERENDERED as Record<string, { chunks: string[] }>)) {
    const html = withPreloads(shell, page.chunks).replace('<div id="root"></div>', pages.prerenderedRoot(path))
    writeFileSync(path === '/' ? 'dist/index.html' : `dist${path}.html`, html)
  }
} finally {
  await vite.close()
}
rmSync('dist/.vite', { recursive: true, force: true })
