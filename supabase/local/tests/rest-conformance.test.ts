import { describe, expect, it } from 'vitest'
import { FuzzySet } from '../src/rest/fuzzy-set.ts'
import { anonClient, noRelationship, rest, restWrite } from './helpers.ts'

/**
 * PostgREST's behaviours as its documentation and its own test suite state them (statuses, codes,
 * texts), through supabase-js where it can say it, else through fetch.
 */

describe('rest conformance: upsert and missing=default', () => {
  const db = anonClient()

  it('answers 201 when an upsert inserts a row and 200 when it only updates', async () => {
    const inserted = await db
      .from('languages')
      .upsert([
        { name: 'Java', rank: 2 },
        { name: 'Go', rank: 7 },
      ])
      .select()
    expect(inserted.status).toBe(201)
    expect(inserted.data).toEqual([
      { name: 'Java', rank: 2 },
      { name: 'Go', rank: 7 },
    ])
    const updated = await db.from('languages').upsert({ name: 'Go', rank: 8 }).select()
    expect(updated.status).toBe(200)
    expect(updated.data).toEqual([{ name: 'Go', rank: 8 }])
  })

  it('answers 201 for ignore-duplicates even when nothing is inserted, and names the applied preferences', async () => {
    const res = await restWrite(
      'POST',
      '/languages',
      [{ name: 'C', rank: 99 }],
      'return=representation, resolution=ignore-duplicates',
    )
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual([])
    expect(res.headers.get('preference-applied')).toBe('resolution=ignore-duplicates, return=representation')
  })

  it('fills an identity column from its sequence with missing=default', async () => {
    const res = await restWrite(
      'POST',
      '/counters?columns=id,name&select=name,extra',
      [{ id: 1, name: 'updated value' }, { name: 'new value' }],
      'return=representation, resolution=merge-duplicates, missing=default',
    )
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual([
      { name: 'updated value', extra: 'existing value' },
      { name: 'new value', extra: null },
    ])
    expect(res.headers.get('preference-applied')).toBe(
      'resolution=merge-duplicates, missing=default, return=representation',
    )
  })
})

describe('rest conformance: preferences', () => {
  it('refuses unknown preferences with handling=strict (PGRST122)', async () => {
    const res = await rest('/books?select=id', { headers: { prefer: 'handling=strict, anything' } })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: anything',
      hint: null,
    })
  })

  it('rolls back a write that affects more rows than max-affected allows (PGRST124)', async () => {
    const res = await restWrite('PATCH', '/languages?rank=gte.0', { rank: 50 }, 'handling=strict, max-affected=1')
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.code).toBe('PGRST124')
    expect(body.message).toBe('Query result exceeds max-affected preference constraint')
    expect(body.details).toMatch(/^The query affects \d+ rows$/)
    const { data } = await anonClient().from('languages').select('rank').eq('name', 'C').single()
    expect(data).toEqual({ rank: 1 })
  })

  it('ignores tx=rollback unless pgrst.db_tx_end allows the override (hosted default)', async () => {
    const res = await restWrite('POST', '/languages', { name: 'Kept', rank: 40 }, 'tx=rollback, return=minimal')
    expect(res.status).toBe(201)
    expect(res.headers.get('preference-applied')).toBe('return=minimal')
    const { data } = await anonClient().from('languages').select('name').eq('name', 'Kept')
    expect(data).toEqual([{ name: 'Kept' }])
  })
})

