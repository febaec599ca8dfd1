import { parseError } from './errors.ts'

import { parseFieldGrammar, parseSelectGrammar, type Field, type SelectItem } from './select-grammar.ts'

export type { Field, PathStep, SelectItem } from './select-grammar.ts'

/** PostgREST's operators and the SQL each becomes (fts variants pick their tsquery function in sql.ts). */
export const OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  is: 'is',
  isdistinct: 'is distinct from',
  in: 'in',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  // PostgREST: nxr is &< (does not extend to the right of), nxl is &> (does not extend to the left of).
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
  fts: '@@',
  plfts: '@@',
  phfts: '@@',
  wfts: '@@',
} as const
export type Operator = keyof typeof OPERATORS

export type Filter =
  | {
      kind: 'cond'
      field: Field
      negate: boolean
      op: Operator
      quantifier?: 'any' | 'all'
      language?: string
      value: string | string[]
    }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Filter[] }

export interface OrderTerm {
  field: Field
  desc: boolean
  nulls?: 'first' | 'last'
}

/** Splits on `sep` outside parentheses and double quotes. */
export function splitTopLevel(input: string, sep = ','): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (quoted) {
      current += ch
      if (ch === '\\' && i + 1 < input.length) current += input[++i]
      else if (ch === '"') quoted = false
      continue
    }
    if (ch === '"') quoted = true
    else if (ch === '(') depth++
    else if (ch === ')') depth--
    if (depth < 0) throw parseError(`Unbalanced parentheses in "${input}"`)
    if (ch === sep && depth === 0) {
      parts.push(current)
      current = ''
      continue
    }
    current += ch
  }
  if (quoted || depth !== 0) throw parseError(`Unbalanced quotes or parentheses in "${input}"`)
  parts.push(current)
  return parts
}

const unquote = (s: string) =>
  s.length >= 2 && s.startsWith('"') && s.endsWith('"') ? s.slice(1, -1).replace(/\\(.)/g, '$1') : s

/** `col`, `col->a->>b`, `"my col"->0`, through the select grammar's field rule. */
export function parseField(raw: string): Field {
  return parseFieldGrammar(raw)
}

/** A whole `select` value; see select-grammar.ts. */
export function parseSelect(input: string): SelectItem[] {
  return parseSelectGrammar(input)
}

/** `(a,"b,c",d)` → ['a', 'b,c', 'd'] */
function parseList(raw: string): string[] {
  const s = raw.trim()
  if (!s.startsWith('(') || !s.endsWith(')')) throw parseError(`"${raw}" is not a list: use (a,b,c)`)
  const inner = s.slice(1, -1)
  return inner === '' ? [] : splitTopLevel(inner).map((v) => unquote(v.trim()))
}

/** `{a,b}` (PostgREST's any/all syntax) → ['a', 'b'] */
function parseBraces(raw: string): string[] {
  const s = raw.trim()
  if (!s.startsWith('{') || !s.endsWith('}')) throw parseError(`"${raw}" must be a list in braces: {a,b}`)
  const inner = s.slice(1, -1)
  return inner === '' ? [] : splitTopLevel(inner).map((v) => unquote(v.trim()))
}

const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown'])

/** Parses the right side of `col=op.value`, or `op.value` inside a logic tree (`inLogic`). */
export function parseCondition(fieldRaw: string, expression: string, inLogic = false): Filter {
  let rest = expression
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  if (dot < 0)
    throw parseError(
      `failed to parse filter (${expression})`,
      `"${expression}" has no operator: use op.value, like eq.1`,
    )
  const opPart = rest.slice(0, dot)
  let value = rest.slice(dot + 1)
  const m = /^([a-z]+)(?:\((any|all|[a-zA-Z_]+)\))?$/.exec(opPart)
  if (!m || !(m[1] in OPERATORS)) {
    throw parseError(`failed to parse filter (${expression})`, `unknown operator "${opPart}"`)
  }
  const op = m[1] as Operator
  const filter: Filter = { kind: 'cond', field: parseField(fieldRaw), negate, op, value }
  if (m[2] === 'any' || m[2] === 'all') filter.quantifier = m[2]
  else if (m[2]) {
    if (!op.endsWith('fts'))
      throw parseError(`failed to parse filter (${expression})`, `only fts operators take a language`)
    filter.language = m[2]
  }
  if (inLogic) value = unquote(value)
  if (op === 'in') filter.value = parseList(value)
  else if (filter.quantifier) filter.value = parseBraces(value)
  else if (op === 'is') {
    if (!IS_VALUES.has(value.toLowerCase())) {
      throw parseError(`failed to parse filter (${expression})`, `is takes null, not_null, true, false or unknown`)
    }
    filter.value = value.toLowerCase()
  } else filter.value = value
  if (op.endsWith('fts') && filter.quantifier) throw parseError(`fts operators take no any/all modifier`)
  return filter
}

const MAX_LOGIC_DEPTH = 16

/** `(a.eq.1,and(b.gt.2,c.is.null),not.or(d.eq.1,e.eq.2))` for logic key `or`/`and`/`not.or`/`not.and`. */
export function parseLogic(key: 'and' | 'or', negate: boolean, raw: string, depth = 0): Filter {
  if (depth >= MAX_LOGIC_DEPTH)
    throw parseError(
      `failed to parse logic tree (${raw.slice(0, 40)}…)`,
      `logic trees nest at most ${MAX_LOGIC_DEPTH} levels deep`,
    )
  const s = raw.trim()
  if (!s.startsWith('(') || !s.endsWith(')')) {
    throw parseError(`failed to parse logic tree (${raw})`, 'a logic tree is written in parentheses: (a.eq.1,b.eq.2)')
  }
  const children = splitTopLevel(s.slice(1, -1)).map((part) => {
    const p = part.trim()
    const nested = /^(not\.)?(and|or)(\(.*\))$/.exec(p)
    if (nested) return parseLogic(nested[2] as 'and' | 'or', !!nested[1], nested[3], depth + 1)
    const fieldEnd = findFieldEnd(p)
    return parseCondition(p.slice(0, fieldEnd), p.slice(fieldEnd + 1), true)
  })
  return { kind: 'logic', op: key, negate, children }
}

/** In `field.op.value` the field may carry `->` paths; it ends at the first dot outside quotes. */
function findFieldEnd(s: string): number {
  let quoted = false
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '"') quoted = !quoted
    if (!quoted && s[i] === '.') return i
  }
  throw parseError(`failed to parse logic tree condition (${s})`)
}

export function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((term) => {
    const parts = term.trim().split('.')
    const field = parseField(parts[0])
    const t: OrderTerm = { field, desc: false }
    for (const mod of parts.slice(1)) {
      if (mod === 'asc') t.desc = false
      else if (mod === 'desc') t.desc = true
      else if (mod === 'nullsfirst') t.nulls = 'first'
      else if (mod === 'nullslast') t.nulls = 'last'
      else throw parseError(`failed to parse order (${raw})`, `unknown order modifier "${mod}"`)
    }
    return t
  })
}

export function parseNonNegativeInt(raw: string, what: string): number {
  if (!/^\d+$/.test(raw)) throw parseError(`failed to parse ${what} (${raw})`, `${what} must be a non-negative integer`)
  return Number(raw)
}
