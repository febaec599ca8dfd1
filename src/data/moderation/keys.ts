import type { ReportTargetKind } from './report-reasons'

export const moderationKeys = {
  all: ['moderation'] as const,
  /** Whether the member reported one item (its "You reported this" state). */
  myReport: (memberId: string, kind: ReportTargetKind, id: string) =>
    [...moderationKeys.all, 'my-report', memberId, kind, id] as const,
  scope: (memberId: string) => [...moderationKeys.all, 'scope', memberId] as const,
  queue: (memberId: string) => [...moderationKeys.all, 'queue', memberId] as const,
  case: (caseId: string) => [...moderationKeys.all, 'case', caseId] as const,
  history: (subjectId: string) => [...moderationKeys.all, 'history', subjectId] as const,
  appeals: (memberId: string) => [...moderationKeys.all, 'appeals', memberId] as const,
  audit: (memberId: string) => [...moderationKeys.all, 'audit', memberId] as const,
  standing: (memberId: string) => [...moderationKeys.all, 'standing', memberId] as const,
}
