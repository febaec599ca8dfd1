export const careerKeys = {
  all: ['career'] as const,
  sections: (memberId: string) => [...careerKeys.all, 'sections', memberId] as const,
  endorsements: (memberId: string) => [...careerKeys.all, 'endorsements', memberId] as const,
  recommendations: (memberId: string) => [...careerKeys.all, 'recommendations', memberId] as const,
}
