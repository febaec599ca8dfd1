export const socialKeys = {
  all: ['social'] as const,
  relationship: (otherId: string) => [...socialKeys.all, 'relationship', otherId] as const,
  followers: (userId: string) => [...socialKeys.all, 'followers', userId] as const,
  following: (userId: string) => [...socialKeys.all, 'following', userId] as const,
  suggestions: () => [...socialKeys.all, 'suggestions'] as const,
  mute: (otherId: string) => [...socialKeys.all, 'mute', otherId] as const,
  muted: (userId: string) => [...socialKeys.all, 'muted', userId] as const,
}
