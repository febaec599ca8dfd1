import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { adminClient, memberWithProfile, openOpportunity, type Member } from './helpers.ts'

/**
 * An organisation with two reviewers: Ada runs its page (the first admin) and posts; Rae, its recruiter, is an
 * approved admin who did not post. Pete asked to join and is still pending; Olga runs another organisation.
 * Sam and Tia are students who apply.
 */
export async function hiringTeam(label: string) {
  const name = `${label} ${randomUUID().slice(0, 8)}`
  const ada = await memberWithProfile(`${label}-ada`, { profile_type: 'company', name })
  const { data: org, error } = await ada.client.from('organisations').select('id, name').eq('name', name).single()
  if (error) throw error
  const [rae, pete, olga, sam, tia] = await Promise.all([
    memberWithProfile(`${label}-rae`, { profile_type: 'employer', name: 'Rae Cruz', organization_name: name }),
    memberWithProfile(`${label}-pete`, { profile_type: 'employer', name: 'Pete Lane', organization_name: name }),
    memberWithProfile(`${label}-olga`, { profile_type: 'company', name: `Other ${name}` }),
    memberWithProfile(`${label}-sam`, { name: 'Sam Okoro', first_name: 'Sam' }),
    memberWithProfile(`${label}-tia`, { name: 'Tia Brandt', first_name: 'Tia' }),
  ])
  const approved = await ada.client
    .from('organisation_members')
    .update({ role: 'admin' })
    .eq('organisation_id', org.id)
    .eq('member_id', rae.id)
    .select()
  expect(approved.data).toHaveLength(1)
  return { org: org as { id: string; name: string }, ada, rae, pete, olga, sam, tia }
}

export async function applyTo(m: Member, opportunityId: string) {
  const { data, error } = await m.client
    .from('applications')
    .insert({ opportunity_id: opportunityId, applicant_id: m.id, full_name: m.profile.name, email: m.email })
    .select()
    .single()
  if (error) throw error
  return data as { id: string; status: string; stage_id: string | null }
}

export const postOpening = (m: Member, title = 'Platform engineering intern') =>
  openOpportunity(m, { title, organization: m.profile.name, type: 'internship' })

/** What the applicant was told about their application, newest first. */
export async function noticesOf(m: Member, applicationId: string) {
  const { data, error } = await m.client
    .from('notifications')
    .select('data, created_at')
    .eq('type', 'application_status')
    .order('created_at', { ascending: false })
  if (error) throw error
  return (data as Array<{ data: Record<string, string> }>)
    .map((n) => n.data)
    .filter((d) => d.application_id === applicationId)
}

export const applicationRow = async (id: string) =>
  (await adminClient().from('applications').select('status, stage_id').eq('id', id).single()).data as {
    status: string
    stage_id: string | null
  }
