import { defineConfig } from 'vitest/config'
export default defineConfig({ test: { include: ['supabase/local/tests/**/*.test.ts'], testTimeout: 30000 } })