describe('rest conformance: reads', () => {
  const db = anonClient()

  it('answers a singular request that matched no row with PostgREST 12 text', async () => {
    const { error, status } = await db.from('books').select('id').eq('id', -1).single()
    expect(status).toBe(406)
    expect(error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    })
  })

  it('lists PGRST201 candidates as an array in details', async () => {
    const { error, status } = await db.from('books').select('title, authors(name)')
    expect(status).toBe(300)
    expect(error?.code).toBe('PGRST201')
    expect(error?.details).toHaveLength(2)
    expect(error?.details).toEqual(
      expect.arrayContaining([
        {
          cardinality: 'many-to-one',
          embedding: 'books with authors',
          relationship: 'books_author_id_fkey using books(author_id) and authors(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'books with authors',
          relationship: 'books_editor_id_fkey using books(editor_id) and authors(id)',
        },
      ]),
    )
    expect(error?.hint).toMatch(
      /^Try changing 'authors' to one of the following: 'authors!books_(author|editor)_id_fkey', 'authors!books_(author|editor)_id_fkey'\. Find the desired relationship in the 'details' key\.$/,
    )
  })

  it('suggests the closest related table for a misspelled embed (PGRST200)', async () => {
    const { error, status } = await db.from('books').select('title, genre(name)')
    expect(status).toBe(400)
    expect(error).toEqual({
      ...noRelationship('books', 'genre'),
      hint: "Perhaps you meant 'genres' instead of 'genre'.",
    })
    const hinted = await db.from('books').select('title, authrs!author_id(name)')
    expect(hinted.error?.hint).toBe("Perhaps you meant 'authors' instead of 'authrs'.")
  })

  it('gives no PGRST200 hint when no related name is close, nor for a related name used wrongly', async () => {
    const far = await db.from('books').select('title, xyzzy(name)')
    expect(far.error?.code).toBe('PGRST200')
    expect(far.error?.hint).toBeNull()
    const related = await db.from('books').select('title, genres!no_such_key(name)')
    expect(related.error?.code).toBe('PGRST200')
    expect(related.error?.hint).toBeNull()
  })

  it('suggests the closest table that has relationships when the embedding one has none (PGRST200)', async () => {
    // `languages` has no foreign keys: PostgREST looks for a misspelled parent among the tables that have.
    const near = await db.from('languages').select('name, books(title)')
    expect(near.error?.code).toBe('PGRST200')
    expect(near.error?.hint).toBe("Perhaps you meant 'genres' instead of 'languages'.")
    const far = await db.from('spans').select('*, books(title)')
    expect(far.error?.code).toBe('PGRST200')
    expect(far.error?.hint).toBeNull()
  })

  it('answers HEAD with a planned count and fewer rows than counted with 206', async () => {
    const { count, status, error } = await db.from('books').select('*', { count: 'planned', head: true }).limit(1)
    expect(error).toBeNull()
    expect(status).toBe(206)
    expect(typeof count).toBe('number')
    expect(count).toBeGreaterThan(1)
  })

  it('refuses the plan media type unless pgrst.db_plan_enabled is set (hosted default)', async () => {
    const res = await rest('/books?select=id', { headers: { accept: 'application/vnd.pgrst.plan+json' } })
    expect(res.status).toBe(406)
    expect((await res.json()).code).toBe('PGRST107')
  })

  it('maps nxl to &> and nxr to &<', async () => {
    const nxr = await db.from('spans').select('id').filter('during', 'nxr', '[0,6)').order('id')
    expect(nxr.data).toEqual([{ id: 1 }])
    const nxl = await db.from('spans').select('id').filter('during', 'nxl', '[8,9)').order('id')
    expect(nxl.data).toEqual([{ id: 2 }])
  })

  it('keeps jsonb spacing in a singular object and strips nulls on request', async () => {
    const one = await rest('/spans?id=eq.1&select=doc', { headers: { accept: 'application/vnd.pgrst.object+json' } })
    expect(await one.text()).toBe('{"doc":{"a": 1, "b": [1, 2]}}')
    const stripped = await rest('/spans?id=eq.2&select=id,note', {
      headers: { accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
    })
    expect(stripped.headers.get('content-type')).toBe('application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8')
    expect(await stripped.json()).toEqual({ id: 2 })
    const array = await db.from('spans').select('id,note').order('id').stripNulls()
    expect(array.data).toEqual([{ id: 1, note: 'say "hi", then leave' }, { id: 2 }])
  })

  it('writes CSV as PostgREST does: record quoting, jsonb spacing, empty for null', async () => {
    const res = await rest('/spans?select=id,during,doc,note&order=id', { headers: { accept: 'text/csv' } })
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(await res.text()).toBe(
      'id,during,doc,note\n1,"[1,5)","{""a"": 1, ""b"": [1, 2]}","say ""hi"", then leave"\n2,"[10,20)",{},',
    )
  })

  it('reads a computed field in select, filters and order', async () => {
    const { data, error } = await db
      .from('books')
      .select('id, label')
      .like('label', '*(19*')
      .lte('id', 4)
      .order('label')
      .limit(2)
    expect(error).toBeNull()
    expect(data).toEqual([
      { id: 1, label: 'A Wizard of Earthsea (1968)' },
      { id: 3, label: 'Kindred (1979)' },
    ])
  })

  it('embeds set-returning and single-row functions over a row as relationships', async () => {
    const { data, error } = await db
      .from('books')
      .select('title, same_author(title), writer(name)')
      .eq('id', 1)
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({
      title: 'A Wizard of Earthsea',
      same_author: [{ title: 'The Left Hand of Darkness' }],
      writer: { name: 'Ursula K. Le Guin' },
    })
  })
})

