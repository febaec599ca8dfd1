import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { adminClient } from './helpers.ts'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

describe('storage as storage-api does it: declared types, human sizes', () => {
  it('takes file_size_limit as a human size, and refuses a malformed one with 400', async () => {
    const id = `sized-${randomUUID().slice(0, 8)}`
    const created = await adminClient().storage.createBucket(id, { public: false, fileSizeLimit: '1mb' })
    expect(created.error).toBeNull()
    const { data } = await adminClient().storage.getBucket(id)
    expect(data!.file_size_limit).toBe(1_000_000)
    const bad = await adminClient().storage.createBucket(`bad-${id}`, { public: false, fileSizeLimit: 'one potato' })
    expect((bad.error as { statusCode?: string })?.statusCode).toBe('400')
    const updated = await adminClient().storage.updateBucket(id, { public: false, fileSizeLimit: '2KB' })
    expect(updated.error).toBeNull()
    expect((await adminClient().storage.getBucket(id)).data!.file_size_limit).toBe(2000)
  })

  it('stores what the client declares where the bucket restricts no types (an image sent as text/plain)', async () => {
    const id = `open-${randomUUID().slice(0, 8)}`
    await adminClient().storage.createBucket(id, { public: false })
    // supabase-js declares text/plain;charset=UTF-8 when the caller gives no contentType.
    const up = await adminClient().storage.from(id).upload('photo.png', PNG)
    expect(up.error).toBeNull()
    const info = await adminClient().storage.from(id).info('photo.png')
    expect(info.data?.contentType).toMatch(/^text\/plain/)
    const down = await adminClient().storage.from(id).download('photo.png')
    expect(Buffer.from(await down.data!.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('lists nothing, rather than 404, for a bucket that does not exist (list v1 and v2)', async () => {
    const files = adminClient().storage.from(`missing-${randomUUID().slice(0, 8)}`)
    const v1 = await files.list('a')
    expect(v1.error).toBeNull()
    expect(v1.data).toStrictEqual([])
    const flat = await files.listV2()
    expect(flat.error).toBeNull()
    expect(flat.data).toStrictEqual({ hasNext: false, folders: [], objects: [] })
    const level = await files.listV2({ prefix: 'a/', with_delimiter: true, limit: 10 })
    expect(level.error).toBeNull()
    expect(level.data).toStrictEqual({ hasNext: false, folders: [], objects: [] })
  })
})
