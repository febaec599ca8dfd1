import { AppError, UnauthorizedError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { t } from '@/lib/i18n'

export type ExportProgress = { phase: 'preparing' } | { phase: 'downloading'; received: number; total: number | null }

/**
 * Downloads the member's data export (GET /api/account/export, a zip built under their own RLS), reporting
 * progress as the bytes arrive: a large account's zip takes a while to build, then to download.
 */
export async function downloadAccountExport(onProgress: (p: ExportProgress) => void, signal?: AbortSignal) {
  const supabase = await getSupabase()
  const token = (await supabase.auth.getSession()).data.session?.access_token
  if (!token) throw new UnauthorizedError(t('Sign in again to download your data'))
  onProgress({ phase: 'preparing' })
  const res = await fetch('/api/account/export', { headers: { Authorization: `Bearer ${token}` }, signal })
  if (!res.ok || !res.body) {
    const body = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null
    const message = body?.error?.message ?? 'Your data could not be exported. Try again.'
    throw res.status === 401 ? new UnauthorizedError(message) : new AppError(message, body?.error?.code)
  }
  const total = Number(res.headers.get('content-length')) || null
  const reader = res.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.length
    onProgress({ phase: 'downloading', received, total })
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'campus-network-data.zip'
  return { name, blob: new Blob(chunks as BlobPart[], { type: 'application/zip' }) }
}
