import type { PitchFilters } from './pitch-types'

export const fundingKeys = {
  all: ['funding'] as const,
  pitches: (filters: PitchFilters) => [...fundingKeys.all, 'pitches', filters] as const,
  myPitches: (me: string) => [...fundingKeys.all, 'my-pitches', me] as const,
  pitch: (id: string) => [...fundingKeys.all, 'pitch', id] as const,
  views: (id: string) => [...fundingKeys.all, 'views', id] as const,
  interests: (id: string) => [...fundingKeys.all, 'interests', id] as const,
  myInterests: (me: string) => [...fundingKeys.all, 'my-interests', me] as const,
  team: (ids: string[]) => [...fundingKeys.all, 'team', ids] as const,
  teamCandidates: (search: string) => [...fundingKeys.all, 'team-candidates', search] as const,
}
