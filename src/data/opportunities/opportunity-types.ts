import { msg } from '@/lib/i18n'
import type { Tables } from '@/types/database'

export const OPPORTUNITY_TYPES = [
  { value: 'internship', label: msg('Internship') },
  { value: 'job', label: msg('Job') },
  { value: 'hackathon', label: msg('Hackathon') },
  { value: 'scholarship', label: msg('Scholarship') },
  { value: 'fellowship', label: msg('Fellowship') },
  { value: 'research', label: msg('Research') },
  { value: 'competition', label: msg('Competition') },
  { value: 'grant', label: msg('Grant') },
  { value: 'investment', label: msg('Investment') },
  { value: 'volunteer', label: msg('Volunteer') },
  { value: 'other', label: msg('Other') },
] as const
export type OpportunityType = (typeof OPPORTUNITY_TYPES)[number]['value']

export const WORK_MODES = [
  { value: 'onsite', label: msg('On-site') },
  { value: 'remote', label: msg('Remote') },
  { value: 'hybrid', label: msg('Hybrid') },
] as const
export type WorkMode = (typeof WORK_MODES)[number]['value']

export const SORTS = [
  { value: 'newest', label: msg('Newest') },
  { value: 'closing', label: msg('Closing soon') },
  { value: 'relevance', label: msg('Relevance') },
] as const
export type OpportunitySort = (typeof SORTS)[number]['value']

export const APPLICATION_STATUSES = [
  { value: 'submitted', label: msg('Submitted') },
  { value: 'under_review', label: msg('Under review') },
  { value: 'shortlisted', label: msg('Shortlisted') },
  { value: 'interview', label: msg('Interview') },
  { value: 'offered', label: msg('Offered') },
  { value: 'accepted', label: msg('Accepted') },
  { value: 'rejected', label: msg('Rejected') },
  { value: 'withdrawn', label: msg('Withdrawn') },
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]['value']

/** What the poster may move an application to, from each status (mirrors private.allowed_transition). */
export const POSTER_MOVES: Record<ApplicationStatus, ApplicationStatus[]> = {
  submitted: ['under_review', 'shortlisted', 'interview', 'offered', 'rejected'],
  under_review: ['shortlisted', 'interview', 'offered', 'rejected'],
  shortlisted: ['under_review', 'interview', 'offered', 'rejected'],
  interview: ['shortlisted', 'offered', 'rejected'],
  offered: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
  withdrawn: [],
}
export const WITHDRAWABLE: ApplicationStatus[] = ['submitted', 'under_review', 'shortlisted', 'interview', 'offered']

export interface Question {
  id: string
  kind: 'short' | 'long' | 'yesno' | 'choice'
  label: string
  required: boolean
  options?: string[]
}

/** Amounts compare within one currency: amount filters name the one they are in. */
export const AMOUNT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'INR', 'SGD', 'CHF', 'JPY'] as const

export interface OpportunityFilters {
  query: string
  types: OpportunityType[]
  workModes: WorkMode[]
  location: string
  paidOnly: boolean
  minAmount: number | null
  maxAmount: number | null
  /** The currency the amount filters are in (ISO 4217). */
  currency: string
  closingWithinDays: number | null
  posterTypes: string[]
  sort: OpportunitySort
}

export type Opportunity = Omit<Tables<'opportunities'>, 'search' | 'questions'> & { questions: Question[] }

export const CARD_COLUMNS =
  'id, posted_by, title, organization, type, work_mode, location, is_paid, amount_min, amount_max, currency, amount_period, deadline, status, guest_visible, external_url, tags, skills, published_at, application_count, save_count, view_count, created_at'
export type OpportunityCard = Pick<
  Opportunity,
  | 'id'
  | 'posted_by'
  | 'title'
  | 'organization'
  | 'type'
  | 'work_mode'
  | 'location'
  | 'is_paid'
  | 'amount_min'
  | 'amount_max'
  | 'currency'
  | 'deadline'
  | 'status'
  | 'guest_visible'
  | 'external_url'
  | 'tags'
  | 'skills'
  | 'published_at'
  | 'application_count'
  | 'save_count'
  | 'view_count'
  | 'created_at'
  | 'amount_period'
>

export type Application = Tables<'applications'> & { answers: Record<string, string> }
export type ApplicationEvent = Tables<'application_events'>

export const OPPORTUNITY_PAGE_SIZE = 20
export const RESUME_MAX_BYTES = 5 * 1024 * 1024
