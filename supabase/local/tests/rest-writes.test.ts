import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningStack } from '../src/server.ts'
import { startFixtureStack } from '../../../tests/setup/test-database.ts'
import { adminClient, anonClient, rest, signedInUser, useStack } from './helpers.ts'

// A stack of its own: these writes would change what the read tests (rest.test.ts) count, as they run alongside.
let running: RunningStack
beforeAll(async () => {
  running = await startFixtureStack({ seedFile: 'supabase/local/tests/fixtures/seed.sql' })
  useStack(() => running.url)
})
afterAll(() => running?.close())

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
