import { describe, expect, it } from 'vitest'
import { RestError } from '../src/rest/errors.ts'
import { parseSelectGrammar, type SelectItem } from '../src/rest/select-grammar.ts'
import { AliasCounter, Params, selectListSql, type ReadNode } from '../src/rest/sql.ts'
import type { Relation } from '../src/rest/schema-cache.ts'
import { anonKey, stackUrl } from './helpers.ts'

const rejects = (select: string) => {
  let error: unknown
  try {
    parseSelectGrammar(select)
  } catch (e) {
    error = e
  }
  expect(error, select).toBeInstanceOf(RestError)
  expect((error as RestError).status).toBe(400)
  expect((error as RestError).code).toBe('PGRST100')
}

/** Renders a parsed select list over a table whose columns are whatever the list names. */
function render(items: SelectItem[]): { sql: string; params: unknown[] } {
  const columns = new Map<string, { name: string; udt: string }>()
  const visit = (list: SelectItem[]) => {
    for (const i of list) {
      if (i.kind === 'column' || (i.kind === 'aggregate' && i.field))
        columns.set(i.field!.name, { name: i.field!.name, udt: 'text' })
      if (i.kind === 'embed') visit(i.select)
    }
  }
  visit(items)
  const relation = {
    schema: 'public',
    name: 't',
    kind: 'table',
    columns,
    primaryKey: [],
    uniqueKeys: [],
  } as unknown as Relation
  const node: ReadNode = {
    relation,
    alias: new AliasCounter().next(),
    select: items.filter((i) => i.kind !== 'embed' && i.kind !== 'count'),
    filters: [],
    order: [],
    embeds: [],
  }
  const params = new Params()
  return { sql: selectListSql(node, params).join(', '), params: params.values }
}

/** `cast(x as words)`, innermost first: words of a type name cannot end the cast, whatever they say. */
const CAST = /cast\(((?:(?!cast\().)*?) as [\p{L}_][\p{L}\p{N}_$]*(?: [\p{L}_][\p{L}\p{N}_$]*)*\)/u

/** Strips what a rendered select may legitimately hold: quoted identifiers, `$n` and casts. */
function bareSql(sql: string): string {
  let bare = sql.replace(/"(?:[^"]|"")*"/g, 'I').replace(/\$\d+::(int|text)/g, 'P')
  while (CAST.test(bare)) bare = bare.replace(CAST, '($1)')
  return bare
}

/** A rendered output once bare: a column (cast or JSON path) or an aggregate over one, then its name. */
const COLUMN = String.raw`\(?t0\.(\*|I)((->>|->)P)*\)?`
const SAFE_PART = new RegExp(String.raw`^(${COLUMN}|\(?(sum|avg|count|max|min)\((\*|${COLUMN})\)\)?)( as I)?$`)

