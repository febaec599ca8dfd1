import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

/** Reads `.env` when there is one; nothing needs it. */
export function loadDotEnv() {
  if (existsSync('.env')) process.loadEnvFile('.env')
}

/** Settings of the local stack, from the environment with the defaults a fresh clone needs. */
export function localEnv() {
  return {
    port: Number(process.env.PORT ?? 5173),
    // This machine only, unless HOST says otherwise (HOST=0.0.0.0 shares the app on the network).
    host: process.env.HOST || '127.0.0.1',
    dataDir: resolve(process.env.DATA_DIR ?? '.data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    jwtSecret: process.env.JWT_SECRET || undefined,
    smtpUrl: process.env.SMTP_URL || undefined,
    supabaseDir: resolve('supabase'),
  }
}
