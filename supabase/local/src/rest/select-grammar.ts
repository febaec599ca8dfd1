import { parseError } from './errors.ts'

/**
 * The `select` parameter as a grammar (PostgREST's, as far as this stack serves it):
 *
 *   select  := item ("," item)*
 *   item    := "*" | ["..."] [name ":"] (embed | "count()" ["::" cast] | field ["::" cast] [aggr ["::" cast]])
 *   embed   := name ("!" name)* "(" [select] ")"
 *   aggr    := "." ("sum" | "avg" | "count" | "max" | "min") "()"
 *   field   := name (("->" | "->>") key)*
 *   name    := quoted | bare          key := quoted | bare | integer
 *   quoted  := '"' (any but '"' or '\' | '\' any)* '"'
 *   cast    := word (" "+ word)*      word := (letter | "_") (letter | digit | "_" | "$")*
 *
 * Whitespace outside quotes is ignored. The result is a structure: names are rendered later with
 * quoting, keys as parameters, casts as the type they resolve to in pg_type (casts.ts).
 */

export interface PathStep {
  arrow: '->' | '->>'
  key: string
}

export interface Field {
  name: string
  path: PathStep[]
}

export const AGGREGATE_FUNCTIONS = ['sum', 'avg', 'count', 'max', 'min'] as const
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number]

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; field: Field; alias?: string; cast?: Cast }
  /** `count` without parentheses: the legacy count of an embed, `comments(count)`. */
  | { kind: 'count'; alias?: string }
  /**
   * `amount::numeric.sum()::int`: the function over a field (none for `count()`), the field's cast (`cast`)
   * and the result's (`resultCast`).
   */
  | {
      kind: 'aggregate'
      fn: AggregateFunction
      field: Field | null
      alias?: string
      cast?: Cast
      resultCast?: Cast
    }
  | {
      kind: 'embed'
      name: string
      alias?: string
      hint?: string
      joinType?: 'inner' | 'left'
      spread: boolean
      select: SelectItem[]
    }

/** A cast's type as the URL spells it, and the SQL of the pg_type row it names once resolved (casts.ts). */
export interface Cast {
  words: string
  sql?: string
}

/** A cast as PostgREST's parser takes it: words of letters, digits, "_" and "$" ("int", "double precision"). */
const CAST = /^[\p{L}_][\p{L}\p{N}_$]*(?: +[\p{L}_][\p{L}\p{N}_$]*)*/u

/** `cast(expr as type)` with the resolved type; the URL's words never reach SQL. */
export function castSql(expr: string, cast: Cast | undefined): string {
  if (!cast) return expr
  if (cast.sql === undefined) throw new Error(`the cast to "${cast.words}" was not resolved before rendering`)
  return `cast(${expr} as ${cast.sql})`
}

/** How deep embeds may nest in one select. */
export const MAX_SELECT_DEPTH = 16
/** Longest name or key, as Postgres' own identifier limit is far below it. */
const MAX_NAME_LENGTH = 256

/** Characters that end a bare name: separators and quotes of the grammar, and whitespace. */
const STOP = new Set([',', '.', ':', '(', ')', '!', '"', "'", '>', '*', '[', ']', '\\', ';'])

class Cursor {
  i = 0
  constructor(readonly s: string) {}
  peek(n = 0) {
    return this.s[this.i + n]
  }
  startsWith(t: string) {
    return this.s.startsWith(t, this.i)
  }
  eat(t: string) {
    if (!this.startsWith(t)) return false
    this.i += t.length
    return true
  }
  done() {
    return this.i >= this.s.length
  }
  fail(what: string): never {
    const at = this.i
    throw parseError(
      `failed to parse select parameter (${this.s})`,
      `unexpected ${this.done() ? 'end of input' : `"${this.s.slice(at, at + 12)}"`} at position ${at + 1}: ${what}`,
    )
  }
}

/**
 * Removes whitespace outside double quotes (a backslash escapes the next character inside them), except
 * the spaces of a cast's type name ("::double precision").
 */
export function stripWhitespace(input: string): string {
  let out = ''
  let quoted = false
  let inCast = false
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (quoted) {
      out += ch
      if (ch === '\\' && i + 1 < input.length) out += input[++i]
      else if (ch === '"') quoted = false
      continue
    }
    if (inCast && ch === ' ') {
      out += ch
      continue
    }
    inCast = inCast ? /[\p{L}\p{N}_$]/u.test(ch) : ch === ':' && out.endsWith(':')
    if (ch === '"') quoted = true
    else if (/\s/.test(ch)) continue
    out += ch
  }
  return out
}

function readQuoted(c: Cursor): string {
  if (!c.eat('"')) c.fail('expected a quoted name')
  let out = ''
  for (;;) {
    const ch = c.peek()
    if (ch === undefined) c.fail('unterminated quoted name')
    c.i++
    if (ch === '"') break
    if (ch === '\\') {
      const next = c.peek()
      if (next === undefined) c.fail('unterminated quoted name')
      out += next
      c.i++
    } else out += ch
  }
  if (out === '') c.fail('a quoted name cannot be empty')
  if (out.length > MAX_NAME_LENGTH || out.includes('\0')) c.fail('not a valid name')
  return out
}

