import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { sendJson } from '../../http/http.ts'
import { ALLOW_DELETE, iso, type BucketRow, type Route, type StorageContext } from '../context.ts'
import { StorageError } from '../errors.ts'

/** A bucket as storage-api answers it: the size limit a number, timestamps ISO-8601. */
export const bucketJson = (b: BucketRow) => ({
  ...b,
  file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit),
  created_at: iso(b.created_at),
  updated_at: iso(b.updated_at),
})

/**
 * A bucket's `file_size_limit` as storage-api reads it: bytes as a number, or a string such as `'1mb'`,
 * `'20MB'`, `'30KB'`, `'3B'` (decimal units); anything else is a 400, never a 500.
 */
export function fileSizeLimit(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value
  const m = typeof value === 'string' ? /^(\d+)\s*(B|KB|MB|GB|TB)?$/i.exec(value.trim()) : null
  if (!m) throw new StorageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B')
  const factor = { B: 1, KB: 1e3, MB: 1e6, GB: 1e9, TB: 1e12 }[(m[2] ?? 'B').toUpperCase() as 'B']
  return Number(m[1]) * factor
}

/** storage-api's `routes/bucket`: create, list, get, update, empty, delete (service role only). */
export function bucketRoutes(ctx: StorageContext) {
  const { db, requireService, bucket, readJson, root } = ctx

  const create: Route = async (r) => {
    requireService(r)
    const body = await readJson(r.req)
    const id = String(body.id ?? body.name ?? '')
    if (!/^[a-z0-9][a-z0-9._-]{0,62}$/i.test(id))
      throw new StorageError(400, 'InvalidBucketName', 'Bucket names are letters, digits, dots, dashes and underscores')
    const exists = await db.query('select 1 from storage.buckets where id = $1', [id])
    if (exists.rows.length) throw new StorageError(409, 'Duplicate', 'The resource already exists')
    await db.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ($1, $1, $2, $3, $4)`,
      [id, !!body.public, fileSizeLimit(body.file_size_limit), body.allowed_mime_types ?? null],
    )
    sendJson(r.res, 200, { name: id })
  }

  const list: Route = async (r) => {
    requireService(r)
    const { rows } = await db.query<BucketRow>(
      `select id, name, public, file_size_limit::text, allowed_mime_types, owner, created_at::text, updated_at::text
       from storage.buckets order by name`,
    )
    sendJson(r.res, 200, rows.map(bucketJson))
  }

  const get: Route = async (r, [id]) => {
    requireService(r)
    sendJson(r.res, 200, bucketJson(await bucket(id)))
  }

  const update: Route = async (r, [id]) => {
    requireService(r)
    await bucket(id)
    const body = await readJson(r.req)
    await db.query(
      `update storage.buckets set public = coalesce($2, public), file_size_limit = $3, allowed_mime_types = $4,
         updated_at = now() where id = $1`,
      [id, body.public ?? null, fileSizeLimit(body.file_size_limit), body.allowed_mime_types ?? null],
    )
    sendJson(r.res, 200, { message: 'Successfully updated' })
  }

  const empty: Route = async (r, [id]) => {
    requireService(r)
    await bucket(id)
    await db.transaction((tx) => tx.query('delete from storage.objects where bucket_id = $1', [id]), ALLOW_DELETE)
    await rm(join(root, id), { recursive: true, force: true })
    sendJson(r.res, 200, { message: 'Successfully emptied' })
  }

  const remove: Route = async (r, [id]) => {
    requireService(r)
    await bucket(id)
    const { rows } = await db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id])
    if (rows.length) throw new StorageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty')
    await db.transaction((tx) => tx.query('delete from storage.buckets where id = $1', [id]), ALLOW_DELETE)
    sendJson(r.res, 200, { message: 'Successfully deleted' })
  }

  return { create, list, get, update, empty, remove }
}
