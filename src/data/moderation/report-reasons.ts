import { msg } from '@/lib/i18n'

/** What can be reported: each kind of content, and members themselves. */
export type ReportTargetKind =
  'post' | 'comment' | 'message' | 'profile' | 'community' | 'opportunity' | 'event' | 'pitch'

/** The reasons a member picks from (the database checks the same list; "other" needs words). */
export const REPORT_REASONS = [
  { value: 'spam', label: msg('Spam') },
  { value: 'harassment', label: msg('Harassment or bullying') },
  { value: 'hate', label: msg('Hate speech or symbols') },
  { value: 'sexual_content', label: msg('Sexual content') },
  { value: 'scam', label: msg('Scam or fake job') },
  { value: 'impersonation', label: msg('Impersonation') },
  { value: 'other', label: msg('Something else') },
] as const
export type ReportReason = (typeof REPORT_REASONS)[number]['value']

/** The label of a stored reason, old ones included. */
export const reasonLabel = (reason: string) => REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason
