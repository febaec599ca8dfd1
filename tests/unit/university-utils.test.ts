import { describe, expect, it } from 'vitest'
import {
  canBulkApprove,
  daysUntil,
  domainMatches,
  emailDomain,
  isRegistrableDomain,
  mouActionsFor,
  proposeBlockers,
  verificationsCsv,
} from '@/features/university/university.utils'
import type { MouParty, MouVersion, VerificationRequest } from '@/data/university/university-types'

describe('college e-mail domains', () => {
  it('match the registered domain and its subdomains, in any case', () => {
    expect(domainMatches('maya@lakeside.edu', 'lakeside.edu')).toBe(true)
    expect(domainMatches('Maya@CS.Lakeside.EDU', 'lakeside.edu')).toBe(true)
    expect(domainMatches('maya@mail.cs.lakeside.edu', 'Lakeside.edu')).toBe(true)
    expect(domainMatches('  maya@lakeside.edu ', 'lakeside.edu')).toBe(true)
  })

  it('refuse look-alikes', () => {
    expect(domainMatches('x@lakeside.edu.evil.test', 'lakeside.edu')).toBe(false)
    expect(domainMatches('x@notlakeside.edu', 'lakeside.edu')).toBe(false)
    expect(domainMatches('x@lakeside-edu.com', 'lakeside.edu')).toBe(false)
    expect(domainMatches('x@lakeside.education', 'lakeside.edu')).toBe(false)
    expect(domainMatches('lakeside.edu', 'lakeside.edu')).toBe(false)
    expect(domainMatches('a@b@lakeside.edu', 'lakeside.edu')).toBe(false)
    expect(domainMatches('x@edu', 'lakeside.edu')).toBe(false)
  })

  it('reads the domain of an address and knows a registrable domain', () => {
    expect(emailDomain('A@Sub.Example.ORG')).toBe('sub.example.org')
    expect(emailDomain('nope')).toBeNull()
    expect(isRegistrableDomain('lakeside.edu')).toBe(true)
    expect(isRegistrableDomain('northbridge.ac.uk')).toBe(true)
    expect(isRegistrableDomain('localhost')).toBe(false)
    expect(isRegistrableDomain('@lakeside.edu')).toBe(false)
    expect(isRegistrableDomain('https://lakeside.edu')).toBe(false)
    expect(isRegistrableDomain('-bad.edu')).toBe(false)
  })
})

const request = (over: Partial<VerificationRequest>): VerificationRequest => ({
  id: 'r1',
  requester_id: 'm1',
  university_id: 'u1',
  role: 'student',
  college_email: 'maya@lakeside.edu',
  member_number: null,
  programme: 'BSc CS',
  graduation_year: 2027,
  proof_path: null,
  domain_matched: true,
  email_confirmed_at: '2026-01-01T00:00:00Z',
  status: 'pending',
  reason: null,
  decided_by: null,
  decided_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  requester: { id: 'm1', name: '=cmd|calc', headline: null, profile_photo_url: null, profile_type: 'student' },
  university: null,
  ...over,
})

describe('verification queue', () => {
  it('bulk-approves only pending, domain-matched, confirmed requests', () => {
    expect(canBulkApprove(request({}))).toBe(true)
    expect(canBulkApprove(request({ email_confirmed_at: null }))).toBe(false)
    expect(canBulkApprove(request({ domain_matched: false }))).toBe(false)
    expect(canBulkApprove(request({ status: 'approved' }))).toBe(false)
  })

  it('exports a formula-safe CSV', () => {
    const csv = verificationsCsv([request({})])
    expect(csv.split('\r\n')[0]).toMatch(/^name,role,college_email/)
    expect(csv).toContain("'=cmd|calc")
  })
})

const party = (id: string, role: string, signed = false): MouParty => ({
  party_id: id,
  role,
  signed_name: signed ? 'A' : null,
  signed_title: signed ? 'B' : null,
  signed_at: signed ? '2026-01-01T00:00:00Z' : null,
  party: null,
})

describe('MOU actions', () => {
  const parties = [party('uni', 'university'), party('co', 'partner')]
  it('give each side its own moves', () => {
    expect(mouActionsFor({ status: 'draft', changes_requested_at: null, parties }, 'uni')).toEqual([
      'edit',
      'partners',
      'upload',
      'propose',
      'delete',
    ])
    expect(mouActionsFor({ status: 'draft', changes_requested_at: null, parties }, 'co')).toEqual([])
    expect(mouActionsFor({ status: 'proposed', changes_requested_at: null, parties }, 'co')).toEqual([
      'review',
      'requestChanges',
      'sign',
      'reject',
    ])
    expect(mouActionsFor({ status: 'proposed', changes_requested_at: null, parties }, 'uni')).toEqual(['upload'])
    expect(mouActionsFor({ status: 'under_review', changes_requested_at: 'x', parties }, 'co')).toEqual([
      'requestChanges',
      'reject',
    ])
    expect(mouActionsFor({ status: 'under_review', changes_requested_at: null, parties }, 'uni')).toEqual([
      'edit',
      'upload',
      'sign',
    ])
    expect(mouActionsFor({ status: 'active', changes_requested_at: null, parties }, 'co')).toEqual(['terminate'])
    expect(mouActionsFor({ status: 'active', changes_requested_at: null, parties }, 'stranger')).toEqual([])
    expect(
      mouActionsFor(
        { status: 'under_review', changes_requested_at: null, parties: [party('uni', 'university', true)] },
        'uni',
      ),
    ).toEqual(['edit', 'upload'])
  })

  it('count days to the end date in UTC', () => {
    const now = new Date('2026-03-01T23:30:00Z')
    expect(daysUntil('2026-03-01', now)).toBe(0)
    expect(daysUntil('2026-04-30', now)).toBe(60)
    expect(daysUntil('2026-02-27', now)).toBe(-2)
  })
})

describe('proposing a draft MOU', () => {
  const version = { id: 'v1' } as MouVersion
  it('lists every step still missing, in the order the database checks them', () => {
    expect(
      proposeBlockers({ starts_on: null, ends_on: null, parties: [party('uni', 'university')], versions: [] }),
    ).toEqual([
      'Set the start and end dates (Edit terms).',
      'Add at least one partner organisation.',
      'Upload the MOU document as a PDF.',
    ])
    expect(
      proposeBlockers({
        starts_on: '2027-01-01',
        ends_on: null,
        parties: [party('co', 'partner')],
        versions: [version],
      }),
    ).toEqual(['Set the start and end dates (Edit terms).'])
  })

  it('is ready when dates, a partner and a document are there', () => {
    expect(
      proposeBlockers({
        starts_on: '2027-01-01',
        ends_on: '2028-01-01',
        parties: [party('uni', 'university'), party('co', 'partner')],
        versions: [version],
      }),
    ).toEqual([])
  })
})
