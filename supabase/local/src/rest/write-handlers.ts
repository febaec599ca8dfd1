import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Caller } from '../http/caller.ts'
import { send } from '../http/http.ts'
import type { RestContext } from './context.ts'
import { planMutate } from './plan.ts'
import { mutateStatement, wantsBody } from './query.ts'
import { appliedPreferences, readPayload } from './request.ts'
import { maxAffectedCheck, respond, singularCheck } from './response.ts'

/** Writes: insert and upsert (POST, PUT), update (PATCH) and delete. */
export function writeHandlers(rest: RestContext) {
  const { planContext, resolvePlanCasts, runAs, profileHeader } = rest

  async function mutate(req: IncomingMessage, res: ServerResponse, url: URL, name: string, caller: Caller) {
    const c = await planContext()
    const body = req.method === 'DELETE' ? null : await readPayload(req)
    const plan = planMutate(c, req, url, name, body)
    if (wantsBody(plan)) await resolvePlanCasts(c, plan)
    const { prefer, accept } = plan
    if (plan.kind === 'update' && plan.columns.length === 0)
      return respond(res, req, { status: prefer.return === 'representation' ? 200 : 204, body: '[]', accept: 'json' })
    const { sql, params } = mutateStatement(plan)
    const [result] = await runAs<{ total: string; inserted: string; body: string | null; keys: string | null }>(
      caller,
      req,
      url,
      { readOnly: false, schema: plan.schema, prefer },
      { sql, params },
      (rows) => {
        // A singular request that matched other than one row changes nothing, as in PostgREST.
        singularCheck(accept, Number(rows[0].total))
        maxAffectedCheck(prefer, Number(rows[0].total))
      },
    )
    const total = Number(result.total)
    const headers: Record<string, string> = {
      'content-range': `*/${prefer.count ? total : '*'}`,
      ...profileHeader(plan.schema),
    }
    const isUpsert = plan.kind === 'insert' && plan.conflict !== null
    const applied = appliedPreferences(prefer, {
      resolution: isUpsert && plan.method === 'POST',
      missing: plan.kind !== 'delete',
    })
    if (applied) headers['preference-applied'] = applied
    if (result.keys) {
      const first = (JSON.parse(result.keys) as Record<string, unknown>[])[0]
      if (first)
        headers.location = `/${name}?${Object.entries(first)
          .map(([k, v]) => `${k}=eq.${v}`)
          .join('&')}`
    }
    const withBody = wantsBody(plan)
    let status: number
    if (plan.kind === 'insert' && plan.method === 'POST') {
      // An upsert that only updated (or got no rows) answers 200; one that inserted, 201 (PostgREST).
      const merge = plan.conflict?.resolution === 'merge-duplicates'
      status = merge && Number(result.inserted) === 0 ? 200 : 201
    } else status = withBody ? 200 : 204
    if (!withBody) return send(res, status, null, headers)
    respond(res, req, { status, body: result.body!, accept, stripNulls: plan.stripNulls, headers })
  }

  return { mutate }
}
