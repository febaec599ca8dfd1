import type { AiTool } from './types'

export const aiKeys = {
  all: ['ai'] as const,
  engine: (userId: string) => [...aiKeys.all, 'engine', userId] as const,
  /** Every list of the member's documents (the hub's and each tool's). */
  documentLists: (userId: string) => [...aiKeys.all, 'documents', userId] as const,
  documents: (userId: string, tool: AiTool | 'all') => [...aiKeys.documentLists(userId), tool] as const,
  tailorTargets: (q: string) => [...aiKeys.all, 'tailor-targets', q] as const,
}
