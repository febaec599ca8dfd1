import type { AiTool } from './types'

export const aiKeys = {
  all: ['ai'] as const,
  engine: (userId: string) => [...aiKeys.all, 'engine', userId] as const,
  documents: (userId: string, tool: AiTool | 'all') => [...aiKeys.all, 'documents', userId, tool] as const,
  document: (id: string) => [...aiKeys.all, 'document', id] as const,
}
