import { describe, expect, it } from 'vitest'
import { createCastResolver } from '../src/rest/casts.ts'
import type { Database } from '../src/db/driver.ts'
import { RestError } from '../src/rest/errors.ts'
import { parseSelectGrammar, type Cast, type SelectItem } from '../src/rest/select-grammar.ts'
import { ident } from '../src/db/identifiers.ts'
import { AliasCounter, type ReadNode } from '../src/rest/read-tree.ts'
import { selectListSql } from '../src/rest/select-sql.ts'
import { Params } from '../src/rest/sql.ts'
import type { Relation, SchemaCache } from '../src/rest/schema-cache.ts'
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

const castsOf = (items: SelectItem[]): Cast[] =>
  items
    .flatMap((i) => (i.kind === 'column' ? [i.cast] : i.kind === 'aggregate' ? [i.cast, i.resultCast] : []))
    .filter((c): c is Cast => c !== undefined)

/** A table whose columns are whatever the list names. */
function nodeFor(items: SelectItem[]): ReadNode {
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
  return {
    relation,
    alias: new AliasCounter().next(),
    select: items.filter((i) => i.kind !== 'embed' && i.kind !== 'count'),
    filters: [],
    order: [],
    embeds: [],
  }
}

/**
 * Renders a parsed select list. Casts are first resolved the way casts.ts names them, schema-qualified and
 * quoted (here whatever the words say, quoted as a name), unless `resolve` is off.
 */
function render(items: SelectItem[], resolve = true): { sql: string; params: unknown[] } {
  if (resolve) for (const cast of castsOf(items)) cast.sql = `"pg_catalog".${ident(cast.words)}`
  const params = new Params()
  return { sql: selectListSql(nodeFor(items), params).join(', '), params: params.values }
}

