import { lingui } from '@lingui/vite-plugin'
import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  // Compiles the message catalogs on import (src/lib/i18n.ts), so tests never need a compile step.
  plugins: [lingui()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: [
      'supabase/local/tests/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.ts',
      'tests/e2e/**/*.test.ts',
    ],
    globalSetup: ['tests/setup/global-stack.ts'],
    // The stacks a test file starts hash new passwords at bcrypt cost 4, as the global ones do.
    env: { LOCAL_AUTH_BCRYPT_COST: '4' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
