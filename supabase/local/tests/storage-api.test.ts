import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { adminClient, serviceRoleKey, stackUrl } from './helpers.ts'

/**
 * Storage as storage-api documents it, through storage-js: list v2, ISO-8601 timestamps, user metadata,
 * `;charset`, signed-upload upsert, the `x-transformations` header and its error format.
 */
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

async function freshBucket(label: string, options: { public?: boolean } = {}) {
  const id = `${label}-${randomUUID().slice(0, 8)}`
  const { error } = await adminClient().storage.createBucket(id, { public: options.public ?? false })
  if (error) throw error
  return { id, files: adminClient().storage.from(id) }
}

describe('storage-api conformance', () => {
  it('answers timestamps as ISO-8601 in buckets, lists, info and removals', async () => {
    const { id, files } = await freshBucket('iso')
    await files.upload('a/one.txt', 'one', { contentType: 'text/plain' })
    const bucket = (await adminClient().storage.getBucket(id)).data!
    expect(bucket.created_at).toMatch(ISO)
    expect(bucket.updated_at).toMatch(ISO)
    const [listed] = (await files.list('a')).data!
    expect(listed.created_at).toMatch(ISO)
    expect(listed.updated_at).toMatch(ISO)
    const info = (await files.info('a/one.txt')).data!
    expect(info.createdAt).toMatch(ISO)
    const removed = (await files.remove(['a/one.txt'])).data!
    expect(removed[0].created_at).toMatch(ISO)
  })

  it('lists v2: flat under a prefix, with folders apart when asked, page by page with a cursor', async () => {
    const { files } = await freshBucket('v2')
    for (const name of ['docs/a.txt', 'docs/b.txt', 'docs/c.txt', 'docs/deep/d.txt', 'other.txt'])
      await files.upload(name, name, { contentType: 'text/plain' })

    // Flat: storage-api's rows as they are, `name` the full key (no `key`).
    const flat = (await files.listV2({ prefix: 'docs/' })).data!
    expect(flat.hasNext).toBe(false)
    expect(flat.nextCursor).toBeUndefined()
    expect(flat.folders).toEqual([])
    expect(flat.objects.map((o) => o.name)).toEqual(['docs/a.txt', 'docs/b.txt', 'docs/c.txt', 'docs/deep/d.txt'])
    expect(Object.keys(flat.objects[0]).sort()).toEqual(
      ['created_at', 'id', 'last_accessed_at', 'metadata', 'name', 'updated_at'].sort(),
    )
    expect(flat.objects[0].created_at).toMatch(ISO)

    // With the delimiter: `key` the segment at the prefix's level, `name` the full path.
    const level = (await files.listV2({ prefix: 'docs/', with_delimiter: true })).data!
    expect(level.folders).toEqual([
      {
        key: 'deep',
        name: 'docs/deep/',
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      },
    ])
    expect(level.objects.map((o) => [o.key, o.name])).toEqual([
      ['a.txt', 'docs/a.txt'],
      ['b.txt', 'docs/b.txt'],
      ['c.txt', 'docs/c.txt'],
    ])
    const top = (await files.listV2({ with_delimiter: true })).data!
    expect(top.folders.map((f) => f.name)).toEqual(['docs/'])
    expect(top.objects.map((o) => o.key)).toEqual(['other.txt'])

    const first = (await files.listV2({ prefix: 'docs/', limit: 2 })).data!
    expect(first.hasNext).toBe(true)
    expect(first.objects.map((o) => o.name)).toEqual(['docs/a.txt', 'docs/b.txt'])
    // storage-api's continuation token: base64 of `l:<last name>` (and the order, when one was given).
    expect(Buffer.from(first.nextCursor!, 'base64').toString()).toBe('l:docs/b.txt')
    expect((first as { nextCursorKey?: string }).nextCursorKey).toBe('docs/b.txt')
    const second = (await files.listV2({ prefix: 'docs/', limit: 2, cursor: first.nextCursor })).data!
    expect(second.objects.map((o) => o.name)).toEqual(['docs/c.txt', 'docs/deep/d.txt'])
    expect(second.hasNext).toBe(false)

    const desc = (await files.listV2({ prefix: 'docs/', sortBy: { column: 'name', order: 'desc' } })).data!
    expect(desc.objects[0].name).toBe('docs/deep/d.txt')
    // The cursor keeps the order it was made with.
    const descFirst = (await files.listV2({ prefix: 'docs/', limit: 3, sortBy: { column: 'name', order: 'desc' } }))
      .data!
    expect(Buffer.from(descFirst.nextCursor!, 'base64').toString()).toBe('l:docs/b.txt\no:desc\nc:name')
    const descNext = (await files.listV2({ prefix: 'docs/', limit: 3, cursor: descFirst.nextCursor })).data!
    expect(descNext.objects.map((o) => o.name)).toEqual(['docs/a.txt'])
  })

  it("pages list v2 by a timestamp column, the cursor holding the last row's time", async () => {
    const { files } = await freshBucket('v2time')
    for (const name of ['z.txt', 'y.txt', 'x.txt']) {
      await files.upload(name, name, { contentType: 'text/plain' })
      await new Promise((r) => setTimeout(r, 5))
    }
    const first = (await files.listV2({ limit: 2, sortBy: { column: 'created_at', order: 'asc' } })).data!
    expect(first.objects.map((o) => o.name)).toEqual(['z.txt', 'y.txt'])
    const parts = Buffer.from(first.nextCursor!, 'base64').toString().split('\n')
    expect(parts.slice(0, 3)).toEqual(['l:y.txt', 'o:asc', 'c:created_at'])
    expect(parts[3]).toMatch(/^a:\d{4}-\d\d-\d\dT/)
    const next = (await files.listV2({ limit: 2, cursor: first.nextCursor })).data!
    expect(next.objects.map((o) => o.name)).toEqual(['x.txt'])
    expect(next.hasNext).toBe(false)
  })

  it("refuses bad list v2 input with 400, as storage-api's schema and token checks do", async () => {
    const { id } = await freshBucket('v2bad')
    const post = async (body: unknown) => {
      const res = await fetch(`${stackUrl()}/storage/v1/object/list-v2/${id}`, {
        method: 'POST',
        headers: {
          apikey: serviceRoleKey(),
          authorization: `Bearer ${serviceRoleKey()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      })
      return { status: res.status, body: await res.json() }
    }
    expect(await post({ limit: 0 })).toEqual({
      status: 400,
      body: { statusCode: '400', error: 'Error', message: 'body/limit must be >= 1' },
    })
    expect((await post({ limit: 1.5 })).body.message).toBe('body/limit must be integer')
    expect((await post({ with_delimiter: 'sometimes' })).body.message).toBe('body/with_delimiter must be boolean')
    expect((await post({ sortBy: { order: 'asc' } })).body.message).toBe(
      "body/sortBy must have required property 'column'",
    )
    expect((await post({ sortBy: { column: 'size' } })).body.message).toBe(
      'body/sortBy/column must be equal to one of the allowed values',
    )
    expect(await post({ cursor: 'not a cursor' })).toEqual({
      status: 400,
      body: { statusCode: '400', error: 'InvalidParameter', message: 'Invalid Parameter continuation token' },
    })
    // Scalars are coerced as Fastify's ajv does.
    expect((await post({ limit: '5', with_delimiter: 'true' })).status).toBe(200)
  })

  it('keeps user metadata given on upload (header or form) and answers it from info', async () => {
    const { files } = await freshBucket('meta')
    await files.upload('raw.txt', 'hello', { contentType: 'text/plain', metadata: { course: 'CS101', year: 2026 } })
    expect((await files.info('raw.txt')).data!.metadata).toEqual({ course: 'CS101', year: 2026 })
    await files.upload('form.txt', new Blob(['hello'], { type: 'text/plain' }), { metadata: { kind: 'form' } })
    expect((await files.info('form.txt')).data!.metadata).toEqual({ kind: 'form' })
  })

  it('keeps ;charset in the content type it stores and serves', async () => {
    const { files } = await freshBucket('charset')
    await files.upload('note.txt', 'héllo', { contentType: 'text/plain;charset=UTF-8' })
    expect((await files.info('note.txt')).data!.contentType).toBe('text/plain;charset=UTF-8')
    const down = await files.download('note.txt')
    expect(down.data!.type.toLowerCase()).toBe('text/plain;charset=utf-8')
  })

  it('uploads through a signed URL, overwriting only when the URL was made with upsert', async () => {
    const { files } = await freshBucket('signed')
    await files.upload('doc.txt', 'first', { contentType: 'text/plain' })
    const refused = await files.createSignedUploadUrl('doc.txt')
    expect((refused.error as { statusCode?: string } | null)?.statusCode).toBe('409')
    const signed = (await files.createSignedUploadUrl('doc.txt', { upsert: true })).data!
    const up = await files.uploadToSignedUrl('doc.txt', signed.token, 'second', { contentType: 'text/plain' })
    expect(up.error).toBeNull()
    expect(await (await files.download('doc.txt')).data!.text()).toBe('second')
  })

  it('answers a rendered image with the x-transformations it applied', async () => {
    const { id, files } = await freshBucket('render', { public: true })
    await files.upload('dot.png', PNG, { contentType: 'image/png' })
    const res = await fetch(
      `${stackUrl()}/storage/v1/render/image/public/${id}/dot.png?width=20&height=10&resize=contain`,
      {
        headers: { apikey: serviceRoleKey() },
      },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('x-transformations')).toBe('height:10,width:20,resizing_type:fit')
  })

  it('answers errors as { statusCode, error, message }', async () => {
    const res = await fetch(`${stackUrl()}/storage/v1/bucket/no-such-bucket-${randomUUID().slice(0, 6)}`, {
      headers: { apikey: serviceRoleKey(), authorization: `Bearer ${serviceRoleKey()}` },
    })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' })
  })
})
