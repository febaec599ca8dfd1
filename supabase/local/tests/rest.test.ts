import { beforeAll, describe, expect, it } from 'vitest'
import { adminClient, anonClient, anonKey, signedInUser, stackUrl } from './helpers.ts'

const rest = (path: string, init: RequestInit = {}) =>
  fetch(`${stackUrl()}/rest/v1${path}`, { ...init, headers: { apikey: anonKey(), ...init.headers } })

describe('rest: select', () => {
  const db = anonClient()

  it('selects columns with aliases, casts and JSON paths', async () => {
    const { data, error } = await db
      .from('books')
      .select('id, name:title, year:published::text, rating:meta->rating, series:meta->>series')
      .eq('id', 1)
    expect(error).toBeNull()
    expect(data).toEqual([{ id: 1, name: 'A Wizard of Earthsea', year: '1968', rating: 5, series: 'Earthsea' }])
  })

  it('embeds to-one, to-many, many-to-many and counts', async () => {
    const { data, error } = await db
      .from('books')
      .select('title, author:authors!author_id(name), genres(name), book_genres(count)')
      .eq('id', 4)
      .single()
    expect(error).toBeNull()
    expect(data).toEqual({
      title: 'Stories of Your Life',
      author: { name: 'Ted Chiang' },
      genres: [{ name: 'Science fiction' }, { name: 'Short stories' }],
      book_genres: [{ count: 2 }],
    })
  })

  it('embeds through a foreign-key column name and a constraint name', async () => {
    const byColumn = await db.from('books').select('title, editor_id(name)').eq('id', 1).single()
    expect(byColumn.data).toEqual({ title: 'A Wizard of Earthsea', editor_id: { name: 'Octavia E. Butler' } })
    const byConstraint = await db
      .from('books')
      .select('title, editor:authors!books_editor_id_fkey(name)')
      .eq('id', 3)
      .single()
    expect(byConstraint.data?.editor).toEqual({ name: 'Ursula K. Le Guin' })
  })

  it('filters, orders and limits embedded resources, and !inner filters the parent', async () => {
    const { data } = await db
      .from('authors')
      .select('name, books!author_id(title, published)')
      .eq('id', 1)
      .order('published', { referencedTable: 'books', ascending: false })
      .limit(1, { referencedTable: 'books' })
      .single()
    expect(data?.books).toEqual([{ title: 'The Left Hand of Darkness', published: 1969 }])

    const inner = await db
      .from('authors')
      .select('name, books!author_id!inner(title)')
      .eq('books.tags', '{short}')
      .order('id')
    expect(inner.data).toEqual([])
    const innerCs = await db
      .from('authors')
      .select('name, books!author_id!inner(title)')
      .contains('books.tags', ['short'])
    expect(innerCs.data).toEqual([{ name: 'Ted Chiang', books: [{ title: 'Stories of Your Life' }] }])
  })

  it('explains ambiguous and missing relationships', async () => {
    const ambiguous = await db.from('books').select('*, authors(*)')
    expect(ambiguous.status).toBe(300)
    expect(ambiguous.error?.code).toBe('PGRST201')
    expect(ambiguous.error?.hint).toContain("'authors!books_author_id_fkey'")
    const missing = await db.from('genres').select('*, authors(*)')
    expect(missing.status).toBe(400)
    expect(missing.error?.code).toBe('PGRST200')
  })

  it('spreads a to-one embed into the parent', async () => {
    const { data } = await db.from('books').select('id, ...authors!author_id(author:name)').eq('id', 3)
    expect(data).toEqual([{ id: 3, author: 'Octavia E. Butler' }])
  })

  it('applies every comparison, pattern, list, array, range and text-search operator', async () => {
    const ids = async (q: PromiseLike<{ data: { id: number }[] | null }>) => ((await q).data ?? []).map((r) => r.id)
    // Seeded rows only: other tests add books while this one runs.
    const books = () => db.from('books').select('id').lte('id', 4).order('id')
    expect(await ids(books().eq('status', 'draft'))).toEqual([4])
    expect(await ids(books().neq('status', 'draft'))).toEqual([1, 2, 3])
    expect(await ids(books().gt('published', 1969))).toEqual([3, 4])
    expect(await ids(books().gte('published', 1969))).toEqual([2, 3, 4])
    expect(await ids(books().lt('published', 1969))).toEqual([1])
    expect(await ids(books().lte('published', 1969))).toEqual([1, 2])
    expect(await ids(books().like('title', '%Dark%'))).toEqual([2])
    expect(await ids(books().ilike('title', '%dark%'))).toEqual([2])
    expect(await ids(books().match({ status: 'published', author_id: 1 }))).toEqual([1, 2])
    expect(await ids(books().filter('title', 'match', '^K'))).toEqual([3])
    expect(await ids(books().filter('title', 'imatch', '^k'))).toEqual([3])
    expect(await ids(books().is('editor_id', null))).toEqual([2, 4])
    expect(await ids(books().not('editor_id', 'is', null))).toEqual([1, 3])
    expect(await ids(books().filter('price', 'isdistinct', '9.99'))).toEqual([2, 3, 4])
    expect(await ids(books().in('id', [1, 3, 99]))).toEqual([1, 3])
    expect(await ids(books().in('title', ['Kindred', 'a,b']))).toEqual([3])
    expect(await ids(books().contains('tags', ['classic']))).toEqual([1, 2])
    expect(await ids(books().containedBy('tags', ['scifi', 'short', 'classic']))).toEqual([2, 3, 4])
    expect(await ids(books().overlaps('tags', ['short', 'fantasy']))).toEqual([1, 4])
    expect(await ids(books().contains('meta', { series: 'Earthsea' }))).toEqual([1])
    expect(await ids(books().rangeLt('pages', '[250,300)'))).toEqual([1])
    expect(await ids(books().rangeGt('pages', '[0,150)'))).toEqual([])
    expect(await ids(books().rangeAdjacent('pages', '[200,250)'))).toEqual([1])
    // nxr is &< (does not extend to the right of), nxl is &> (does not extend to the left of), as in PostgREST.
    expect(await ids(books().filter('pages', 'nxr', '[1,2)'))).toEqual([])
    expect(await ids(books().filter('pages', 'nxl', '[1,250)'))).toEqual([1, 2, 3])
    expect(await ids(books().textSearch('search', 'wizard'))).toEqual([1])
    expect(await ids(books().textSearch('title', 'left darkness', { type: 'plain', config: 'english' }))).toEqual([2])
    expect(await ids(books().textSearch('title', 'left hand', { type: 'phrase', config: 'english' }))).toEqual([2])
    expect(
      await ids(books().textSearch('title', '"your life" -kindred', { type: 'websearch', config: 'english' })),
    ).toEqual([4])
    expect(await ids(books().or('published.lt.1969,title.eq.Kindred'))).toEqual([1, 3])
    expect(await ids(books().or('and(author_id.eq.1,published.gt.1968),id.eq.4'))).toEqual([2, 4])
    expect(await ids(books().not('id', 'in', '(1,2)'))).toEqual([3, 4])
    expect(await ids(books().filter('title', 'like(any)', '{*Wizard*,Kin*}'))).toEqual([1, 3])
    expect(await ids(books().filter('id', 'gt(all)', '{1,2}'))).toEqual([3, 4])
    expect(await ids(books().filter('meta->>series', 'eq', 'Earthsea'))).toEqual([1])
  })

  it('orders with nulls first or last, and pages with limit, offset and Range', async () => {
    const { data } = await db.from('books').select('id, price').order('price', { ascending: false, nullsFirst: true })
    expect(data?.map((b) => b.id)).toEqual([4, 2, 3, 1])
    const page = await db.from('books').select('id', { count: 'exact' }).order('id').range(1, 2)
    expect(page.data).toEqual([{ id: 2 }, { id: 3 }])
    expect(page.count).toBe(4)
    expect(page.status).toBe(206)
    const head = await db.from('books').select('*', { count: 'exact', head: true })
    expect(head.count).toBe(4)
    expect(head.data).toBeNull()
    const past = await rest('/books?offset=10', { headers: { prefer: 'count=exact' } })
    expect(past.status).toBe(416)
    expect((await past.json()).code).toBe('PGRST103')
  })

  it('answers single() and maybeSingle() as PostgREST does', async () => {
    const none = await db.from('books').select('id').eq('id', 999).single()
    expect(none.error?.code).toBe('PGRST116')
    expect(none.status).toBe(406)
    const many = await db.from('books').select('id').single()
    expect(many.error?.details).toBe('The result contains 4 rows')
    const maybe = await db.from('books').select('id').eq('id', 999).maybeSingle()
    expect(maybe.error).toBeNull()
    expect(maybe.data).toBeNull()
  })

  it('returns CSV when asked', async () => {
    const { data } = await db.from('genres').select('id, name').order('id').csv()
    // Each row as Postgres writes a record, as PostgREST's CSV is: values with spaces are quoted.
    expect(data).toBe('id,name\n1,Fantasy\n2,"Science fiction"\n3,"Short stories"')
  })
})

