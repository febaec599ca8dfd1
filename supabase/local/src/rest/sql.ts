import type { Field } from './parse.ts'
import { ident } from '../db/identifiers.ts'
import type { ReadNode } from './read-tree.ts'

/** Collects parameter values; SQL text only ever holds `$n` placeholders for them. */
export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** A field's JSON path (`->'a'->>0`): array indexes as int parameters, keys as text ones. */
function jsonPathSql(field: Field, params: Params): string {
  let sql = ''
  for (const step of field.path) {
    const key = /^-?\d+$/.test(step.key) ? `${params.add(Number(step.key))}::int` : `${params.add(step.key)}::text`
    sql += `${step.arrow}${key}`
  }
  return sql
}

function fieldSql(alias: string, field: Field, params: Params): string {
  return `${alias}.${ident(field.name)}${jsonPathSql(field, params)}`
}

/** A field of a node: its column, or its computed field called with the row. */
export function nodeFieldSql(node: ReadNode, field: Field, params: Params): string {
  const fn = node.relation.columns.has(field.name) ? undefined : node.computed?.get(field.name)
  if (!fn) return fieldSql(node.alias, field, params)
  return `${fn}(${node.alias})${jsonPathSql(field, params)}`
}
