import type { AiTool } from './types'

export const aiKeys = {
  all: ['ai'] as const,
  engine: (userId: string) => [...aiKeys.all, 'engine', userId] as const,
  ownDocuments: (userId: string) => [...aiKeys.all, 'documents', userId] as const,
  documents: (userId: string, tool: AiTool | 'all') => [...aiKeys.ownDocuments(userId), tool] as const,
  document: (id: string) => [...aiKeys.all, 'document', id] as const,
  tailorTargets: (query: string) => [...aiKeys.all, 'tailor-targets', query] as const,
}
