import type { MouDetail, MouStatus, VerificationRequest } from '@/data/university/university-types'
import { msg } from '@/lib/i18n'
import { toCsv } from '@/lib/opportunity-format'

/** The domain of an address, lower-cased, or null when it is not an address. */
export function emailDomain(email: string): string | null {
  const m = /^[^@\s]+@([^@\s]+)$/.exec(email.trim())
  return m ? m[1].toLowerCase().replace(/\.$/, '') : null
}

/**
 * Whether an address belongs to a registered domain: the domain itself or one of its subdomains
 * (cs.lakeside.edu for lakeside.edu), never a look-alike (lakeside.edu.evil.test, notlakeside.edu).
 * The database applies the same rule (private.domain_matches).
 */
export function domainMatches(email: string, registered: string): boolean {
  const domain = emailDomain(email)
  const reg = registered.trim().toLowerCase()
  if (!domain || !reg) return false
  return domain === reg || domain.endsWith(`.${reg}`)
}

const DOMAIN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/

/** A domain a university may register: lower-case labels, at least two, no scheme or @. */
export const isRegistrableDomain = (d: string) => d.length <= 253 && DOMAIN.test(d)

export const VERIFICATION_STATUS_LABEL: Record<string, string> = {
  pending: msg('Pending'),
  approved: msg('Approved'),
  rejected: msg('Rejected'),
  revoked: msg('Revoked'),
}

/** What the queue says about a request's college address (a msg id: show it with t()). */
export function emailState(r: Pick<VerificationRequest, 'domain_matched' | 'email_confirmed_at'>) {
  if (!r.domain_matched) return msg('Address not on a registered domain')
  return r.email_confirmed_at ? msg('Address confirmed') : msg('Waiting for the member to confirm the address')
}

export const canBulkApprove = (r: Pick<VerificationRequest, 'status' | 'domain_matched' | 'email_confirmed_at'>) =>
  r.status === 'pending' && r.domain_matched && !!r.email_confirmed_at

export function verificationsCsv(rows: VerificationRequest[]): string {
  return toCsv([
    [
      'name',
      'role',
      'college_email',
      'domain_matched',
      'email_confirmed',
      'member_number',
      'programme',
      'graduation_year',
      'status',
      'reason',
      'requested_at',
      'decided_at',
    ],
    ...rows.map((r) => [
      r.requester?.name ?? '',
      r.role,
      r.college_email,
      r.domain_matched ? 'yes' : 'no',
      r.email_confirmed_at ? 'yes' : 'no',
      r.member_number ?? '',
      r.programme ?? '',
      r.graduation_year ?? '',
      r.status,
      r.reason ?? '',
      r.created_at,
      r.decided_at ?? '',
    ]),
  ])
}

export const MOU_STATUS_LABEL: Record<MouStatus, string> = {
  draft: msg('Draft'),
  proposed: msg('Proposed'),
  under_review: msg('Under review'),
  active: msg('Active'),
  expired: msg('Expired'),
  terminated: msg('Terminated'),
  rejected: msg('Rejected'),
}

export const MOU_AREA_LABEL: Record<string, string> = {
  internships: msg('Internships'),
  research: msg('Research'),
  exchange: msg('Exchange'),
  funding: msg('Funding'),
  training: msg('Training'),
  other: msg('Other'),
}

export type MouAction =
  'edit' | 'partners' | 'upload' | 'propose' | 'delete' | 'review' | 'requestChanges' | 'sign' | 'reject' | 'terminate'

/** The actions the viewer may take now on an MOU; the database checks each again. */
export function mouActionsFor(
  mou: Pick<MouDetail, 'status' | 'changes_requested_at' | 'parties'>,
  viewerId: string,
): MouAction[] {
  const me = mou.parties.find((p) => p.party_id === viewerId)
  if (!me) return []
  const isUniversity = me.role === 'university'
  const out: MouAction[] = []
  const open = mou.status === 'proposed' || mou.status === 'under_review'
  if (isUniversity) {
    if (mou.status === 'draft') out.push('edit', 'partners', 'upload', 'propose', 'delete')
    if (mou.status === 'under_review') out.push('edit')
    if (open) out.push('upload')
    if (mou.status === 'under_review' && !mou.changes_requested_at && !me.signed_at) out.push('sign')
  } else {
    if (mou.status === 'proposed') out.push('review')
    if (open) out.push('requestChanges')
    if (open && !mou.changes_requested_at && !me.signed_at) out.push('sign')
    if (open) out.push('reject')
  }
  if (mou.status === 'active') out.push('terminate')
  return out
}

/**
 * What a draft still needs before the university may propose it, in the order the database checks
 * (`propose_mou`): empty when it is ready.
 */
export function proposeBlockers(mou: Pick<MouDetail, 'starts_on' | 'ends_on' | 'parties' | 'versions'>): string[] {
  const missing: string[] = []
  if (!mou.starts_on || !mou.ends_on) missing.push(msg('Set the start and end dates (Edit terms).'))
  if (!mou.parties.some((p) => p.role === 'partner')) missing.push(msg('Add at least one partner organisation.'))
  if (!mou.versions.length) missing.push(msg('Upload the MOU document as a PDF.'))
  return missing
}

/** Days from today to a date (negative when past). */
export function daysUntil(date: string, now = new Date()): number {
  const end = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Math.round((end - today) / 86_400_000)
}
