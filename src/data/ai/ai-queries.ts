import { queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { STALE } from '@/lib/stale'
import { getSupabase } from '@/lib/supabase'
import type { Tables } from '@/types/database'
import { fetchAiEngine } from './ai-api'
import { aiKeys } from './keys'
import type { AiTool } from './types'

export type AiDocument = Omit<Tables<'ai_documents'>, 'tool'> & { tool: AiTool }

export const aiEngineQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: aiKeys.engine(userId),
    enabled: !!userId,
    staleTime: STALE.minutes1,
    queryFn: ({ signal }) => fetchAiEngine(signal),
  })

/** The member's saved AI documents, newest first (all tools, or one). */
export const aiDocumentsQueryOptions = (userId: string, tool: AiTool | 'all', limit = 20) =>
  queryOptions({
    queryKey: aiKeys.documents(userId, tool),
    enabled: !!userId,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      let q = supabase
        .from('ai_documents')
        .select('*')
        .eq('owner_id', userId)
        .order('updated_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(limit)
      if (tool !== 'all') q = q.eq('tool', tool)
      const { data, error } = await q.abortSignal(signal)
      if (error) throw toAppError(error)
      return data as AiDocument[]
    },
  })

/** Open opportunities to tailor a resume to: newest first, filtered by title words. */
export const tailorTargetsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: aiKeys.tailorTargets(q),
    staleTime: STALE.minutes1,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      let query = supabase
        .from('opportunities')
        .select('id, title, organization')
        .eq('status', 'open')
        .gt('closing_at', new Date().toISOString())
        .order('published_at', { ascending: false })
        .limit(20)
      const words = q
        .trim()
        .replace(/[%_,()]/g, ' ')
        .trim()
      if (words) query = query.ilike('title', `%${words}%`)
      const { data, error } = await query.abortSignal(signal)
      if (error) throw toAppError(error)
      return data
    },
  })
