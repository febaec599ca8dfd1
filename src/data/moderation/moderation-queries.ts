import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { STALE } from '@/lib/stale'
import { getSupabase } from '@/lib/supabase'
import { moderationKeys } from './keys'
import type {
  Appeal,
  AuditEntry,
  CaseReport,
  Decision,
  ModerationCase,
  ModerationPerson,
  QueuePage,
  Standing,
} from './moderation-types'

export const QUEUE_PAGE_SIZE = 20
const DECISION_COLUMNS =
  'id, case_id, target_kind, target_id, subject_id, action, rule, statement, excerpt, restricted_until, created_at, reversed_at, reversal_statement'

/** The members cases are about, read through the moderators' own lookup (private members included). */
export async function moderationPeople(ids: (string | null)[]): Promise<Map<string, ModerationPerson>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))]
  if (!wanted.length) return new Map()
  const supabase = await getSupabase()
  const { data, error } = await supabase.rpc('moderation_people', { ids: wanted })
  if (error) throw toAppError(error)
  return new Map((data as ModerationPerson[]).map((p) => [p.id, p]))
}

/** What the member moderates: the whole platform and/or some communities. */
export const moderationScopeQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: moderationKeys.scope(memberId),
    staleTime: STALE.minutes5,
    queryFn: async () => {
      const supabase = await getSupabase()
      const { data, error } = await supabase.rpc('moderation_scope')
      if (error) throw toAppError(error)
      const scope = data as { platform: boolean; communities: string[] | null }
      return { platform: scope.platform, communities: scope.communities ?? [] }
    },
  })

/** Open cases, oldest report first, a page at a time. */
export const queueQueryOptions = (memberId: string) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.queue(memberId),
    initialPageParam: null as QueuePage['next'],
    queryFn: async ({ pageParam, signal }): Promise<QueuePage> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .rpc('moderation_queue', {
          after_at: pageParam?.at ?? undefined,
          after_id: pageParam?.id ?? undefined,
          page_size: QUEUE_PAGE_SIZE,
        })
        .abortSignal(signal)
      if (error) throw toAppError(error)
      const cases = data as ModerationCase[]
      const people = await moderationPeople(cases.map((c) => c.subject_id))
      const last = cases.at(-1)
      return {
        cases: cases.map((c) => ({ ...c, subject: (c.subject_id && people.get(c.subject_id)) || null })),
        next: cases.length === QUEUE_PAGE_SIZE && last ? { at: last.first_reported_at, id: last.id } : null,
      }
    },
    getNextPageParam: (page) => page.next,
  })

/** One case with its reports and the history of decisions about its member. */
export const caseQueryOptions = (caseId: string) =>
  queryOptions({
    queryKey: moderationKeys.case(caseId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const { data: found, error } = await supabase
        .from('moderation_cases')
        .select('*')
        .eq('id', caseId)
        .abortSignal(signal)
        .maybeSingle()
      if (error) throw toAppError(error)
      if (!found) return null
      const c = found as ModerationCase
      const [reports, history, people] = await Promise.all([
        supabase
          .from('reports')
          .select('id, reason, details, weight, created_at')
          .eq('case_id', caseId)
          .order('created_at')
          .abortSignal(signal),
        c.subject_id
          ? supabase
              .from('moderation_decisions')
              .select(DECISION_COLUMNS)
              .eq('subject_id', c.subject_id)
              .order('created_at', { ascending: false })
              .limit(20)
              .abortSignal(signal)
          : Promise.resolve({ data: [], error: null }),
        moderationPeople([c.subject_id]),
      ])
      if (reports.error) throw toAppError(reports.error)
      if (history.error) throw toAppError(history.error)
      return {
        case: c,
        subject: (c.subject_id && people.get(c.subject_id)) || null,
        reports: reports.data as CaseReport[],
        history: history.data as Decision[],
      }
    },
  })

export type OpenAppeal = Appeal & { decision: Decision; subject: ModerationPerson | null; decidedByMe: boolean }

/** Open appeals, oldest first, each with its decision and whether the reader took that decision. */
export const appealsQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: moderationKeys.appeals(memberId),
    queryFn: async ({ signal }): Promise<OpenAppeal[]> => {
      const supabase = await getSupabase()
      const { data, error } = await supabase
        .from('moderation_appeals')
        .select(`*, decision:moderation_decisions!inner(${DECISION_COLUMNS})`)
        .eq('status', 'open')
        .order('created_at')
        .limit(50)
        .abortSignal(signal)
      if (error) throw toAppError(error)
      const appeals = data as unknown as (Appeal & { decision: Decision })[]
      const ids = appeals.map((a) => a.decision_id)
      const [authors, people] = await Promise.all([
        ids.length
          ? supabase
              .from('moderation_audit_log')
              .select('decision_id, actor_id')
              .in('decision_id', ids)
              .in('action', ['remove', 'restrict', 'suspend'])
              .abortSignal(signal)
          : Promise.resolve({ data: [], error: null }),
        moderationPeople(appeals.map((a) => a.appellant_id)),
      ])
      if (authors.error) throw toAppError(authors.error)
      const mine = new Set(
        (authors.data as { decision_id: string; actor_id: string | null }[])
          .filter((r) => r.actor_id === memberId)
          .map((r) => r.decision_id),
      )
      return appeals.map((a) => ({
        ...a,
        subject: people.get(a.appellant_id) ?? null,
        decidedByMe: mine.has(a.decision_id),
      }))
    },
  })

/** The newest audit entries (read-only for everyone). */
export const auditQueryOptions = (memberId: string) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.audit(memberId),
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) => {
      const supabase = await getSupabase()
      let query = supabase
        .from('moderation_audit_log')
        .select('id, at, actor_id, action, target_kind, subject_id, rule, statement')
        .order('id', { ascending: false })
        .limit(30)
        .abortSignal(signal)
      if (pageParam !== null) query = query.lt('id', pageParam)
      const { data, error } = await query
      if (error) throw toAppError(error)
      const entries = data as AuditEntry[]
      const people = await moderationPeople(entries.flatMap((e) => [e.actor_id, e.subject_id]))
      return { entries, people, next: entries.length === 30 ? (entries.at(-1)?.id ?? null) : null }
    },
    getNextPageParam: (page) => page.next,
  })

/** The member's own standing: strikes in force, any restriction, the decisions about them and their appeals. */
export const standingQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: moderationKeys.standing(memberId),
    queryFn: async ({ signal }) => {
      const supabase = await getSupabase()
      const [standing, decisions, appeals] = await Promise.all([
        supabase.rpc('my_standing').abortSignal(signal),
        supabase
          .from('moderation_decisions')
          .select(DECISION_COLUMNS)
          .eq('subject_id', memberId)
          .neq('action', 'dismiss')
          .order('created_at', { ascending: false })
          .abortSignal(signal),
        supabase.from('moderation_appeals').select('*').eq('appellant_id', memberId).abortSignal(signal),
      ])
      if (standing.error) throw toAppError(standing.error)
      if (decisions.error) throw toAppError(decisions.error)
      if (appeals.error) throw toAppError(appeals.error)
      const byDecision = new Map((appeals.data as Appeal[]).map((a) => [a.decision_id, a]))
      return {
        standing: standing.data as unknown as Standing,
        decisions: (decisions.data as Decision[]).map((d) => ({ ...d, appeal: byDecision.get(d.id) ?? null })),
      }
    },
  })
