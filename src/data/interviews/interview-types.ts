import type { Tables } from '@/types/database'

export type InterviewStatus = 'offered' | 'booked' | 'cancelled'
export type InterviewMode = 'online' | 'in_person'
/** Which side of an interview the viewer is on. */
export type InterviewSide = 'applicant' | 'reviewer'

export type InterviewPerson = Pick<Tables<'profiles'>, 'id' | 'name' | 'profile_photo_url'>

/** An offered time, and whether it can still be booked (a past time, or an interviewer booked elsewhere then). */
export interface InterviewSlot {
  slot_id: string
  starts_at: string
  ends_at: string
  available: boolean
  unavailable_reason: 'past' | 'interviewer_busy' | null
}

/** The latest interview of an application (a cancelled one stays, so its reason can be read). */
export type Interview = Omit<Tables<'interviews'>, 'status' | 'mode'> & {
  status: InterviewStatus
  mode: InterviewMode
  interviewers: Array<{ interviewer_id: string; profile: InterviewPerson | null }>
  slots: InterviewSlot[]
}

/** What the organisation sends when it offers times (or new times). */
export interface InterviewOffer {
  applicationId: string
  slotStarts: string[]
  durationMinutes: number
  interviewerIds: string[]
  mode: InterviewMode
  location: string
  message: string
}

export const INTERVIEW_DURATIONS = [15, 30, 45, 60, 90, 120] as const
export const MAX_INTERVIEW_SLOTS = 8
