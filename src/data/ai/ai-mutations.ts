import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { getSupabase } from '@/lib/supabase'
import { notify } from '@/lib/toast'
import type { Json } from '@/types/database'
import type { AiDocument } from './ai-queries'
import { profileKeys } from '@/data/profiles/keys'
import { aiKeys } from './keys'
import type { AiTool } from './types'
import { t } from '@/lib/i18n'

export interface SaveAiDocument {
  id: string | null
  tool: AiTool
  title: string
  content: object
  engine: string
}

/** Saves a new version (id null) or updates one; the hub and each tool's list refresh. */
export function useSaveAiDocument(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, tool, title, content, engine }: SaveAiDocument): Promise<AiDocument> => {
      const supabase = await getSupabase()
      const values = { tool, title: title.trim().slice(0, 160) || 'Untitled', content: content as Json, engine }
      const saved = id
        ? await supabase.from('ai_documents').update(values).eq('id', id).select().single()
        : await supabase.from('ai_documents').insert(values).select().single()
      if (saved.error) throw toAppError(saved.error)
      return saved.data as AiDocument
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: aiKeys.documentLists(userId) }),
    meta: { errorToast: t('Not saved') },
  })
}

export function useDeleteAiDocument(userId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      const supabase = await getSupabase()
      const { error } = await supabase.from('ai_documents').delete().eq('id', id)
      if (error) throw toAppError(error)
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: aiKeys.documentLists(userId) }),
    meta: { errorToast: t('Not deleted') },
  })
}

/** Offers resume content back to the profile: skills (merged) and, when given, the summary as bio. */
export function useOfferToProfile(userId: string, onDone?: () => void) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: async ({ skills, bio }: { skills?: string[]; bio?: string }) => {
      const supabase = await getSupabase()
      const current = await supabase.from('user_profiles').select('skills').eq('user_id', userId).single()
      if (current.error) throw toAppError(current.error)
      const merged = [...(current.data.skills ?? [])]
      for (const s of skills ?? []) if (!merged.some((m) => m.toLowerCase() === s.toLowerCase())) merged.push(s)
      const patch: { skills: string[]; bio?: string } = { skills: merged.slice(0, 50) }
      if (bio !== undefined) patch.bio = bio.slice(0, 1000)
      const { error } = await supabase.from('user_profiles').update(patch).eq('user_id', userId)
      if (error) throw toAppError(error)
    },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: profileKeys.all })
      onDone?.()
      void notify(t('Your profile is updated'), 'success')
    },
    meta: { errorToast: t('Your profile was not updated') },
  })
}
