/** Query keys of hiring pipelines: stages, columns, applicants by column, criteria and scores. */
export const pipelineKeys = {
  all: ['pipeline'] as const,
  overview: (opportunityId: string) => [...pipelineKeys.all, 'overview', opportunityId] as const,
  applicants: (opportunityId: string) => [...pipelineKeys.all, 'applicants', opportunityId] as const,
  column: (opportunityId: string, column: string, verified: string) =>
    [...pipelineKeys.applicants(opportunityId), column, verified] as const,
  verifiers: (opportunityId: string) => [...pipelineKeys.all, 'verifiers', opportunityId] as const,
  stages: (scope: string) => [...pipelineKeys.all, 'stages', scope] as const,
  criteria: (scope: string) => [...pipelineKeys.all, 'criteria', scope] as const,
  scores: (applicationId: string) => [...pipelineKeys.all, 'scores', applicationId] as const,
}
