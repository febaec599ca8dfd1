export type RequestDirection = 'received' | 'sent'

export const associateKeys = {
  all: ['associates'] as const,
  requests: (type: RequestDirection) => [...associateKeys.all, 'requests', type] as const,
  requestList: (type: RequestDirection) => [...associateKeys.requests(type), 'list'] as const,
  receivedCount: (userId: string | null) => [...associateKeys.requests('received'), 'count', userId] as const,
  list: (userId: string) => [...associateKeys.all, 'list', userId] as const,
  suggestions: () => [...associateKeys.all, 'suggestions'] as const,
}