/** `cast(x as I.I)` once quoted names are I, innermost first: a cast names its type by quoted identifiers. */
const CAST = /cast\(((?:(?!cast\().)*?) as I\.I\)/u

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
  it('renders a cast only as the type it resolved to, never its words, and refuses anything else after "::"', () => {
    const injected =
      '"\\"":id::text from opportunities t0 where false union select rolname from pg_roles union select title'
    const items = parseSelectGrammar(injected)
    expect(castsOf(items)).toEqual([
      { words: 'text from opportunities t0 where false union select rolname from pg_roles union select title' },
    ])
    expect(() => render(items, false)).toThrow(/not resolved/)
    castsOf(items)[0].sql = '"pg_catalog"."text"'
    expect(render(items, false).sql).toBe('cast(t0."id" as "pg_catalog"."text") as """"')
    rejects('id::text;select 1')
    rejects('id::text--')
    rejects('id::text)')
    rejects('id::text);drop table x;--')
    rejects('id::pg_catalog.text')
    rejects('id::"text"')
    rejects("id::'text'")
    rejects('id::text[]')
    rejects('id::varchar(10)')
    rejects("id::text 'x'")
    rejects('id::text $$x')
    rejects('id::1x')
  })

  it('takes any type name PostgREST takes, spaces included', () => {
    expect(castsOf(parseSelectGrammar('a::regclass,b::double precision , c::int'))).toEqual([
      { words: 'regclass' },
      { words: 'double precision' },
      { words: 'int' },
    ])
  })

  it('looks casts up in pg_type with the words as a parameter, and names the row it finds', async () => {
    const statements: { sql: string; params: unknown[]; settings: Record<string, string> }[] = []
    const found: Record<string, [string, string]> = {
      int: ['pg_catalog', 'int4'],
      char: ['pg_catalog', 'bpchar'],
      'interval day to second': ['pg_catalog', 'interval'],
      mood: ['public', 'mood'],
    }
    const db = {
      run: async (statement: { sql: string; params: unknown[] }, settings: Record<string, string>) => {
        statements.push({ ...statement, settings })
        const words = statement.params[0] as string[]
        return { rows: words.map((w) => ({ words: w, schema: found[w][0], name: found[w][1] })) }
      },
    } as unknown as Database
    const resolve = createCastResolver(db)
    const items = parseSelectGrammar('a::int,b::char,c::interval day to second,d::mood.max()::int')
    const node = nodeFor(items)
    const cache = {} as SchemaCache
    await resolve(cache, '"public", "extensions"', node)
    expect(castsOf(items).map((c) => c.sql)).toEqual([
      '"pg_catalog"."int4"',
      '"pg_catalog"."bpchar"(1)',
      'interval day to second',
      '"public"."mood"',
      '"pg_catalog"."int4"',
    ])
    expect(statements).toHaveLength(1)
    expect(statements[0].params).toEqual([['int', 'char', 'interval day to second', 'mood']])
    expect(statements[0].settings.search_path).toBe('"public", "extensions"')
    for (const words of Object.keys(found)) expect(statements[0].sql).not.toContain(words)
    // Known casts are remembered for the schema cache and its search path.
    await resolve(cache, '"public", "extensions"', nodeFor(parseSelectGrammar('a::int')))
    expect(statements).toHaveLength(1)
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
        cast: { words: 'int' },
        resultCast: { words: 'text' },
      },
      { kind: 'aggregate', fn: 'count', field: null },
      { kind: 'aggregate', fn: 'count', field: null, alias: 'n', resultCast: { words: 'int8' } },
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

  it('keeps the common casts working, in embeds, writes and rpc too', async () => {
    const res = await get(
      'id::text,published::int,n:published::bigint,meta::json,m:meta::jsonb,price::numeric,title::varchar,c:title::char,' +
        'd:title::character varying,year:published::double precision,tags::text,span:pages::text,author:authors!author_id(name::text)',
    )
    expect(res.status).toBe(200)
    const [row] = (await res.json()) as Record<string, unknown>[]
    expect(typeof row.id).toBe('string')
    expect(typeof row.published).toBe('number')
    expect(typeof row.meta).toBe('object')
    expect(typeof row.title).toBe('string')
    // `char` is char(1), as PostgreSQL reads the keyword.
    expect(row.c).toBe((row.title as string).slice(0, 1))
    expect(row.author).toEqual({ name: expect.any(String) })
    const rpc = await fetch(`${stackUrl()}/rest/v1/rpc/search_books?q=a&select=id::text,title::char`, {
      headers: { apikey: anonKey() },
    })
    expect(rpc.status).toBe(200)
    const write = await fetch(`${stackUrl()}/rest/v1/books?select=id::nosuchtype`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify({ title: 'never written', author_id: 1 }),
    })
    expect(write.status).toBe(400)
    expect((await write.json()).code).toBe('42704')
  })

  it.each([
    ['a semicolon and a drop', 'id::text);drop table books;--'],
    ['a closing parenthesis', 'id::text)'],
    ['a double-quoted type', 'id::"text"'],
    ['a single-quoted type', "id::'text'"],
    ['a quote after the type', "id::text'"],
    ['a type with a length', 'id::varchar(10)'],
    ['a qualified type', 'id::pg_catalog.text'],
    ['an array type', 'id::text[]'],
    ['a dollar quote', 'id::text $$x$$'],
    ['a comment', 'id::text/**/'],
    ['SQL after the type', 'id::text from books union select rolname from pg_roles'],
    ['two type names', 'id::int int'],
    ['setof', 'id::setof int'],
    ['a keyword', 'id::select'],
    ['an unknown type', 'id::nosuchtype'],
  ])('refuses a cast with %s with a 400, and the table is untouched', async (_what, select) => {
    const res = await get(select)
    expect(res.status).toBe(400)
    expect(['PGRST100', '42601', '42704']).toContain((await res.json()).code)
    expect((await get('id')).status).toBe(200)
  })

  it('serves quoted aliases holding quotes and semicolons as plain names', async () => {
    const res = await get('"a \\"; drop":title,year:published::text')
    expect(res.status).toBe(200)
    const rows = (await res.json()) as Record<string, unknown>[]
    expect(Object.keys(rows[0])).toEqual(['a "; drop', 'year'])
  })
})
