import type { ApplicationStatus } from '@/data/opportunities/opportunity-types'
import type { Tables } from '@/types/database'

/** A column of an opportunity's pipeline: one of its stages, or a built-in status (stage_id null). */
export interface PipelineColumn {
  stage_id: string | null
  name: string | null
  status: ApplicationStatus
  notify: boolean
  template: string
  on_close: boolean
  position: number
  applications: number
  scope: 'opportunity' | 'organisation' | 'built_in'
}

/** The column's key in the URL and the cache: its stage id, or `status:<status>` for a built-in one. */
export const columnKey = (c: Pick<PipelineColumn, 'stage_id' | 'status'>) => c.stage_id ?? `status:${c.status}`

export interface PipelineApplicant {
  id: string
  applicant_id: string
  status: ApplicationStatus
  stage_id: string | null
  full_name: string
  email: string
  phone: string | null
  cover_letter: string | null
  resume_path: string | null
  answers: Record<string, string>
  created_at: string
  updated_at: string
  average_score: number | null
  score_count: number
  my_score_count: number
  applicant: {
    id: string
    name: string
    headline: string | null
    profile_photo_url: string | null
    university: string | null
    verification_status: string
    verified_by: string | null
    verified_by_name: string | null
  } | null
}

export interface Criterion {
  id: string
  name: string
  description: string | null
  position: number
  scope: 'opportunity' | 'organisation'
}

export interface ReviewerScore {
  criterion_id: string
  reviewer_id: string
  score: number
  note: string | null
  reviewer: { id: string; name: string; profile_photo_url: string | null } | null
}

export type PipelineStage = Tables<'pipeline_stages'>
export type ScorecardCriterion = Tables<'scorecard_criteria'>

/** Whose pipeline an editor changes: one opportunity's, or an organisation's default. */
export type PipelineScope = { opportunityId: string } | { organisationId: string }
export const scopeKey = (s: PipelineScope) =>
  'opportunityId' in s ? `opportunity:${s.opportunityId}` : `organisation:${s.organisationId}`
