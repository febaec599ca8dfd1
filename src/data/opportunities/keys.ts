import type { OpportunityFilters } from './opportunity-types'

export const opportunityKeys = {
  all: ['opportunities'] as const,
  lists: () => [...opportunityKeys.all, 'list'] as const,
  list: (filters: OpportunityFilters, audience: 'member' | 'guest') =>
    [...opportunityKeys.lists(), audience, filters] as const,
  details: () => [...opportunityKeys.all, 'detail'] as const,
  detail: (id: string) => [...opportunityKeys.details(), id] as const,
  detailFor: (id: string, audience: 'member' | 'guest') => [...opportunityKeys.detail(id), audience] as const,
  savedIds: (userId: string) => [...opportunityKeys.all, 'saved-ids', userId] as const,
  saved: (userId: string) => [...opportunityKeys.all, 'saved', userId] as const,
  mine: (userId: string) => [...opportunityKeys.all, 'mine', userId] as const,
  applicants: (opportunityId: string) => [...opportunityKeys.all, 'applicants', opportunityId] as const,
  myApplications: (userId: string) => [...opportunityKeys.all, 'my-applications', userId] as const,
  myApplication: (opportunityId: string) => [...opportunityKeys.all, 'my-application', opportunityId] as const,
  recommended: (userId: string) => [...opportunityKeys.all, 'recommended', userId] as const,
  resumes: (userId: string) => [...opportunityKeys.all, 'resumes', userId] as const,
  alerts: (userId: string) => [...opportunityKeys.all, 'alerts', userId] as const,
  defaultResume: (userId: string) => [...opportunityKeys.all, 'default-resume', userId] as const,
}
