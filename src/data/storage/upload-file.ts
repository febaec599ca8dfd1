import { env } from '@/config/env'
import { AppError, toAppError, UnauthorizedError } from '@/lib/errors'
import type { PublicBucket } from '@/lib/media-url'
import { getSupabase } from '@/lib/supabase'
import { t } from '@/lib/i18n'

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
}

/**
 * Uploads a file into the caller's folder of a bucket, reporting progress (supabase-js cannot), and
 * returns the stored path. Storage policies allow only `<own id>/…`.
 */
export async function uploadFile(
  bucket: PublicBucket | 'resumes' | 'message-attachments',
  file: Blob,
  onProgress?: (fraction: number) => void,
  /** A readable prefix for the stored name (resumes keep the file's own name). */
  name?: string,
  /** Folders before the caller's own (message attachments live under `<conversation>/<uid>/`). */
  parent?: string,
): Promise<string> {
  const supabase = await getSupabase()
  const session = (await supabase.auth.getSession()).data.session
  if (!session) throw new UnauthorizedError(t('Sign in again to upload files'))
  const ext = EXTENSIONS[file.type] ?? 'bin'
  const path = `${parent ? `${parent}/` : ''}${session.user.id}/${name ? `${name}-` : ''}${crypto.randomUUID().slice(0, 8)}.${ext}`
  return uploadFileAt(bucket, path, file, onProgress, { accessToken: session.access_token })
}

/**
 * Uploads a file to an exact path (replacing what is there when `upsert`), reporting progress. The bucket's
 * policies decide whether the caller may write there.
 */
export async function uploadFileAt(
  bucket: PublicBucket | 'resumes' | 'documents' | 'message-attachments',
  path: string,
  file: Blob,
  onProgress?: (fraction: number) => void,
  options: { accessToken?: string; upsert?: boolean } = {},
): Promise<string> {
  let token = options.accessToken
  if (!token) {
    const supabase = await getSupabase()
    token = (await supabase.auth.getSession()).data.session?.access_token
  }
  if (!token) throw new UnauthorizedError(t('Sign in again to upload files'))
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${env.supabaseUrl}/storage/v1/object/${bucket}/${path}`)
    xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    if (options.upsert) xhr.setRequestHeader('x-upsert', 'true')
    xhr.setRequestHeader('apikey', env.supabaseAnonKey)
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream')
    xhr.setRequestHeader('cache-control', 'max-age=31536000')
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total)
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve()
      let message = 'The upload failed'
      try {
        message = (JSON.parse(xhr.responseText) as { message?: string }).message || message
      } catch {
        /* keep the generic message */
      }
      // A refusal of the file (too large, wrong type) keeps its sentence; a 5xx reads as ours (lib/errors).
      reject(
        xhr.status >= 500 ? toAppError({ message, status: xhr.status }) : new AppError(message, String(xhr.status)),
      )
    }
    xhr.onerror = () => reject(new AppError(t('The upload failed: check your connection and try again')))
    xhr.send(file)
  })
  onProgress?.(1)
  return path
}
