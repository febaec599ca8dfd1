/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_ANON_KEY?: string
  readonly VITE_SITE_URL?: string
  /** 'true' or 'false': sign-in with passkeys (supabase-js' experimental passkey API). Default: on locally only. */
  readonly VITE_PASSKEYS?: string
}
interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** A Lingui catalog compiled on import by @lingui/vite-plugin (src/lib/i18n.ts). */
declare module '*?lingui' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
