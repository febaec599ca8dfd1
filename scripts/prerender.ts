import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'vite'

/**
 * After `vite build`: puts the first render of each page of src/app/prerender/pages.tsx into its HTML, so a phone
 * paints it before the app's JavaScript has loaded. `/` goes into index.html itself (which the server and the host
 * answer every route with; elsewhere a script drops it before the first paint), any other page into dist/<path>.html
 * (the static server and vercel.json serve it for that path).
 */
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' })
try {
  const pages = await vite.ssrLoadModule('/src/app/prerender/pages.tsx')
  const shell = readFileSync('dist/index.html', 'utf8')
  if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html is already prerendered: build first')
  for (const path of Object.keys(pages.PRERENDERED)) {
    const html = pages.prerenderedRoot(path)
    writeFileSync(path === '/' ? 'dist/index.html' : `dist${path}.html`, shell.replace('<div id="root"></div>', html))
  }
} finally {
  await vite.close()
}
