import { describe, expect, it } from 'vitest'
import { anonClient, rest } from './helpers.ts'

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
