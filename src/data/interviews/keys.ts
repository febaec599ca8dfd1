export const interviewKeys = {
  all: ['interviews'] as const,
  application: (applicationId: string) => [...interviewKeys.all, 'application', applicationId] as const,
  interviewers: (opportunityId: string) => [...interviewKeys.all, 'interviewers', opportunityId] as const,
}