describe('select grammar: nothing from the URL reaches SQL as text', () => {
  it('keeps a cast inside cast(… as …), where words cannot end it, and refuses anything else there', () => {
    const injected =
      '"\\"":id::text from opportunities t0 where false union select rolname from pg_roles union select title'
    expect(render(parseSelectGrammar(injected)).sql).toBe(
      'cast(t0."id" as text from opportunities t0 where false union select rolname from pg_roles union select title) as """"',
    )
    rejects('id::text;select 1')
    rejects('id::text--')
    rejects('id::text)')
    rejects('id::pg_catalog.text')
    rejects('id::"text"')
    rejects('id::text[]')
    rejects("id::text 'x'")
    rejects('id::text $$x')
    rejects('id::1x')
  })

  it('takes any type name PostgREST takes, spaces included', () => {
    expect(render(parseSelectGrammar('a::regclass,b::double precision , c::int')).sql).toBe(
      'cast(t0."a" as regclass) as "a", cast(t0."b" as double precision) as "b", cast(t0."c" as int) as "c"',
    )
  })

  it.each([
    ['quotes', 'ti"tle'],
    ['backslashes', 'x\\y'],
    ['comments', '--x /*y*/'],
    ['semicolons', 'a;b'],
    ['union', 'a union select rolname from pg_roles'],
    ['nested parentheses', 'a((b))'],
  ])('keeps %s inside quoted names, and refuses them bare', (_what, name) => {
    const quoted = `"${name.replace(/["\\]/g, '\\$&')}"`
    const items = parseSelectGrammar(`${quoted}:col,${quoted}`)
    expect(items).toEqual([
      { kind: 'column', field: { name: 'col', path: [] }, alias: name, cast: undefined },
      { kind: 'column', field: { name, path: [] }, alias: undefined, cast: undefined },
    ])
    expect(bareSql(render(items).sql)).toBe('t0.I as I, t0.I as I')
    if (/["\\;()/*]/.test(name)) rejects(name)
    // Bare words with spaces are one name once whitespace is dropped, still rendered quoted.
    else expect(bareSql(render(parseSelectGrammar(name)).sql)).toBe('t0.I as I')
  })

  it('keeps JSON path keys as parameters', () => {
    const { sql, params } = render(parseSelectGrammar(`v:meta->"a'b"->>"); drop table x; --"`))
    expect(bareSql(sql)).toBe('t0.I->P->>P as I')
    expect(params).toEqual(["a'b", '); drop table x; --'])
  })

  it('parses aggregates with an alias and casts before and after the function', () => {
    expect(parseSelectGrammar('total:amount::int.sum()::text,count(),n:count()::int8')).toEqual([
      {
        kind: 'aggregate',
        fn: 'sum',
        field: { name: 'amount', path: [] },
        alias: 'total',
        cast: 'int',
        resultCast: 'text',
      },
      { kind: 'aggregate', fn: 'count', field: null },
      { kind: 'aggregate', fn: 'count', field: null, alias: 'n', resultCast: 'int8' },
    ])
    expect(bareSql(render(parseSelectGrammar('meta->>a::numeric.avg()::int')).sql)).toBe('(avg((t0.I->>P))) as I')
    rejects('amount.median()')
    rejects('amount.sum()::"text"')
    rejects('...count()')
  })

  it('limits how deep embeds nest', () => {
    rejects(`${'a('.repeat(40)}id${')'.repeat(40)}`)
    expect(parseSelectGrammar(`${'a('.repeat(5)}id${')'.repeat(5)}`)).toHaveLength(1)
  })

  it('fuzz: any input either parses into safe SQL or is a 400 (property, 5,000 seeded cases)', () => {
    let seed = 20261123
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      return seed / 0x7fffffff
    }
    const atoms = [
      'id',
      'title',
      '"',
      '\\',
      ':',
      '::',
      ',',
      '(',
      ')',
      '!',
      '->',
      '->>',
      '*',
      '...',
      ' ',
      ';',
      '--',
      '/*',
      "'",
      'text',
      'int',
      'union',
      'select',
      'from',
      'pg_roles',
      '[]',
      '"a b"',
      'count',
      '.sum()',
      '.count()',
      'count()',
      'inner',
      '0',
      '-1',
      '.',
    ]
    for (let n = 0; n < 5000; n++) {
      const input = Array.from(
        { length: 1 + Math.floor(random() * 12) },
        () => atoms[Math.floor(random() * atoms.length)],
      ).join('')
      let items: SelectItem[]
      try {
        items = parseSelectGrammar(input)
      } catch (error) {
        expect(error, input).toBeInstanceOf(RestError)
        expect((error as RestError).status, input).toBe(400)
        continue
      }
      const { sql } = render(items.filter((i) => i.kind !== 'embed'))
      // After removing quoted identifiers, placeholders and casts, only the renderer's own words remain.
      const bare = bareSql(sql)
      if (bare === '') continue
      for (const part of bare.split(', ')) expect(part, input).toMatch(SAFE_PART)
    }
  })
})

describe('select grammar: through the REST API', () => {
  const get = (select: string) =>
    fetch(`${stackUrl()}/rest/v1/books?select=${encodeURIComponent(select)}`, { headers: { apikey: anonKey() } })

  it('answers the catalog-reading request as PostgREST does: a syntax error, and no role names', async () => {
    const res = await fetch(
      `${stackUrl()}/rest/v1/books?select=%22%5C%22%22%3Aid%3A%3Atext%20from%20books%20t0%20where%20false%20union%20select%20rolname%20from%20pg_roles%20union%20select%20title`,
      { headers: { apikey: anonKey() } },
    )
    expect(res.status).toBe(400)
    const body = await res.text()
    expect(body).not.toMatch(/service_role|pg_read_all/)
    expect(JSON.parse(body)).toMatchObject({ code: '42601', message: 'syntax error at or near "from"' })
  })

  it('casts to any type Postgres knows, and answers an unknown one with its error', async () => {
    const res = await get('id,year:published::double precision,title::character varying')
    expect(res.status).toBe(200)
    const [row] = (await res.json()) as Record<string, unknown>[]
    expect(typeof row.year).toBe('number')
    expect(typeof row.title).toBe('string')
    const unknown = await get('id::nosuchtype')
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ code: '42704', message: 'type "nosuchtype" does not exist' })
  })

  it('serves quoted aliases holding quotes and semicolons as plain names', async () => {
    const res = await get('"a \\"; drop":title,year:published::text')
    expect(res.status).toBe(200)
    const rows = (await res.json()) as Record<string, unknown>[]
    expect(Object.keys(rows[0])).toEqual(['a "; drop', 'year'])
  })
})
