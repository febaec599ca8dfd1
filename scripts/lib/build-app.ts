import { execFileSync } from 'node:child_process'

/** Builds the SPA for production whatever NODE_ENV the caller runs under (vitest sets "test"). */
export function buildApp() {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
}
