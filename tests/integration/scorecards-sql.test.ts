import { describe, expect, it } from 'vitest'
import { applyTo, hiringTeam, postOpening } from './pipeline-fixtures.ts'

type Criterion = { id: string; name: string; scope: string }
type Row = { id: string; average_score: number | null; score_count: number; my_score_count: number }

describe('scorecards', () => {
  it('reviewers score applicants on the criteria; applicants and other organisations see nothing', async () => {
    const { org, ada, rae, pete, olga, sam, tia } = await hiringTeam('scores')
    const added = await rae.client.rpc('add_scorecard_criterion', {
      organisation: org.id,
      opportunity: null,
      name: 'Technical skills',
      description: 'Code shown in the application.',
    })
    expect(added.error).toBeNull()
    await ada.client.rpc('add_scorecard_criterion', { organisation: org.id, opportunity: null, name: 'Communication' })
    for (const outsider of [pete, olga, sam]) {
      const refused = await outsider.client.rpc('add_scorecard_criterion', {
        organisation: org.id,
        opportunity: null,
        name: 'Sneaky',
      })
      expect(refused.error?.code).toBe('42501')
    }
    const opp = await postOpening(ada, 'Frontend intern')
    const [samApp, tiaApp] = [await applyTo(sam, opp), await applyTo(tia, opp)]
    const criteria = (await ada.client.rpc('opportunity_criteria', { opportunity: opp })).data as Criterion[]
    expect(criteria.map((c) => [c.name, c.scope])).toEqual([
      ['Technical skills', 'organisation'],
      ['Communication', 'organisation'],
    ])
    const [tech, comms] = criteria

    // Both reviewers score Sam; Rae leaves a note.
    for (const [who, a, b] of [
      [ada, 4, 5],
      [rae, 2, 3],
    ] as const) {
      expect(
        (await who.client.rpc('score_application', { application_id: samApp.id, criterion_id: tech.id, score: a }))
          .error,
      ).toBeNull()
      await who.client.rpc('score_application', {
        application_id: samApp.id,
        criterion_id: comms.id,
        score: b,
        note: who === rae ? 'Clear writer.' : null,
      })
    }
    const outOfRange = await ada.client.rpc('score_application', {
      application_id: samApp.id,
      criterion_id: tech.id,
      score: 6,
    })
    expect(outOfRange.error?.code).toBe('22023')

    // The pipeline shows the average of every score; each reviewer's score is read in the detail.
    const page = (
      await ada.client.rpc('pipeline_applicants', { opportunity: opp, stage: null, stage_status: 'submitted' })
    ).data as Row[]
    expect(page.map((r) => [r.id, Number(r.average_score), r.score_count, r.my_score_count])).toEqual([
      [tiaApp.id, 0, 0, 0],
      [samApp.id, 3.5, 4, 2],
    ])
    // Nobody here is verified by a university: the verification filter keeps no one, and names no university.
    const verifiedOnly = await ada.client.rpc('pipeline_applicants', {
      opportunity: opp,
      stage: null as unknown as string,
      stage_status: 'submitted',
      verified: 'verified',
    })
    expect(verifiedOnly.data).toEqual([])
    expect((await ada.client.rpc('pipeline_verifiers', { opportunity: opp })).data).toEqual([])
    const scores = (
      await rae.client
        .from('scorecard_scores')
        .select('reviewer_id, criterion_id, score, note')
        .eq('application_id', samApp.id)
        .order('score')
    ).data as Array<{ reviewer_id: string; score: number; note: string | null }>
    expect(scores.map((s) => [s.reviewer_id, s.score, s.note])).toEqual([
      [rae.id, 2, null],
      [rae.id, 3, 'Clear writer.'],
      [ada.id, 4, null],
      [ada.id, 5, null],
    ])

    // The applicant, the pending member and another organisation read no score, no criterion, no other applicant.
    for (const outsider of [sam, pete, olga]) {
      expect(
        (await outsider.client.from('scorecard_scores').select('score').eq('application_id', samApp.id)).data,
      ).toEqual([])
      expect(
        (await outsider.client.from('scorecard_criteria').select('id').eq('organisation_id', org.id)).data,
      ).toEqual([])
      const list = await outsider.client.rpc('pipeline_applicants', {
        opportunity: opp,
        stage: null,
        stage_status: 'submitted',
      })
      expect(list.error?.code).toBe('P0002')
      expect((await outsider.client.rpc('pipeline_verifiers', { opportunity: opp })).error?.code).toBe('P0002')
      const scored = await outsider.client.rpc('score_application', {
        application_id: samApp.id,
        criterion_id: tech.id,
        score: 1,
      })
      expect(scored.error?.code).toBe('P0002')
    }
    expect((await sam.client.from('applications').select('id').eq('opportunity_id', opp)).data).toEqual([
      { id: samApp.id },
    ])
    expect((await olga.client.from('applications').select('id').eq('opportunity_id', opp)).data).toEqual([])
    expect((await pete.client.from('applications').select('id').eq('opportunity_id', opp)).data).toEqual([])
    // Rae, an admin who did not post, reads every application to it.
    expect((await rae.client.from('applications').select('id').eq('opportunity_id', opp)).data).toHaveLength(2)
    // Nobody writes scores around the function, not even a reviewer.
    const direct = await ada.client
      .from('scorecard_scores')
      .insert({ application_id: tiaApp.id, criterion_id: tech.id, reviewer_id: ada.id, score: 5 })
    expect(direct.error?.code).toBe('42501')
    const forged = await rae.client.from('scorecard_scores').update({ score: 5 }).eq('reviewer_id', ada.id).select()
    expect(forged.error?.code).toBe('42501')

    // Clearing a score removes only one's own.
    await rae.client.rpc('score_application', { application_id: samApp.id, criterion_id: tech.id, score: null })
    const left = (await ada.client.from('scorecard_scores').select('reviewer_id').eq('application_id', samApp.id)).data
    expect(left).toHaveLength(3)
  })

  it("an opportunity's own criteria start from the organisation's, and the scores given follow", async () => {
    const { org, ada, olga, sam } = await hiringTeam('own-criteria')
    await ada.client.rpc('add_scorecard_criterion', { organisation: org.id, opportunity: null, name: 'Craft' })
    const opp = await postOpening(ada, 'Research intern')
    const app = await applyTo(sam, opp)
    const [craft] = (await ada.client.rpc('opportunity_criteria', { opportunity: opp })).data as Criterion[]
    await ada.client.rpc('score_application', { application_id: app.id, criterion_id: craft.id, score: 4 })
    expect((await olga.client.rpc('customise_opportunity_criteria', { opportunity: opp })).error?.code).toBe('P0002')
    const added = await ada.client.rpc('add_scorecard_criterion', {
      organisation: null,
      opportunity: opp,
      name: 'Curiosity',
    })
    expect(added.error).toBeNull()
    const own = (await ada.client.rpc('opportunity_criteria', { opportunity: opp })).data as Criterion[]
    expect(own.map((c) => [c.name, c.scope])).toEqual([
      ['Craft', 'opportunity'],
      ['Curiosity', 'opportunity'],
    ])
    const scores = (
      await ada.client.from('scorecard_scores').select('criterion_id, score').eq('application_id', app.id)
    ).data as Array<{ criterion_id: string; score: number }>
    expect(scores).toEqual([{ criterion_id: own[0].id, score: 4 }])
    // The organisation's default keeps its one criterion.
    const defaults = (await ada.client.from('scorecard_criteria').select('name').eq('organisation_id', org.id)).data
    expect(defaults).toEqual([{ name: 'Craft' }])
    // Renaming is a plain update by a reviewer; another organisation changes nothing.
    expect(
      (await olga.client.from('scorecard_criteria').update({ name: 'x' }).eq('id', own[1].id).select()).data,
    ).toEqual([])
    const renamed = await ada.client
      .from('scorecard_criteria')
      .update({ name: 'Curiosity and drive' })
      .eq('id', own[1].id)
      .select('name')
    expect(renamed.data).toEqual([{ name: 'Curiosity and drive' }])
    expect((await olga.client.rpc('delete_scorecard_criterion', { criterion_id: own[1].id })).error?.code).toBe('P0002')
    expect((await ada.client.rpc('delete_scorecard_criterion', { criterion_id: own[1].id })).error).toBeNull()
  })
})