describe('rest conformance: rpc', () => {
  const db = anonClient()

  it('resolves overloads by argument names', async () => {
    expect((await db.rpc('overloaded')).data).toBe(0)
    expect((await db.rpc('overloaded', { a: 4 })).data).toBe(4)
    expect((await db.rpc('overloaded', { a: 4, b: 5 })).data).toBe(9)
    const get = await db.rpc('overloaded', { a: 2, b: 3 }, { get: true })
    expect(get.data).toBe(5)
  })

  it('answers 300 PGRST203 when overloads share the argument names', async () => {
    const { error, status } = await db.rpc('ambiguous', { x: 1 })
    expect(status).toBe(300)
    expect(error).toMatchObject({
      code: 'PGRST203',
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    })
    expect(error?.message).toContain('Could not choose the best candidate function between: public.ambiguous(x => ')
  })

  it('passes the whole body to a single unnamed json or text parameter', async () => {
    const json = await db.rpc('echo_json', { any: 'thing', n: 1 })
    expect(json.error).toBeNull()
    expect(json.data).toEqual({ any: 'thing', n: 1 })
    const text = await rest('/rpc/echo_text', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'shout',
    })
    expect(text.status).toBe(200)
    expect(await text.json()).toBe('SHOUT')
  })

  it('does not call functions with several unnamed parameters (404, never broken SQL)', async () => {
    const { error, status } = await db.rpc('two_unnamed', { a: 1, b: 2 })
    expect(status).toBe(404)
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.two_unnamed(a, b) in the schema cache',
      details:
        'Searched for the function public.two_unnamed with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    })
  })

  it('counts the rows of a set-returning function', async () => {
    const { data, count, error } = await db
      .rpc('languages_ranked', { max_rank: 3 }, { count: 'exact' })
      .order('rank')
      .limit(2)
    expect(error).toBeNull()
    expect(data).toEqual([
      { name: 'C', rank: 1 },
      { name: 'Java', rank: 2 },
    ])
    expect(count).toBe(3)
  })

  it("sets search_path to the request's schema, then [api] extra_search_path", async () => {
    const { data } = await db.rpc('uses_extra_path')
    expect(data).toBe('"public", "public", "extensions"')
  })
})

describe('rest conformance: the fuzzy set behind PGRST200 hints', () => {
  it("scores as the fuzzyset library's own examples state", () => {
    const set = new FuzzySet(['Shaggy Rogers', 'Fred Jones', 'Daphne Blake', 'Velma Dinkley'])
    expect(set.get('Shaggy Jones')).toEqual([
      [10 / 13, 'Shaggy Rogers'],
      [0.5, 'Fred Jones'],
    ])
    expect(new FuzzySet(['Jurassic Park', 'Terminator', 'The Matrix']).getOne('percolator')).toBe('Terminator')
    expect(new FuzzySet(['directors', 'roles', 'actors']).get('ACTORS')).toEqual([[1, 'actors']])
    expect(new FuzzySet(['directors', 'roles', 'actors']).get('noclosealternative')).toEqual([])
  })
})
