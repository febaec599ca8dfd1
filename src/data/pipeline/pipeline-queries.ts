import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { STALE } from '@/lib/stale'
import { getSupabase } from '@/lib/supabase'
import { pipelineKeys } from './keys'
import {
  columnKey,
  scopeKey,
  type Criterion,
  type PipelineApplicant,
  type PipelineColumn,
  type PipelineScope,
  type PipelineStage,
  type ReviewerScore,
  type ScorecardCriterion,
} from './pipeline-types'

export const PIPELINE_PAGE_SIZE = 25

/** The columns of an opportunity's pipeline with how many applications each holds (reviewers only). */
export const pipelineOverviewQueryOptions = (opportunityId: string) =>
  queryOptions({
    queryKey: pipelineKeys.overview(opportunityId),
    staleTime: STALE.seconds30,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('pipeline_overview', { opportunity: opportunityId })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data as unknown as PipelineColumn[]
    },
  })

/**
 * One column's applicants, newest first, a page at a time, with their average score; `verified` keeps those verified
 * by any university ('verified') or by one (its id).
 */
export const pipelineApplicantsQueryOptions = (opportunityId: string, column: PipelineColumn, verified = '') =>
  infiniteQueryOptions({
    queryKey: pipelineKeys.column(opportunityId, columnKey(column), verified),
    staleTime: STALE.seconds30,
    initialPageParam: null as { created_at: string; id: string } | null,
    queryFn: async ({ pageParam, signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('pipeline_applicants', {
          opportunity: opportunityId,
          // null: a built-in column (the generated type cannot say a parameter without a default takes null)
          stage: column.stage_id as string,
          stage_status: column.status,
          before_created_at: pageParam?.created_at,
          before_id: pageParam?.id,
          page_size: PIPELINE_PAGE_SIZE,
          verified: verified || undefined,
        })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data as unknown as PipelineApplicant[]
    },
    getNextPageParam: (last) =>
      last.length === PIPELINE_PAGE_SIZE ? { created_at: last.at(-1)!.created_at, id: last.at(-1)!.id } : null,
  })

/** The criteria an opportunity's reviewers score on (its own, or its organisation's). */
export const opportunityCriteriaQueryOptions = (opportunityId: string) =>
  queryOptions({
    queryKey: pipelineKeys.criteria(`opportunity:${opportunityId}`),
    staleTime: STALE.minutes1,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('opportunity_criteria', { opportunity: opportunityId })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data as unknown as Criterion[]
    },
  })

/** An organisation's default criteria, for its editor. */
export const organisationCriteriaQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: pipelineKeys.criteria(`organisation:${organisationId}`),
    staleTime: STALE.minutes1,
    queryFn: async ({ signal }): Promise<Criterion[]> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('scorecard_criteria')
        .select('*')
        .eq('organisation_id', organisationId)
        .is('opportunity_id', null)
        .order('position')
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return (data as ScorecardCriterion[]).map((c) => ({ ...c, scope: 'organisation' as const }))
    },
  })

/** The stages a scope has of its own (an opportunity without its own has none: it uses another's). */
export const pipelineStagesQueryOptions = (scope: PipelineScope) =>
  queryOptions({
    queryKey: pipelineKeys.stages(scopeKey(scope)),
    staleTime: STALE.minutes1,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const query = supabase.from('pipeline_stages').select('*')
      const scoped =
        'opportunityId' in scope
          ? query.eq('opportunity_id', scope.opportunityId)
          : query.eq('organisation_id', scope.organisationId).is('opportunity_id', null)
      const { data, error } = await scoped.order('position').order('created_at').abortSignal(signal)
      if (error) throw toAppError(error)
      return data as PipelineStage[]
    },
  })

/** Every reviewer's scores of one application (the organisation's eyes only). */
export const applicationScoresQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: pipelineKeys.scores(applicationId),
    staleTime: STALE.seconds30,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('scorecard_scores')
        .select('criterion_id, reviewer_id, score, note, reviewer:profiles!reviewer_id(id, name, profile_photo_url)')
        .eq('application_id', applicationId)
        .order('created_at')
        .abortSignal(signal)
        .overrideTypes<ReviewerScore[], { merge: false }>()
      if (error) throw toAppError(error)
      return data
    },
  })

/** The universities that verified this opportunity's applicants, for the pipeline's filter. */
export const pipelineVerifiersQueryOptions = (opportunityId: string) =>
  queryOptions({
    queryKey: pipelineKeys.verifiers(opportunityId),
    staleTime: STALE.minutes1,
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('pipeline_verifiers', { opportunity: opportunityId })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      return data as Array<{ id: string; name: string }>
    },
  })
