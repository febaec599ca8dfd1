import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Queryable } from '../db/driver.ts'
import type { Caller } from '../http/caller.ts'
import { send } from '../http/http.ts'
import type { RestContext } from './context.ts'
import { RestError } from './errors.ts'
import { planRead } from './plan.ts'
import { plannedCountStatement, readStatement, type Statement } from './query.ts'
import { appliedPreferences, type AcceptSpec } from './request.ts'
import { contentRange, respond, singularCheck } from './response.ts'

/** The planner's estimate from `explain (format json)`. */
async function plannedCount(tx: Queryable, statement: Statement): Promise<number> {
  const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(statement.sql, statement.params)
  const raw = rows[0]['QUERY PLAN']
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[]
  return Math.round(plan[0].Plan['Plan Rows'])
}

/** Reads: GET and HEAD on a table or view (with `Prefer: count=` and EXPLAIN), and the OpenAPI root. */
export function readHandlers(rest: RestContext) {
  const { planContext, resolvePlanCasts, runAs, withRole, profileHeader, loaded } = rest
  const { maxRows } = rest.options

  async function read(req: IncomingMessage, res: ServerResponse, url: URL, name: string, caller: Caller) {
    const c = await planContext()
    const plan = planRead(c, req, url, name)
    await resolvePlanCasts(c, plan)
    const { sql, params } = readStatement(plan)
    const { prefer } = plan
    if (plan.explain) return explain(req, res, url, caller, plan.schema, plan.explain, { sql, params })
    const planned = prefer.count === 'planned' || (prefer.count === 'estimated' && maxRows !== null)
    const result = !planned
      ? await runAs<{ body: string; rows: number; total: string | null }>(
          caller,
          req,
          url,
          { readOnly: true, schema: plan.schema, prefer },
          { sql, params },
        ).then(([row]) => ({
          body: row.body,
          rows: Number(row.rows),
          total: row.total === null ? null : Number(row.total),
        }))
      : await withRole(caller, req, url, { readOnly: true, schema: plan.schema, prefer }, async (tx) => {
          const { rows } = await tx.query<{ body: string; rows: number; total: string | null }>(sql, params)
          const row = rows[0]
          let total = row.total === null ? null : Number(row.total)
          if (prefer.count === 'planned' || (prefer.count === 'estimated' && maxRows !== null && total! > maxRows)) {
            total = await plannedCount(tx, plannedCountStatement(plan.relation, plan.root))
          }
          return { body: row.body, rows: Number(row.rows), total }
        })
    const { rows, total } = result
    singularCheck(plan.accept, rows)
    const offset = plan.root.offset ?? 0
    if (total !== null && offset > 0 && offset >= total && rows === 0) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${offset} was requested, but there are only ${total} rows.`,
      )
    }
    const partial = total !== null && rows < total
    const applied = appliedPreferences(prefer, { resolution: false, missing: false, return: false })
    respond(res, req, {
      status: partial ? 206 : 200,
      body: result.body,
      accept: plan.accept,
      stripNulls: plan.stripNulls,
      headers: {
        'content-range': contentRange(offset, rows, total),
        ...profileHeader(plan.schema),
        ...(applied ? { 'preference-applied': applied } : {}),
      },
    })
  }

  /** `Accept: application/vnd.pgrst.plan+json`: the query's EXPLAIN, only where `pgrst.db_plan_enabled` allows it. */
  async function explain(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    caller: Caller,
    schema: string,
    spec: NonNullable<AcceptSpec['explain']>,
    statement: Statement,
  ) {
    if (loaded()?.settings.db_plan_enabled !== 'true') {
      throw new RestError(406, 'PGRST107', `None of these media types are available: ${req.headers.accept}`)
    }
    const options = [`format ${spec.format}`, ...spec.options].join(', ')
    const prefer = { paramsSingleObject: false, invalid: [] }
    const rows = await withRole(caller, req, url, { readOnly: true, schema, prefer }, async (tx) => {
      const result = await tx.query<{ 'QUERY PLAN': unknown }>(
        `explain (${options}) ${statement.sql}`,
        statement.params,
      )
      return result.rows.map((r) => r['QUERY PLAN'])
    })
    const body =
      spec.format === 'json'
        ? typeof rows[0] === 'string'
          ? (rows[0] as string)
          : JSON.stringify(rows[0])
        : rows.join('\n')
    const type = `application/vnd.pgrst.plan+${spec.format}; for="application/json"; charset=utf-8`
    send(res, 200, req.method === 'HEAD' ? null : body, { 'content-type': type })
  }

  async function openApi(_req: IncomingMessage, res: ServerResponse) {
    const c = await rest.schemaCache()
    send(
      res,
      200,
      JSON.stringify({
        swagger: '2.0',
        info: { title: 'local PostgREST', version: '12' },
        paths: Object.fromEntries([...c.relations.values()].map((r) => [`/${r.name}`, {}])),
      }),
      { 'content-type': 'application/openapi+json; charset=utf-8' },
    )
  }

  return { read, openApi }
}
