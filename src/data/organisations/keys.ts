export const organisationKeys = {
  all: ['organisations'] as const,
  detail: (slug: string) => [...organisationKeys.all, 'detail', slug] as const,
  admins: (organisationId: string) => [...organisationKeys.all, 'admins', organisationId] as const,
  representatives: (organisationId: string) => [...organisationKeys.all, 'representatives', organisationId] as const,
  following: (organisationId: string, userId: string) =>
    [...organisationKeys.all, 'following', organisationId, userId] as const,
  jobs: (organisationId: string) => [...organisationKeys.all, 'jobs', organisationId] as const,
  events: (organisationId: string) => [...organisationKeys.all, 'events', organisationId] as const,
  ofMember: (memberId: string) => [...organisationKeys.all, 'of-member', memberId] as const,
}
