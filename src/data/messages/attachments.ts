import { queryOptions } from '@tanstack/react-query'
import { uploadFile } from '@/data/storage/upload-file'
import { AppError, toAppError } from '@/lib/errors'
import { STALE } from '@/lib/stale'
import { getSupabase } from '@/lib/supabase'
import { messageKeys } from './keys'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type Attachment } from './message-types'
import { t } from '@/lib/i18n'

/** Why a file cannot be attached, or null. */
export function attachmentProblem(file: File): string | null {
  if (!ATTACHMENT_TYPES.includes(file.type)) return t('{name}: only images and PDFs can be sent', { name: file.name })
  if (file.size > ATTACHMENT_MAX_BYTES) return t('{name} is larger than 10 MB', { name: file.name })
  return null
}

/** Uploads into the caller's folder of the conversation, with progress. */
export async function uploadAttachment(
  conversationId: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<Attachment> {
  const problem = attachmentProblem(file)
  if (problem) throw new AppError(problem)
  const stem =
    file.name
      .replace(/\.[^.]+$/, '')
      .replace(/[^\w-]+/g, '-')
      .slice(0, 40) || 'file'
  const path = await uploadFile('message-attachments', file, onProgress, stem, conversationId)
  return { path, name: file.name, type: file.type, size: file.size }
}

/** A signed URL for an attachment, valid an hour (storage checks the caller is in the conversation). */
export const attachmentUrlQueryOptions = (path: string) =>
  queryOptions({
    queryKey: messageKeys.attachment(path),
    queryFn: async () => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.storage.from('message-attachments').createSignedUrl(path, 3600)
      if (error || !data) throw toAppError(error ?? { message: t('The file is not available') })
      return data.signedUrl
    },
    // Load-bearing: refresh well before the URL's hour runs out.
    staleTime: STALE.minutes50,
    gcTime: 50 * 60_000,
  })
