export const responsivenessKeys = {
  all: ['responsiveness'] as const,
  ofPoster: (posterId: string) => [...responsivenessKeys.all, 'poster', posterId] as const,
  ofOrganisation: (organisationId: string) => [...responsivenessKeys.all, 'organisation', organisationId] as const,
}
