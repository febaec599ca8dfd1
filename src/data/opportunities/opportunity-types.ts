import type { Tables } from '@/types/database'

export const OPPORTUNITY_TYPES = [
  { value: 'internship', label: 'Internship' },
  { value: 'job', label: 'Job' },
  { value: 'hackathon', label: 'Hackathon' },
  { value: 'scholarship', label: 'Scholarship' },
  { value: 'fellowship', label: 'Fellowship' },
  { value: 'research', label: 'Research' },
  { value: 'competition', label: 'Competition' },
  { value: 'grant', label: 'Grant' },
  { value: 'investment', label: 'Investment' },
  { value: 'volunteer', label: 'Volunteer' },
  { value: 'other', label: 'Other' },
] as const
export type OpportunityType = (typeof OPPORTUNITY_TYPES)[number]['value']

export const WORK_MODES = [
  { value: 'onsite', label: 'On-site' },
  { value: 'remote', label: 'Remote' },
  { value: 'hybrid', label: 'Hybrid' },
] as const
export type WorkMode = (typeof WORK_MODES)[number]['value']

export const SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'closing', label: 'Closing soon' },
  { value: 'relevance', label: 'Relevance' },
] as const
export type OpportunitySort = (typeof SORTS)[number]['value']

export const APPLICATION_STATUSES = [
  { value: 'submitted', label: 'Submitted' },
  { value: 'under_review', label: 'Under review' },
  { value: 'shortlisted', label: 'Shortlisted' },
  { value: 'interview', label: 'Interview' },
  { value: 'offered', label: 'Offered' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'withdrawn', label: 'Withdrawn' },
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