describe('rest: writes', () => {
  let member: Awaited<ReturnType<typeof signedInUser>>
  beforeAll(async () => {
    member = await signedInUser('writer')
  })

  it('inserts one and many rows, returning what was asked', async () => {
    const one = await member.client.from('authors').insert({ name: 'N. K. Jemisin' }).select('id, name').single()
    expect(one.status).toBe(201)
    expect(one.data?.name).toBe('N. K. Jemisin')
    const many = await member.client
      .from('books')
      .insert([
        { title: 'The Fifth Season', author_id: one.data!.id, tags: ['fantasy'], meta: { award: 'Hugo' } },
        { title: 'The Obelisk Gate', author_id: one.data!.id, tags: [], meta: {} },
      ])
      .select('title, tags, meta, status, author:authors!author_id(name)')
    expect(many.error).toBeNull()
    expect(many.data).toEqual([
      {
        title: 'The Fifth Season',
        tags: ['fantasy'],
        meta: { award: 'Hugo' },
        status: 'draft',
        author: { name: 'N. K. Jemisin' },
      },
      { title: 'The Obelisk Gate', tags: [], meta: {}, status: 'draft', author: { name: 'N. K. Jemisin' } },
    ])
    // As in PostgREST, a key missing from one row of a bulk insert is null there unless defaults are asked for.
    const nulls = await member.client.from('books').insert([
      { title: 'Has tags', author_id: one.data!.id, tags: ['x'] },
      { title: 'No tags', author_id: one.data!.id },
    ])
    expect(nulls.error?.code).toBe('23502')
    const minimal = await member.client.from('authors').insert({ name: 'Quiet' })
    expect(minimal.status).toBe(201)
    expect(minimal.data).toBeNull()
  })

  it('fills keys missing from some rows with defaults when asked', async () => {
    const author = await member.client.from('authors').insert({ name: 'Defaults' }).select('id').single()
    const { data, error } = await member.client
      .from('books')
      .insert(
        [
          { title: 'With status', author_id: author.data!.id, status: 'published' },
          { title: 'Without', author_id: author.data!.id },
        ],
        {
          defaultToNull: false,
        },
      )
      .select('title, status')
    expect(error).toBeNull()
    expect(data).toEqual([
      { title: 'With status', status: 'published' },
      { title: 'Without', status: 'draft' },
    ])
  })

  it('upserts with merge and ignore, on the primary key or named columns', async () => {
    const merged = await member.client
      .from('genres')
      .upsert({ name: 'Fantasy' }, { onConflict: 'name' })
      .select('id, name')
    expect(merged.data).toEqual([{ id: 1, name: 'Fantasy' }])
    const ignored = await member.client
      .from('genres')
      .upsert([{ name: 'Fantasy' }, { name: 'Horror' }], { onConflict: 'name', ignoreDuplicates: true })
      .select('name')
    expect(ignored.data).toEqual([{ name: 'Horror' }])
  })

  it('updates and deletes only the filtered rows', async () => {
    const author = await member.client.from('authors').insert({ name: 'Temp' }).select('id').single()
    const id = author.data!.id
    const updated = await member.client.from('authors').update({ bio: 'Updated' }).eq('id', id).select('bio')
    expect(updated.data).toEqual([{ bio: 'Updated' }])
    const counted = await member.client.from('authors').update({ bio: 'Again' }, { count: 'exact' }).eq('id', id)
    expect(counted.count).toBe(1)
    expect(counted.status).toBe(204)
    const removed = await adminClient().from('authors').delete().eq('id', id).select('name')
    expect(removed.data).toEqual([{ name: 'Temp' }])
  })

  it('rolls back a singular write that matched more than one row', async () => {
    const res = await rest('/books?author_id=eq.1', {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${member.session.access_token}`,
        accept: 'application/vnd.pgrst.object+json',
        'content-type': 'application/json',
        prefer: 'return=representation',
      },
      body: JSON.stringify({ status: 'changed' }),
    })
    expect(res.status).toBe(406)
    const { data } = await anonClient().from('books').select('status').eq('author_id', 1)
    expect(data?.every((b) => b.status === 'published')).toBe(true)
  })

  it('maps constraint violations to PostgREST statuses', async () => {
    const dupe = await member.client.from('genres').insert({ name: 'Fantasy' })
    expect(dupe.status).toBe(409)
    expect(dupe.error?.code).toBe('23505')
    const orphan = await member.client.from('books').insert({ title: 'Orphan', author_id: 999999 })
    expect(orphan.status).toBe(409)
    expect(orphan.error?.code).toBe('23503')
    const missing = await member.client.from('books').insert({ author_id: 1 })
    expect(missing.status).toBe(400)
    expect(missing.error?.code).toBe('23502')
    const unknown = await member.client.from('books').insert({ title: 'x', author_id: 1, colour: 'red' })
    expect(unknown.error?.code).toBe('PGRST204')
  })
})

describe('rest: row level security', () => {
  it('lets owners read, change and remove their own rows, and nobody else', async () => {
    const alice = await signedInUser('alice')
    const bob = await signedInUser('bob')
    const created = await alice.client.from('notes').insert({ body: 'alice private' }).select('id, owner_id').single()
    expect(created.error).toBeNull()
    expect(created.data?.owner_id).toBe(alice.id)
    const id = created.data!.id

    expect((await alice.client.from('notes').select('body').eq('id', id)).data).toEqual([{ body: 'alice private' }])
    expect((await bob.client.from('notes').select('body').eq('id', id)).data).toEqual([])
    expect((await anonClient().from('notes').select('body').eq('id', id)).data).toEqual([])

    const bobEdit = await bob.client.from('notes').update({ body: 'hacked' }).eq('id', id).select()
    expect(bobEdit.data).toEqual([])
    const bobDelete = await bob.client.from('notes').delete().eq('id', id).select()
    expect(bobDelete.data).toEqual([])
    expect((await alice.client.from('notes').select('body').eq('id', id).single()).data?.body).toBe('alice private')

    const forged = await bob.client.from('notes').insert({ body: 'as alice', owner_id: alice.id })
    expect(forged.status).toBe(403)
    expect(forged.error?.code).toBe('42501')

    const anonWrite = await anonClient().from('notes').insert({ body: 'anon' })
    expect(anonWrite.status).toBe(401)

    expect(
      (await alice.client.from('notes').update({ is_public: true }).eq('id', id).select('is_public')).data,
    ).toEqual([{ is_public: true }])
    expect((await bob.client.from('notes').select('body').eq('id', id)).data).toEqual([{ body: 'alice private' }])
    expect((await anonClient().from('notes').select('body').eq('id', id)).data).toEqual([{ body: 'alice private' }])
    expect((await alice.client.from('notes').delete().eq('id', id).select('id')).data).toEqual([{ id }])
  })

  it('bypasses RLS for the service role only', async () => {
    const alice = await signedInUser('svc')
    await alice.client.from('notes').insert({ body: 'hidden from others' })
    const { data } = await adminClient().from('notes').select('body').eq('owner_id', alice.id)
    expect(data).toEqual([{ body: 'hidden from others' }])
  })
})

describe('rest: rpc', () => {
  const db = anonClient()

  it('calls scalar, set-returning, row and table functions, with filters on their rows', async () => {
    expect((await db.rpc('add', { a: 2, b: 3 })).data).toBe(5)
    expect((await db.rpc('add', { a: 2 })).data).toBe(3)
    expect((await db.rpc('add', { a: 2 }, { get: true })).data).toBe(3)
    const found = await db.rpc('search_books', { q: 'the' }).select('id, title').gt('id', 1).lte('id', 4)
    expect(found.data).toEqual([{ id: 2, title: 'The Left Hand of Darkness' }])
    const row = await db.rpc('get_book', { book_id: 3 }).select('title, authors!author_id(name)')
    expect(row.data).toEqual({ title: 'Kindred', authors: { name: 'Octavia E. Butler' } })
    const table = await db.rpc('book_titles').lte('id', 2)
    expect(table.data).toEqual([
      { id: 1, title: 'A Wizard of Earthsea' },
      { id: 2, title: 'The Left Hand of Darkness' },
    ])
    const voided = await db.rpc('touch')
    expect(voided.error).toBeNull()
    expect(voided.status).toBe(204)
  })

  it('runs as the caller, with the claims PostgREST sets', async () => {
    const alice = await signedInUser('rpc')
    const me = await alice.client.rpc('whoami')
    expect(me.data).toEqual({ role: 'authenticated', sub: alice.id, method: 'POST' })
    expect((await db.rpc('whoami')).data).toEqual({ role: 'anon', sub: null, method: 'POST' })
    await alice.client.from('notes').insert([{ body: 'one' }, { body: 'two' }])
    expect((await alice.client.rpc('my_note_count')).data).toBe(2)
  })

  it('refuses writes through GET, unknown functions and raised errors, in PostgREST shape', async () => {
    const readOnly = await db.rpc('add_genre', { name: 'Poetry' }, { get: true })
    expect(readOnly.status).toBe(405)
    expect(readOnly.error?.code).toBe('25006')
    const unknown = await db.rpc('nope', { x: 1 })
    expect(unknown.status).toBe(404)
    expect(unknown.error?.code).toBe('PGRST202')
    const raised = await db.rpc('fail_with_hint')
    expect(raised.status).toBe(400)
    expect(raised.error).toMatchObject({
      code: 'P0001',
      message: 'custom failure',
      details: 'some detail',
      hint: 'some hint',
    })
  })
})

describe('rest: bad input never becomes a 500', () => {
  const cases: [string, RequestInit, number, string][] = [
    ['/nope', {}, 404, 'PGRST205'],
    ['/books?id=eq.abc', {}, 400, '22P02'],
    ['/books?id=zz.1', {}, 400, 'PGRST100'],
    ['/books?select=nope', {}, 400, '42703'],
    ['/books?order=id.sideways', {}, 400, 'PGRST100'],
    ['/books?limit=-1', {}, 400, 'PGRST100'],
    ['/books?or=(id.eq.1', {}, 400, 'PGRST100'],
    ['/books?select=id,unknown_rel(*)', {}, 400, 'PGRST200'],
    [
      '/books',
      { method: 'POST', body: '{"title": ', headers: { 'content-type': 'application/json' } },
      400,
      'PGRST102',
    ],
    ['/books', { method: 'POST', body: '"text"', headers: { 'content-type': 'application/json' } }, 400, 'PGRST102'],
    ['/books', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } }, 415, 'PGRST107'],
    ['/books', { headers: { authorization: 'Bearer not.a.jwt' } }, 401, 'PGRST301'],
    ['/books', { headers: { 'accept-profile': 'private' } }, 406, 'PGRST106'],
    [
      '/books',
      {
        method: 'POST',
        body: JSON.stringify({ title: 'x'.repeat(11 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      },
      413,
      'PGRST413',
    ],
  ]
  for (const [path, init, status, code] of cases) {
    it(`${init.method ?? 'GET'} ${path.slice(0, 60)} → ${status} ${code}`, async () => {
      const res = await rest(path, init)
      expect(res.status).toBe(status)
      const body = await res.json()
      expect(body.code).toBe(code)
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message'])
    })
  }

  it('refuses an expired token with PGRST303', async () => {
    const { SignJWT } = await import('jose')
    const token = await new SignJWT({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000000', exp: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long'))
    const res = await rest('/books', { headers: { authorization: `Bearer ${token}` } })
    expect(res.status).toBe(401)
    expect((await res.json()).code).toBe('PGRST303')
  })

  it('treats hostile names as names, not SQL', async () => {
    const res = await rest(`/books?select=${encodeURIComponent('"id; drop table books; --"')}`)
    expect(res.status).toBe(400)
    expect((await anonClient().from('books').select('id', { count: 'exact', head: true })).count).toBeGreaterThan(0)
    const injected = await rest(`/books?title=eq.${encodeURIComponent("x' or '1'='1")}`)
    expect(await injected.json()).toEqual([])
  })
})