function readBare(c: Cursor): string {
  const start = c.i
  while (!c.done()) {
    const ch = c.peek()
    if (STOP.has(ch) || /\s/.test(ch) || ch.charCodeAt(0) < 0x20) break
    if (ch === '-' && c.peek(1) === '>') break
    c.i++
  }
  const name = c.s.slice(start, c.i)
  if (name === '' || name.length > MAX_NAME_LENGTH) c.fail('expected a name')
  if (name.startsWith('-')) c.fail('a name cannot start with "-"')
  return name
}

const readName = (c: Cursor) => (c.peek() === '"' ? readQuoted(c) : readBare(c))

function readPath(c: Cursor): PathStep[] {
  const path: PathStep[] = []
  for (;;) {
    const arrow = c.eat('->>') ? '->>' : c.eat('->') ? '->' : null
    if (!arrow) return path
    let key: string
    if (c.peek() === '"') key = readQuoted(c)
    else if (c.peek() === '-' && /\d/.test(c.peek(1) ?? '')) {
      c.i++
      key = `-${readBare(c)}`
      if (!/^-\d+$/.test(key)) c.fail('a negative JSON index is a whole number')
    } else key = readBare(c)
    path.push({ arrow, key })
  }
}

function readCast(c: Cursor): Cast {
  while (c.peek() === ' ') c.i++
  const m = CAST.exec(c.s.slice(c.i))
  if (!m) c.fail('expected a type name after "::"')
  c.i += m[0].length
  while (c.peek() === ' ') c.i++
  return { words: m[0] }
}

function readItem(c: Cursor, depth: number): SelectItem {
  if (c.eat('*')) return { kind: 'star' }
  const spread = c.eat('...')
  let name = readName(c)
  let alias: string | undefined
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.i++
    alias = name
    name = readName(c)
  }
  // An embed (or count()): name, hints, then a parenthesised select.
  if (c.peek() === '!' || c.peek() === '(') {
    const marks: string[] = []
    while (c.eat('!')) marks.push(readName(c))
    if (!c.eat('(')) c.fail('expected "(" after an embed hint')
    if (name === 'count' && marks.length === 0 && c.eat(')')) {
      if (spread) c.fail('count() cannot be spread')
      return { kind: 'aggregate', fn: 'count', field: null, alias, resultCast: c.eat('::') ? readCast(c) : undefined }
    }
    if (depth >= MAX_SELECT_DEPTH) c.fail(`embeds nest at most ${MAX_SELECT_DEPTH} levels deep`)
    const embed: Extract<SelectItem, { kind: 'embed' }> = { kind: 'embed', name, alias, spread, select: [] }
    for (const mark of marks) {
      if (mark === 'inner' || mark === 'left') embed.joinType = mark
      else if (embed.hint === undefined) embed.hint = mark
      else c.fail('an embed takes at most one hint')
    }
    embed.select = c.peek() === ')' ? [] : readList(c, depth + 1)
    if (!c.eat(')')) c.fail('expected ")" to close the embed')
    return embed
  }
  if (spread) c.fail('only relations can be spread')
  const field: Field = { name, path: readPath(c) }
  const cast = c.eat('::') ? readCast(c) : undefined
  const fn = AGGREGATE_FUNCTIONS.find((f) => c.startsWith(`.${f}()`))
  if (fn) {
    c.i += fn.length + 3
    return { kind: 'aggregate', fn, field, alias, cast, resultCast: c.eat('::') ? readCast(c) : undefined }
  }
  if (name === 'count' && field.path.length === 0 && !cast && !alias) return { kind: 'count' }
  if (name === 'count' && field.path.length === 0 && !cast) return { kind: 'count', alias }
  return { kind: 'column', field, alias, cast }
}

function readList(c: Cursor, depth: number): SelectItem[] {
  const items = [readItem(c, depth)]
  while (c.eat(',')) items.push(readItem(c, depth))
  return items
}

/** Parses a whole `select` value; throws PGRST100 for anything outside the grammar. */
export function parseSelectGrammar(input: string): SelectItem[] {
  const c = new Cursor(stripWhitespace(input))
  if (c.done()) return [{ kind: 'star' }]
  const items = readList(c, 0)
  if (!c.done()) c.fail('expected "," or the end of the select')
  return items
}

/** Parses a field on its own (a filter's or an order's column): `col`, `col->a->>b`, `"my col"->0`. */
export function parseFieldGrammar(input: string): Field {
  const c = new Cursor(input.trim())
  const name = readName(c)
  const field: Field = { name, path: readPath(c) }
  if (!c.done()) c.fail('expected a column, optionally with a JSON path')
  return field
}
