import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: [
      'supabase/local/tests/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.ts',
      'tests/e2e/**/*.test.ts',
    ],
    globalSetup: ['tests/setup/global-stack.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
