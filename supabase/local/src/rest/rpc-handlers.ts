import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Caller } from '../http/caller.ts'
import { send } from '../http/http.ts'
import type { RestContext } from './context.ts'
import { RestError } from './errors.ts'
import { planRpc } from './plan.ts'
import { rpcStatement } from './query.ts'
import { appliedPreferences, readRpcPayload } from './request.ts'
import { contentRange, maxAffectedCheck, respond, singularCheck } from './response.ts'

/** `/rpc/<function>`: a function called with GET (read only) or POST. */
export function rpcHandlers(rest: RestContext) {
  const { planContext, resolvePlanCasts, runAs, profileHeader } = rest

  async function rpc(req: IncomingMessage, res: ServerResponse, url: URL, name: string, caller: Caller) {
    const c = await planContext()
    const isRead = req.method === 'GET' || req.method === 'HEAD'
    const body = isRead ? null : await readRpcPayload(req)
    const plan = planRpc(c, req, url, name, body)
    await resolvePlanCasts(c, plan)
    const { prefer } = plan
    const { kind, sql, params } = rpcStatement(plan)
    if (prefer.handling === 'strict' && prefer.maxAffected !== undefined && !plan.routine.returnsSet) {
      throw new RestError(
        400,
        'PGRST128',
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      )
    }
    const checks = (rows: { rows: number }[]) => {
      if (kind === 'rows' || kind === 'row') {
        singularCheck(plan.accept, Number(rows[0].rows))
        maxAffectedCheck(prefer, Number(rows[0].rows))
      }
    }
    // A read (GET, HEAD) changes nothing, so its checks need not run before the transaction ends.
    const [result] = await runAs<{ body: string; rows: number; total: string | null }>(
      caller,
      req,
      url,
      { readOnly: isRead, schema: plan.schema, prefer },
      { sql, params },
      isRead ? undefined : checks,
    )
    if (isRead) checks([result])
    if (kind === 'void') return send(res, 204, null, profileHeader(plan.schema))
    const rows = Number(result.rows)
    const total = result.total === null ? null : Number(result.total)
    const offset = plan.root?.offset ?? 0
    const applied = appliedPreferences(prefer, { resolution: false, missing: false, return: false })
    respond(res, req, {
      status: total !== null && rows < total ? 206 : 200,
      body: result.body ?? 'null',
      accept: plan.accept === 'object' && kind === 'scalar' ? 'json' : plan.accept,
      stripNulls: plan.stripNulls,
      headers: {
        ...(kind === 'rows' ? { 'content-range': contentRange(offset, rows, total) } : {}),
        ...profileHeader(plan.schema),
        ...(applied ? { 'preference-applied': applied } : {}),
      },
    })
  }

  return { rpc }
}
