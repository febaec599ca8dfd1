import type { ModerationAction } from '@/data/moderation/moderation-types'
import type { ReportTargetKind } from '@/data/moderation/report-reasons'
import { msg } from '@/lib/i18n'

export const KIND_LABELS: Record<ReportTargetKind, string> = {
  post: msg('Post'),
  comment: msg('Comment'),
  message: msg('Message'),
  profile: msg('Profile'),
  community: msg('Community'),
  opportunity: msg('Opportunity'),
  event: msg('Event'),
  pitch: msg('Pitch'),
}

export const ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: msg('Dismiss the reports'),
  remove: msg('Remove the content'),
  restrict: msg('Restrict posting and messaging'),
  suspend: msg('Suspend the account'),
}

/** What the audit log and the history say was done. */
export const DONE_LABELS: Record<string, string> = {
  dismiss: msg('Dismissed'),
  remove: msg('Removed'),
  restrict: msg('Restricted'),
  suspend: msg('Suspended'),
  appeal: msg('Appealed'),
  appeal_upheld: msg('Appeal upheld'),
  appeal_reversed: msg('Appeal: reversed'),
}

/** Which actions fit a case: profiles and communities are not removed, their owner is restricted or suspended. */
export function actionsFor(kind: ReportTargetKind, platform: boolean): ModerationAction[] {
  const removable = kind !== 'profile' && kind !== 'community'
  const all: ModerationAction[] = ['dismiss', ...(removable ? (['remove'] as const) : []), 'restrict', 'suspend']
  return platform ? all : all.filter((a) => a === 'dismiss' || a === 'remove')
}

/** The statement a decision must carry is at least this long (the database checks the same). */
export const STATEMENT_MIN = 10
