import { describe, expect, it } from 'vitest'
import { adminClient, memberWithProfile } from './helpers.ts'

type Member = Awaited<ReturnType<typeof memberWithProfile>>

async function pitch(founder: Member, fields: Record<string, unknown> = {}) {
  return founder.client
    .from('pitches')
    .insert({ founder_id: founder.id, name: 'Tidewater', one_liner: 'Desalination for small islands', ...fields })
    .select('id, team_ids')
    .single()
}

describe('pitch teams', () => {
  it('saves members of the network once each, in order, without the founder', async () => {
    const [founder, tomas, aisha] = await Promise.all([
      memberWithProfile('team-founder'),
      memberWithProfile('team-tomas'),
      memberWithProfile('team-aisha'),
    ])
    const { data, error } = await pitch(founder, { team_ids: [aisha.id, tomas.id, aisha.id, founder.id] })
    expect(error).toBeNull()
    expect(data!.team_ids).toEqual([aisha.id, tomas.id])
    const updated = await founder.client
      .from('pitches')
      .update({ team_ids: [tomas.id] })
      .eq('id', data!.id)
      .select('team_ids')
      .single()
    expect(updated.data!.team_ids).toEqual([tomas.id])
  })

  it('refuses ids that are not members the founder may see, blocked members, and more than 12', async () => {
    const [founder, hidden, blocker, ...many] = await Promise.all([
      memberWithProfile('team-founder2'),
      memberWithProfile('team-hidden', { is_public: false }),
      memberWithProfile('team-blocker'),
      ...Array.from({ length: 13 }, (_, i) => memberWithProfile(`team-many${i}`)),
    ])
    const made = (await pitch(founder)).data!
    const tryTeam = (ids: string[]) => founder.client.from('pitches').update({ team_ids: ids }).eq('id', made.id)
    const invented = await tryTeam(['00000000-0000-4000-8000-00000000ffff'])
    expect(invented.error?.message).toBe('Team members must be members of the network')
    expect((await tryTeam([hidden.id])).error?.message).toBe('Team members must be members of the network')
    await blocker.client.from('user_blocks').insert({ blocker_id: blocker.id, blocked_id: founder.id })
    expect((await tryTeam([blocker.id])).error?.message).toBe('Team members must be members of the network')
    expect((await tryTeam(many.map((m) => m.id))).error?.message).toBe('A team lists at most 12 members')
    expect((await pitch(founder, { team_ids: [hidden.id] })).error?.message).toBe(
      'Team members must be members of the network',
    )
    const stored = await founder.client.from('pitches').select('team_ids').eq('id', made.id).single()
    expect(stored.data!.team_ids).toEqual([])
  })

  it('shows investors the public team members only; a member who leaves leaves the team', async () => {
    const [founder, investor, student, mate, goneprivate, leaver] = await Promise.all([
      memberWithProfile('team-founder3'),
      memberWithProfile('team-investor', { profile_type: 'investor' }),
      memberWithProfile('team-student'),
      memberWithProfile('team-mate'),
      memberWithProfile('team-private'),
      memberWithProfile('team-leaver'),
    ])
    const made = (await pitch(founder, { team_ids: [mate.id, goneprivate.id, leaver.id], status: 'published' })).data!
    // A member already on the team who turns private stays on it, hidden from those who may not see them.
    const hide = await goneprivate.client
      .from('user_profiles')
      .update({ is_public: false })
      .eq('user_id', goneprivate.id)
      .select('is_public')
      .single()
    expect(hide.data).toEqual({ is_public: false })
    const seen = await investor.client.from('pitches').select('team_ids').eq('id', made.id).single()
    expect(seen.data!.team_ids).toEqual([mate.id, goneprivate.id, leaver.id])
    const team = await investor.client.from('profiles').select('id, name').in('id', seen.data!.team_ids)
    expect(team.data!.map((p) => p.id).sort()).toEqual([mate.id, leaver.id].sort())
    // A student (not a funder) cannot read the pitch, so not its team either.
    expect((await student.client.from('pitches').select('team_ids').eq('id', made.id)).data).toEqual([])
    // Editing other fields keeps the hidden member.
    const edit = await founder.client
      .from('pitches')
      .update({ sector: 'Water' })
      .eq('id', made.id)
      .select('team_ids')
      .single()
    expect(edit.data!.team_ids).toEqual([mate.id, goneprivate.id, leaver.id])
    await adminClient().auth.admin.deleteUser(leaver.id)
    const after = await founder.client.from('pitches').select('team_ids').eq('id', made.id).single()
    expect(after.data!.team_ids).toEqual([mate.id, goneprivate.id])
  })
})
