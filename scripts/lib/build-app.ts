import { execFileSync } from 'node:child_process'

/**
 * Builds the SPA for production whatever NODE_ENV the caller runs under (vitest sets "test"), with the guest pages'
 * first render prerendered (scripts/prerender.ts), as `npm run build` does.
 */
export function buildApp() {
  const options = { stdio: 'inherit' as const, env: { ...process.env, NODE_ENV: 'production' } }
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], options)
  execFileSync('npx', ['tsx', 'scripts/prerender.ts'], options)
}
