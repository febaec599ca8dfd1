import { msg } from '@/lib/i18n'
import type { ReportTargetKind } from './report-reasons'

export type ModerationAction = 'dismiss' | 'remove' | 'restrict' | 'suspend'

export interface ModerationPerson {
  id: string
  name: string
  headline: string | null
  profile_photo_url: string | null
  profile_type: string | null
}

export interface ModerationCase {
  id: string
  target_kind: ReportTargetKind
  target_id: string
  subject_id: string | null
  community_id: string | null
  excerpt: string
  status: 'open' | 'dismissed' | 'actioned'
  report_count: number
  weight: number
  hidden_at: string | null
  first_reported_at: string
  last_reported_at: string
}

export interface QueuePage {
  cases: (ModerationCase & { subject: ModerationPerson | null })[]
  next: { at: string; id: string } | null
}

export interface CaseReport {
  id: string
  reason: string
  details: string | null
  weight: number
  created_at: string
}

export interface Decision {
  id: string
  case_id: string | null
  target_kind: ReportTargetKind
  target_id: string
  subject_id: string | null
  action: ModerationAction
  rule: string
  statement: string
  excerpt: string
  restricted_until: string | null
  created_at: string
  reversed_at: string | null
  reversal_statement: string | null
}

export interface Appeal {
  id: string
  decision_id: string
  appellant_id: string
  body: string
  status: 'open' | 'upheld' | 'reversed'
  created_at: string
  decided_at: string | null
  outcome_statement: string | null
}

export interface AuditEntry {
  id: number
  at: string
  actor_id: string | null
  action: string
  target_kind: string | null
  subject_id: string | null
  rule: string | null
  statement: string | null
}

export interface Standing {
  strikes: number
  restriction: { action: 'restrict' | 'suspend'; until: string | null; decision_id: string } | null
}

/** The rules a decision names (the community guidelines' headings), stored in English, shown through t(). */
export const MODERATION_RULES = [
  msg('Respectful conduct'),
  msg('Harassment and bullying'),
  msg('Hate speech'),
  msg('Sexual content'),
  msg('Spam and scams'),
  msg('Fake jobs and opportunities'),
  msg('Impersonation'),
  msg('Privacy and personal information'),
  msg('No rule broken'),
] as const
