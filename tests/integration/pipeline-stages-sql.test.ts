import { describe, expect, it } from 'vitest'
import { adminClient } from './helpers.ts'
import { applicationRow, applyTo, hiringTeam, noticesOf, postOpening } from './pipeline-fixtures.ts'

type Stage = { id: string; name: string; status: string; notify: boolean; on_close: boolean; template: string }
type Column = { stage_id: string | null; name: string | null; status: string; applications: number; scope: string }

const stageNamed = (stages: Stage[], name: string) => stages.find((s) => s.name === name)!

describe('pipeline stages', () => {
  it('an opportunity without a pipeline shows the built-in statuses, and status moves keep working', async () => {
    const { ada, sam } = await hiringTeam('builtin')
    const opp = await postOpening(ada)
    const app = await applyTo(sam, opp)
    expect(app.stage_id).toBeNull()
    const { data: columns, error } = await ada.client.rpc('pipeline_overview', { opportunity: opp })
    expect(error).toBeNull()
    expect((columns as Column[]).map((c) => [c.status, c.stage_id, c.applications, c.scope])).toEqual([
      ['submitted', null, 1, 'built_in'],
      ['under_review', null, 0, 'built_in'],
      ['shortlisted', null, 0, 'built_in'],
      ['interview', null, 0, 'built_in'],
      ['offered', null, 0, 'built_in'],
      ['accepted', null, 0, 'built_in'],
      ['rejected', null, 0, 'built_in'],
    ])
    const moved = await ada.client.rpc('change_application_status', {
      application_id: app.id,
      new_status: 'under_review',
      note: 'Reading it this week.',
    })
    expect(moved.error).toBeNull()
    const [notice] = await noticesOf(sam, app.id)
    expect(notice).toMatchObject({ status: 'under_review', note: 'Reading it this week.' })
    expect(notice.excerpt).toMatch(/\n\nReading it this week\.$/)
    expect(notice.notice).toMatch(/^Hi Sam, .* is now reviewing your application to Platform engineering intern\.$/)
  })

  it("an organisation's admins set its default pipeline; pending members and other organisations cannot", async () => {
    const { org, ada, rae, pete, olga, sam } = await hiringTeam('default')
    const opp = await postOpening(ada)
    const app = await applyTo(sam, opp)
    for (const outsider of [pete, olga, sam]) {
      const refused = await outsider.client.rpc('customise_organisation_pipeline', { organisation: org.id })
      expect(refused.error?.code).toBe('42501')
    }
    const { data: stages, error } = await rae.client.rpc('customise_organisation_pipeline', { organisation: org.id })
    expect(error).toBeNull()
    expect((stages as Stage[]).map((s) => s.name)).toEqual([
      'Applied',
      'Under review',
      'Shortlisted',
      'Interview',
      'Offer',
      'Hired',
      'Not selected',
      'Position closed',
    ])
    // The application already waiting lands in the default pipeline's first stage.
    expect((await applicationRow(app.id)).stage_id).toBe(stageNamed(stages as Stage[], 'Applied').id)
    // Reviewers read the stages; the pending member, the other organisation and the applicant do not.
    expect((await ada.client.from('pipeline_stages').select('id').eq('organisation_id', org.id)).data).toHaveLength(8)
    for (const outsider of [pete, olga, sam]) {
      expect((await outsider.client.from('pipeline_stages').select('id').eq('organisation_id', org.id)).data).toEqual(
        [],
      )
      const overview = await outsider.client.rpc('pipeline_overview', { opportunity: opp })
      expect(overview.error?.code).toBe('P0002')
    }
    // Only reviewers edit the words; the rejection notice cannot be switched off.
    const rejected = stageNamed(stages as Stage[], 'Not selected')
    const hijack = await olga.client.from('pipeline_stages').update({ template: 'Ha' }).eq('id', rejected.id).select()
    expect(hijack.data).toEqual([])
    const silence = await rae.client.from('pipeline_stages').update({ notify: false }).eq('id', rejected.id)
    expect(silence.error?.code).toBe('23514')
    const statusChange = await rae.client.from('pipeline_stages').update({ status: 'offered' }).eq('id', rejected.id)
    expect(statusChange.error?.code).toBe('42501')
  })

  it('reviewers move applicants between stages; quiet stages tell the applicant nothing, others send the template', async () => {
    const { org, ada, rae, olga, sam } = await hiringTeam('moves')
    await ada.client.rpc('customise_organisation_pipeline', { organisation: org.id })
    const screening = (
      await rae.client.rpc('add_pipeline_stage', {
        organisation: org.id,
        opportunity: null,
        name: 'Screening call',
        status: 'under_review',
      })
    ).data as Stage
    expect(screening).toMatchObject({ name: 'Screening call', status: 'under_review', notify: true })
    await rae.client.from('pipeline_stages').update({ notify: false }).eq('id', screening.id)
    const stages = (
      await ada.client.from('pipeline_stages').select('*').eq('organisation_id', org.id).order('position')
    ).data as Stage[]
    expect(stages.map((s) => s.name).slice(0, 4)).toEqual(['Applied', 'Under review', 'Screening call', 'Shortlisted'])
    const opp = await postOpening(ada, 'Data analyst intern')
    const app = await applyTo(sam, opp)
    expect(app.stage_id).toBe(stageNamed(stages, 'Applied').id)

    // The organisation's recruiter (an admin who did not post it) moves the applicant: into review (told), then
    // to the screening call inside review (quiet).
    const review = await rae.client.rpc('move_application_to_stage', {
      application_id: app.id,
      stage_id: stageNamed(stages, 'Under review').id,
    })
    expect(review.error).toBeNull()
    expect(await noticesOf(sam, app.id)).toHaveLength(1)
    const quiet = await rae.client.rpc('move_application_to_stage', { application_id: app.id, stage_id: screening.id })
    expect(quiet.error).toBeNull()
    expect(quiet.data).toMatchObject({ status: 'under_review', stage_id: screening.id })
    expect(await noticesOf(sam, app.id)).toHaveLength(1)
    const shortlisted = stageNamed(stages, 'Shortlisted')
    await rae.client
      .from('pipeline_stages')
      .update({
        template: 'Hi {{applicant_first_name}}, {{organisation_name}} shortlisted you for {{opportunity_title}}.',
      })
      .eq('id', shortlisted.id)
    const told = await rae.client.rpc('move_application_to_stage', {
      application_id: app.id,
      stage_id: shortlisted.id,
      note: 'Loved your portfolio.',
    })
    expect(told.error).toBeNull()
    const [notice] = await noticesOf(sam, app.id)
    expect(notice).toMatchObject({
      status: 'shortlisted',
      notice: `Hi Sam, ${org.name} shortlisted you for Data analyst intern.`,
      note: 'Loved your portfolio.',
    })
    // The applicant's history shows the move that told them, not the quiet one.
    const history = (
      await sam.client.from('application_events').select('to_status, message').eq('application_id', app.id)
    ).data as Array<{ to_status: string; message: string | null }>
    expect(history.map((e) => e.to_status).sort()).toEqual(['shortlisted', 'submitted', 'under_review'])
    const reviewerHistory = (
      await ada.client.from('application_events').select('stage_name').eq('application_id', app.id)
    ).data as Array<{ stage_name: string | null }>
    expect(reviewerHistory.map((e) => e.stage_name)).toContain('Screening call')

    // Applicants and other organisations cannot move anyone; a stage of another pipeline is refused.
    for (const [who, stage] of [
      [sam, stageNamed(stages, 'Offer').id],
      [olga, stageNamed(stages, 'Offer').id],
    ] as const) {
      const refused = await who.client.rpc('move_application_to_stage', { application_id: app.id, stage_id: stage })
      expect(refused.error?.code).toBe('P0002')
    }
    const backwards = await rae.client.rpc('move_application_to_stage', {
      application_id: app.id,
      stage_id: stageNamed(stages, 'Applied').id,
    })
    expect(backwards.error?.message).toBe('An application cannot move from shortlisted to submitted')
    // The overview counts the column it is in now.
    const columns = (await ada.client.rpc('pipeline_overview', { opportunity: opp })).data as Column[]
    expect(columns.find((c) => c.stage_id === shortlisted.id)?.applications).toBe(1)
    expect(columns.every((c) => c.scope === 'organisation')).toBe(true)
  })

  it('a rejection always notifies the applicant with the rejection template', async () => {
    const { org, ada, sam, tia } = await hiringTeam('reject')
    const stages = (await ada.client.rpc('customise_organisation_pipeline', { organisation: org.id })).data as Stage[]
    const notSelected = stageNamed(stages, 'Not selected')
    await ada.client
      .from('pipeline_stages')
      .update({ template: 'Dear {{applicant_first_name}}, we will not continue with {{opportunity_title}}.' })
      .eq('id', notSelected.id)
    const opp = await postOpening(ada, 'Backend intern')
    const [samApp, tiaApp] = [await applyTo(sam, opp), await applyTo(tia, opp)]
    // Through the stage, and through the status function callers already use.
    await ada.client.rpc('move_application_to_stage', { application_id: samApp.id, stage_id: notSelected.id })
    await ada.client.rpc('change_application_status', { application_id: tiaApp.id, new_status: 'rejected' })
    expect((await noticesOf(sam, samApp.id))[0]).toMatchObject({
      status: 'rejected',
      notice: 'Dear Sam, we will not continue with Backend intern.',
    })
    expect((await noticesOf(tia, tiaApp.id))[0]).toMatchObject({
      status: 'rejected',
      notice: 'Dear Tia, we will not continue with Backend intern.',
    })
    expect(await applicationRow(tiaApp.id)).toEqual({ status: 'rejected', stage_id: notSelected.id })
  })

  it('closing an opportunity sends every open application the position-closed notice; offers stand', async () => {
    const { ada, sam, tia } = await hiringTeam('closing')
    const opp = await postOpening(ada, 'Design intern')
    const [samApp, tiaApp] = [await applyTo(sam, opp), await applyTo(tia, opp)]
    await ada.client.rpc('change_application_status', { application_id: tiaApp.id, new_status: 'offered' })
    const closed = await ada.client.from('opportunities').update({ status: 'closed' }).eq('id', opp).select()
    expect(closed.error).toBeNull()
    expect((await applicationRow(samApp.id)).status).toBe('rejected')
    expect((await applicationRow(tiaApp.id)).status).toBe('offered')
    const [notice] = await noticesOf(sam, samApp.id)
    expect(notice.status).toBe('rejected')
    expect(notice.notice).toMatch(/^Hi Sam, .* has closed Design intern and is no longer reviewing applications/)
  })

  it('an opportunity gets its own pipeline; stages are reordered, and deleted only when empty', async () => {
    const { org, ada, rae, olga, sam, tia } = await hiringTeam('own')
    await ada.client.rpc('customise_organisation_pipeline', { organisation: org.id })
    const opp = await postOpening(ada, 'ML intern')
    const [samApp] = [await applyTo(sam, opp), await applyTo(tia, opp)]
    expect((await olga.client.rpc('customise_opportunity_pipeline', { opportunity: opp })).error?.code).toBe('P0002')
    const own = (await rae.client.rpc('customise_opportunity_pipeline', { opportunity: opp })).data as Stage[]
    expect(own).toHaveLength(8)
    const applied = stageNamed(own, 'Applied')
    // The applicants follow to the copy of their stage; the organisation's default is untouched.
    expect((await applicationRow(samApp.id)).stage_id).toBe(applied.id)
    const columns = (await ada.client.rpc('pipeline_overview', { opportunity: opp })).data as Column[]
    expect(columns[0]).toMatchObject({ stage_id: applied.id, applications: 2, scope: 'opportunity' })

    const extra = (
      await ada.client.rpc('add_pipeline_stage', {
        organisation: null,
        opportunity: opp,
        name: 'Portfolio review',
        status: 'submitted',
      })
    ).data as Stage
    const refused = await ada.client.rpc('delete_pipeline_stage', { stage_id: applied.id })
    expect(refused.error?.message).toBe('2 applicants are in this stage: move them to another stage first')
    const wrongStatus = await ada.client.rpc('delete_pipeline_stage', {
      stage_id: applied.id,
      move_to: stageNamed(own, 'Offer').id,
    })
    expect(wrongStatus.error?.code).toBe('22023')
    expect((await olga.client.rpc('delete_pipeline_stage', { stage_id: extra.id })).error?.code).toBe('P0002')
    const moved = await ada.client.rpc('delete_pipeline_stage', { stage_id: applied.id, move_to: extra.id })
    expect(moved.error).toBeNull()
    expect((await applicationRow(samApp.id)).stage_id).toBe(extra.id)
    expect(await noticesOf(sam, samApp.id)).toEqual([])

    const ids = (
      (await ada.client.from('pipeline_stages').select('id, name').eq('opportunity_id', opp).order('position'))
        .data as Stage[]
    ).map((s) => s.id)
    const reversed = [...ids].reverse()
    expect((await olga.client.rpc('reorder_pipeline_stages', { stage_ids: reversed })).error?.code).toBe('P0002')
    expect((await ada.client.rpc('reorder_pipeline_stages', { stage_ids: reversed.slice(1) })).error?.code).toBe(
      '22023',
    )
    expect((await ada.client.rpc('reorder_pipeline_stages', { stage_ids: reversed })).error).toBeNull()
    const after = (await adminClient().from('pipeline_stages').select('id').eq('opportunity_id', opp).order('position'))
      .data as Stage[]
    expect(after.map((s) => s.id)).toEqual(reversed)
    const closedStage = stageNamed(own, 'Position closed')
    expect((await ada.client.rpc('delete_pipeline_stage', { stage_id: closedStage.id })).error?.code).toBe('22023')
  })
})
