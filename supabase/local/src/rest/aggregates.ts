import { RestError } from './errors.ts'
import type { SchemaCache } from './schema-cache.ts'
import { castSql, type SelectItem } from './select-grammar.ts'

/**
 * PostgREST 12's aggregate functions in `select` (`amount.sum()`, `count()`): allowed only where the
 * authenticator role has `pgrst.db_aggregates_enabled` on, and grouped implicitly by every other
 * output of the same level.
 */

export type AggregateItem = Extract<SelectItem, { kind: 'aggregate' }>

/** One output of a select list: its expression, its name, and whether it aggregates rows. */
export interface SelectPart {
  expr: string
  label: string
  aggregate?: boolean
}

export const aggregatesEnabled = (cache: SchemaCache) =>
  (cache.settings.db_aggregates_enabled ?? '').toLowerCase() === 'true'

/** PostgREST's validateAggFunctions: any aggregate, at any level, when they are off (PGRST123). */
export function checkAggregatesAllowed(cache: SchemaCache, select: SelectItem[]): void {
  if (aggregatesEnabled(cache) || !usesAggregates(select)) return
  throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
}

function usesAggregates(select: SelectItem[]): boolean {
  return select.some((item) => item.kind === 'aggregate' || (item.kind === 'embed' && usesAggregates(item.select)))
}

/** `sum(input)`, the result cast applied after; `count()` counts rows. */
export function aggregateSql(item: AggregateItem, input: string | null): string {
  const call = `${item.fn}(${input ?? '*'})`
  return castSql(call, item.resultCast)
}

/** Postgres names an aggregate's column after its function (a result cast keeps that name). */
export const aggregateLabel = (item: AggregateItem) => item.alias ?? item.fn

/**
 * PostgREST's implicit GROUP BY: when a level mixes aggregates with other outputs (columns, embeds,
 * spread columns), it groups by all of those others. They are named by position, so an output built
 * from a subquery or from parameters is grouped as the very expression it selects.
 */
export function groupBySql(parts: SelectPart[]): string {
  if (!parts.some((p) => p.aggregate) || parts.every((p) => p.aggregate)) return ''
  const positions = parts.flatMap((p, i) => (p.aggregate ? [] : [String(i + 1)]))
  return ` group by ${positions.join(', ')}`
}
