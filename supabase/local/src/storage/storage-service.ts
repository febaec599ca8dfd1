import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile, copyFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join, resolve, sep } from 'node:path'
import { isConnectionError, type Database, type Queryable } from '../db/driver.ts'
import { callerSettings, resolveCaller, type Caller } from '../http/caller.ts'
import {
  BodyTooLargeError,
  InvalidJsonError,
  header,
  isJsonObject,
  readBody,
  readJsonBody,
  send,
  sendJson,
} from '../http/http.ts'
import { signJwt, verifyJwt, type Keys } from '../keys.ts'
import { StorageError, invalidKey, notFound, sendStorageError, unauthorized } from './errors.ts'
import { isAllowedType, resolveContentType } from './mime.ts'
import { transformImage } from './transform.ts'

export interface StorageServiceOptions {
  db: Database
  keys: Keys
  /** Where object bytes live on disk. */
  root: string
  /** The largest upload any bucket accepts. */
  maxFileSize: number
}

interface BucketRow {
  id: string
  name: string
  public: boolean
  file_size_limit: string | null
  allowed_mime_types: string[] | null
  owner: string | null
  created_at: string
  updated_at: string
}

interface ObjectRow {
  id: string
  bucket_id: string
  name: string
  owner: string | null
  metadata: Record<string, unknown> | null
  created_at: string
  updated_at: string
  last_accessed_at: string
}

interface Req {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  caller: Caller
  segments: string[]
}

/** `a/b/c.png`: no empty or dot segments, no backslashes or control characters, not too long. */
export function isValidKey(key: string): boolean {
  if (!key || key.length > 1024 || key.startsWith('/') || key.includes('\\')) return false
  if ([...key].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return false
  return key.split('/').every((s) => s !== '' && s !== '.' && s !== '..')
}

const SIGNED_URL_MAX_SECONDS = 60 * 60 * 24 * 365

export function createStorageService(options: StorageServiceOptions) {
  const { db, keys } = options
  const root = resolve(options.root)

  const filePath = (bucket: string, name: string) => {
    const full = resolve(root, bucket, name)
    if (!full.startsWith(root + sep)) throw invalidKey(name)
    return full
  }

  const asCaller = <T>(r: Req, fn: (tx: Queryable) => Promise<T>, extra: Record<string, string> = {}) =>
    db.transaction(fn, { ...callerSettings(r.caller, r.req, r.url.pathname), ...extra })

  /** storage-api's own deletes pass the protect-delete trigger (bootstrap.sql) by this setting. */
  const ALLOW_DELETE = { 'storage.allow_delete_query': 'true' }
  const deleteAsStorage = (sql: string, params: unknown[]) =>
    db.transaction((tx) => tx.query(sql, params), ALLOW_DELETE)

  const isService = (r: Req) => r.caller.role === 'service_role'

  async function bucket(id: string): Promise<BucketRow> {
    const { rows } = await db.query<BucketRow>(
      `select id, name, public, file_size_limit::text, allowed_mime_types, owner, created_at::text, updated_at::text
       from storage.buckets where id = $1`,
      [id],
    )
    if (!rows[0]) throw notFound('Bucket')
    return rows[0]
  }

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    try {
      const body = await readJsonBody(req, 1024 * 1024)
      if (isJsonObject(body)) return body
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        throw new StorageError(413, 'Payload too large', 'The request body is too large')
      if (!(error instanceof InvalidJsonError)) throw error
    }
    throw new StorageError(400, 'InvalidRequest', 'The request body must be a JSON object')
  }

  function keyFrom(segments: string[]): string {
    const key = segments.map(decodeURIComponent).join('/')
    if (!isValidKey(key)) throw invalidKey(key)
    return key
  }

  // ── buckets (service role) ────────────────────────────────────────────────────────────────────

  function requireService(r: Req) {
    if (!isService(r)) throw unauthorized('Only the service role can manage buckets')
  }

  const bucketJson = (b: BucketRow) => ({
    ...b,
    file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit),
  })

  async function createBucket(r: Req) {
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

  async function updateBucket(r: Req, id: string) {
    requireService(r)
    await bucket(id)
    const body = await readJson(r.req)
    await db.query(
      `update storage.buckets set public = coalesce($2, public), file_size_limit = $3, allowed_mime_types = $4, updated_at = now() where id = $1`,
      [id, body.public ?? null, fileSizeLimit(body.file_size_limit), body.allowed_mime_types ?? null],
    )
    sendJson(r.res, 200, { message: 'Successfully updated' })
  }

  // ── objects ───────────────────────────────────────────────────────────────────────────────────

  async function readUpload(
    req: IncomingMessage,
    limit: number,
  ): Promise<{ bytes: Buffer; contentType?: string; cacheControl?: string }> {
    let raw: Buffer
    try {
      raw = await readBody(req, limit)
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size')
      throw error
    }
    const type = header(req, 'content-type') ?? ''
    if (type.startsWith('multipart/form-data')) {
      let form: FormData
      try {
        form = await new Request('http://local/', {
          method: 'POST',
          headers: { 'content-type': type },
          body: new Uint8Array(raw),
        }).formData()
      } catch {
        throw new StorageError(400, 'InvalidRequest', 'The multipart form could not be parsed')
      }
      const file = [...form.values()].find((v): v is File => typeof v !== 'string')
      if (!file) throw new StorageError(400, 'InvalidRequest', 'The form has no file')
      return {
        bytes: Buffer.from(await file.arrayBuffer()),
        contentType: file.type || undefined,
        cacheControl: (form.get('cacheControl') as string | null) ?? undefined,
      }
    }
    return { bytes: raw, contentType: type || undefined, cacheControl: header(req, 'cache-control') }
  }

  async function upload(r: Req, bucketId: string, key: string, mode: 'create' | 'update', caller: Caller) {
    const b = await bucket(bucketId)
    const limit = Math.min(options.maxFileSize, b.file_size_limit === null ? Infinity : Number(b.file_size_limit))
    const { bytes, contentType, cacheControl } = await readUpload(r.req, limit)
    if (bytes.length === 0) throw new StorageError(400, 'InvalidRequest', 'The object is empty')
    // As hosted: the bytes are checked against the declared type only where the bucket restricts types;
    // elsewhere what the client declares is stored (supabase-js declares text/plain by default).
    const restricted = !!b.allowed_mime_types && b.allowed_mime_types.length > 0
    const resolved = restricted
      ? resolveContentType(contentType, bytes)
      : { type: contentType?.trim() || 'application/octet-stream' }
    if ('mismatch' in resolved)
      throw new StorageError(
        415,
        'invalid_mime_type',
        `The file's content does not match its type: ${resolved.mismatch}`,
      )
    if (!isAllowedType(resolved.type.split(';')[0].trim().toLowerCase(), b.allowed_mime_types)) {
      throw new StorageError(415, 'invalid_mime_type', `mime type ${resolved.type} is not supported`)
    }
    const upsert = mode === 'update' || header(r.req, 'x-upsert') === 'true'
    const metadata = {
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
      size: bytes.length,
      mimetype: resolved.type,
      cacheControl: cacheControl ?? 'max-age=3600',
      lastModified: new Date().toISOString(),
      contentLength: bytes.length,
      httpStatusCode: 200,
    }
    const owner = caller.claims.sub ?? null
    const path = filePath(bucketId, key)
    const row = await db.transaction(
      async (tx) => {
        const sql =
          mode === 'update'
            ? `update storage.objects set metadata = $3, owner = coalesce(owner, $4::uuid), owner_id = coalesce(owner_id, $4::uuid::text), updated_at = now()
             where bucket_id = $1 and name = $2 returning id`
            : `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $4::uuid, $4::uuid::text, $3)
             ${upsert ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()` : ''} returning id`
        const { rows } = await tx.query<ObjectRow>(sql, [bucketId, key, JSON.stringify(metadata), owner])
        if (!rows[0]) throw notFound()
        await mkdir(dirname(path), { recursive: true })
        await writeFile(path, bytes)
        return rows[0]
      },
      callerSettings(caller, r.req, r.url.pathname),
    )
    sendJson(r.res, 200, { Id: row.id, Key: `${bucketId}/${key}` })
  }

  async function findObject(q: Queryable, bucketId: string, key: string): Promise<ObjectRow> {
    const { rows } = await q.query<ObjectRow>(
      `select id, bucket_id, name, owner, metadata, created_at::text, updated_at::text, last_accessed_at::text
       from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, key],
    )
    if (!rows[0]) throw notFound()
    return rows[0]
  }

  async function serveBytes(r: Req, object: ObjectRow, transform: URLSearchParams | null) {
    let bytes: Buffer
    try {
      bytes = await readFile(filePath(object.bucket_id, object.name))
    } catch {
      throw notFound()
    }
    const meta = object.metadata ?? {}
    let type = String(meta.mimetype ?? 'application/octet-stream')
    if (transform) ({ bytes, type } = await transformImage(bytes, type, transform))
    const download = r.url.searchParams.get('download')
    const headers: Record<string, string | number> = {
      'content-type': type,
      'content-length': bytes.length,
      'cache-control': String(meta.cacheControl ?? 'max-age=3600'),
      etag: String(meta.eTag ?? ''),
      'last-modified': new Date(String(meta.lastModified ?? object.updated_at)).toUTCString(),
      // Uploaded files are never rendered as the API's own pages.
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    }
    if (download !== null) {
      const name = download || object.name.split('/').pop()!
      headers['content-disposition'] = `attachment; filename="${name.replace(/"/g, '')}"`
    }
    send(r.res, 200, r.req.method === 'HEAD' ? null : bytes, headers)
  }

  async function download(
    r: Req,
    bucketId: string,
    key: string,
    access: 'authenticated' | 'public',
    transform: boolean,
  ) {
    const b = await bucket(bucketId)
    const params = transform ? r.url.searchParams : null
    if (access === 'public') {
      if (!b.public) throw notFound()
      return serveBytes(r, await findObject(db, bucketId, key), params)
    }
    const object = await asCaller(r, (tx) => findObject(tx, bucketId, key))
    return serveBytes(r, object, params)
  }

  async function info(r: Req, bucketId: string, key: string) {
    await bucket(bucketId)
    const o = await asCaller(r, (tx) => findObject(tx, bucketId, key))
    const meta = o.metadata ?? {}
    sendJson(r.res, 200, {
      id: o.id,
      name: o.name,
      bucket_id: o.bucket_id,
      size: meta.size,
      content_type: meta.mimetype,
      cache_control: meta.cacheControl,
      etag: meta.eTag,
      metadata: meta,
      last_modified: meta.lastModified,
      created_at: o.created_at,
      updated_at: o.updated_at,
    })
  }

  async function list(r: Req, bucketId: string) {
    await bucket(bucketId)
    const body = await readJson(r.req)
    const prefix = String(body.prefix ?? '').replace(/^\/+|\/+$/g, '')
    const limit = Math.min(1000, Math.max(1, Number(body.limit ?? 100)))
    const offset = Math.max(0, Number(body.offset ?? 0))
    const search = String(body.search ?? '')
    const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string }
    const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(sortBy.column ?? '')
      ? sortBy.column!
      : 'name'
    const order = sortBy.order === 'desc' ? 'desc' : 'asc'
    const rows = await asCaller(r, async (tx) => {
      // Direct children of the prefix: files, and folders (a first segment with more below it).
      const { rows } = await tx.query<{
        name: string
        id: string | null
        updated_at: string | null
        created_at: string | null
        last_accessed_at: string | null
        metadata: unknown
      }>(
        `with level as (
           select split_part(substr(o.name, $2::int), '/', 1) as entry,
                  position('/' in substr(o.name, $2::int)) > 0 as is_folder,
                  o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
           from storage.objects o
           where o.bucket_id = $1 and o.name like $3 escape '\\'
         )
         select distinct on (entry, is_folder) entry as name,
                case when is_folder then null else id end as id,
                case when is_folder then null else updated_at::text end as updated_at,
                case when is_folder then null else created_at::text end as created_at,
                case when is_folder then null else last_accessed_at::text end as last_accessed_at,
                case when is_folder then null else metadata end as metadata
         from level where entry ilike $4 escape '\\'
         order by entry, is_folder`,
        [
          bucketId,
          prefix ? prefix.length + 2 : 1,
          `${prefix.replace(/[\\%_]/g, '\\$&')}${prefix ? '/' : ''}%`,
          `%${search.replace(/[\\%_]/g, '\\$&')}%`,
        ],
      )
      return rows
    })
    const sorted = [...rows].sort((a, b) => {
      const av = String((a as Record<string, unknown>)[column] ?? '')
      const bv = String((b as Record<string, unknown>)[column] ?? '')
      return order === 'asc' ? av.localeCompare(bv) : bv.localeCompare(av)
    })
    sendJson(r.res, 200, sorted.slice(offset, offset + limit))
  }

  async function remove(r: Req, bucketId: string) {
    await bucket(bucketId)
    const body = await readJson(r.req)
    const prefixes = Array.isArray(body.prefixes) ? body.prefixes.map(String) : []
    if (prefixes.some((p: string) => !isValidKey(p))) throw invalidKey(prefixes.join(', '))
    const removed = await asCaller(r, async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning id, bucket_id, name, owner, metadata, created_at::text, updated_at::text, last_accessed_at::text`,
        [bucketId, prefixes],
      )
      return rows
    }, ALLOW_DELETE)
    await Promise.all(removed.map((o) => rm(filePath(bucketId, o.name), { force: true })))
    sendJson(r.res, 200, removed)
  }

  async function moveOrCopy(r: Req, kind: 'move' | 'copy') {
    const body = await readJson(r.req)
    const bucketId = String(body.bucketId ?? '')
    const destinationBucket = String(body.destinationBucket ?? bucketId)
    const from = String(body.sourceKey ?? '')
    const to = String(body.destinationKey ?? '')
    if (!isValidKey(from)) throw invalidKey(from)
    if (!isValidKey(to)) throw invalidKey(to)
    await bucket(bucketId)
    await bucket(destinationBucket)
    const result = await asCaller(r, async (tx) => {
      const source = await findObject(tx, bucketId, from)
      if (kind === 'move') {
        const { rows } = await tx.query<{ id: string }>(
          `update storage.objects set bucket_id = $3, name = $4, updated_at = now() where bucket_id = $1 and name = $2 returning id`,
          [bucketId, from, destinationBucket, to],
        )
        if (!rows[0]) throw unauthorized()
      } else {
        await tx.query(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3::uuid, $3::uuid::text, $4)`,
          [destinationBucket, to, r.caller.claims.sub ?? null, JSON.stringify(source.metadata)],
        )
      }
      const target = filePath(destinationBucket, to)
      await mkdir(dirname(target), { recursive: true })
      if (kind === 'move') await rename(filePath(bucketId, from), target)
      else await copyFile(filePath(bucketId, from), target)
      return { id: source.id }
    })
    sendJson(
      r.res,
      200,
      kind === 'move' ? { message: 'Successfully moved' } : { Key: `${destinationBucket}/${to}`, Id: result.id },
    )
  }

  // ── signed URLs ───────────────────────────────────────────────────────────────────────────────

  async function signDownload(bucketId: string, key: string, expiresIn: number) {
    const seconds = Math.min(SIGNED_URL_MAX_SECONDS, Math.max(1, Math.floor(expiresIn)))
    const token = await signJwt(keys, {
      url: `${bucketId}/${key}`,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + seconds,
    })
    return `/object/sign/${bucketId}/${key.split('/').map(encodeURIComponent).join('/')}?token=${token}`
  }

  async function createSignedUrl(r: Req, bucketId: string, key: string) {
    await bucket(bucketId)
    const body = await readJson(r.req)
    const expiresIn = Number(body.expiresIn)
    if (!Number.isFinite(expiresIn) || expiresIn <= 0)
      throw new StorageError(400, 'InvalidRequest', 'expiresIn must be a positive number of seconds')
    await asCaller(r, (tx) => findObject(tx, bucketId, key))
    sendJson(r.res, 200, { signedURL: await signDownload(bucketId, key, expiresIn) })
  }

  async function createSignedUrls(r: Req, bucketId: string) {
    await bucket(bucketId)
    const body = await readJson(r.req)
    const expiresIn = Number(body.expiresIn)
    const paths = Array.isArray(body.paths) ? body.paths.map(String) : []
    const visible = await asCaller(r, async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        `select name from storage.objects where bucket_id = $1 and name = any($2::text[])`,
        [bucketId, paths],
      )
      return new Set(rows.map((x) => x.name))
    })
    sendJson(
      r.res,
      200,
      await Promise.all(
        paths.map(async (p: string) =>
          visible.has(p)
            ? { path: p, signedURL: await signDownload(bucketId, p, expiresIn), error: null }
            : { path: p, signedURL: null, error: 'Either the object does not exist or you do not have access to it' },
        ),
      ),
    )
  }

  async function verifySigned(r: Req, expected: string, kind: 'download' | 'upload') {
    const token = r.url.searchParams.get('token')
    const result = token ? await verifyJwt(keys, token) : null
    if (!result?.ok)
      throw new StorageError(
        400,
        'InvalidSignature',
        result?.ok === false && result.reason === 'expired'
          ? 'The signed URL has expired'
          : 'The signed URL is invalid',
      )
    const claims = result.claims as { url?: string; upload?: boolean; owner?: string }
    if (claims.url !== expected || (kind === 'upload') !== !!claims.upload)
      throw new StorageError(400, 'InvalidSignature', 'The signed URL is invalid')
    return claims
  }

  async function createSignedUploadUrl(r: Req, bucketId: string, key: string) {
    await bucket(bucketId)
    // The caller must be allowed to write there now; the row is checked again when the bytes arrive.
    await asCaller(r, async (tx) => {
      await tx.query('savepoint probe')
      await tx
        .query(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3::uuid, $3::uuid::text, '{}')`,
          [bucketId, key, r.caller.claims.sub ?? null],
        )
        .catch((error) => {
          if ((error as { code?: string }).code === '23505') return
          throw unauthorized()
        })
      await tx.query('rollback to savepoint probe')
    })
    const token = await signJwt(keys, {
      url: `${bucketId}/${key}`,
      upload: true,
      owner: r.caller.claims.sub,
      exp: Math.floor(Date.now() / 1000) + 2 * 60 * 60,
    })
    sendJson(r.res, 200, {
      url: `/object/upload/sign/${bucketId}/${key.split('/').map(encodeURIComponent).join('/')}?token=${token}`,
      token,
    })
  }

  // ── routing ───────────────────────────────────────────────────────────────────────────────────

  async function route(r: Req) {
    const [head, ...rest] = r.segments
    const method = r.req.method
    if (head === 'bucket') {
      const [id, action] = rest
      if (!id && method === 'POST') return createBucket(r)
      if (!id && method === 'GET') {
        requireService(r)
        const { rows } = await db.query<BucketRow>(
          `select id, name, public, file_size_limit::text, allowed_mime_types, owner, created_at::text, updated_at::text from storage.buckets order by name`,
        )
        return sendJson(r.res, 200, rows.map(bucketJson))
      }
      if (id && !action && method === 'GET') {
        requireService(r)
        return sendJson(r.res, 200, bucketJson(await bucket(id)))
      }
      if (id && !action && method === 'PUT') return updateBucket(r, id)
      if (id && action === 'empty' && method === 'POST') {
        requireService(r)
        await bucket(id)
        await deleteAsStorage('delete from storage.objects where bucket_id = $1', [id])
        await rm(join(root, id), { recursive: true, force: true })
        return sendJson(r.res, 200, { message: 'Successfully emptied' })
      }
      if (id && !action && method === 'DELETE') {
        requireService(r)
        await bucket(id)
        const { rows } = await db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id])
        if (rows.length) throw new StorageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty')
        await deleteAsStorage('delete from storage.buckets where id = $1', [id])
        return sendJson(r.res, 200, { message: 'Successfully deleted' })
      }
    }
    if (head === 'object') {
      const [kind, ...more] = rest
      if (kind === 'list' && method === 'POST') return list(r, more[0])
      if ((kind === 'move' || kind === 'copy') && method === 'POST') return moveOrCopy(r, kind)
      if (kind === 'info')
        return info(
          r,
          more[0] === 'public' || more[0] === 'authenticated' ? more[1] : more[0],
          keyFrom(more[0] === 'public' || more[0] === 'authenticated' ? more.slice(2) : more.slice(1)),
        )
      if (kind === 'public' && (method === 'GET' || method === 'HEAD'))
        return download(r, more[0], keyFrom(more.slice(1)), 'public', false)
      if (kind === 'authenticated' && (method === 'GET' || method === 'HEAD'))
        return download(r, more[0], keyFrom(more.slice(1)), 'authenticated', false)
      if (kind === 'sign') {
        if (more.length === 1 && method === 'POST') return createSignedUrls(r, more[0])
        const key = keyFrom(more.slice(1))
        if (method === 'POST') return createSignedUrl(r, more[0], key)
        if (method === 'GET' || method === 'HEAD') {
          await verifySigned(r, `${more[0]}/${key}`, 'download')
          return serveBytes(r, await findObject(db, more[0], key), null)
        }
      }
      if (kind === 'upload' && more[0] === 'sign') {
        const bucketId = more[1]
        const key = keyFrom(more.slice(2))
        if (method === 'POST') return createSignedUploadUrl(r, bucketId, key)
        if (method === 'PUT') {
          const claims = await verifySigned(r, `${bucketId}/${key}`, 'upload')
          // The token already proved the right to write here; the object belongs to whoever asked for it.
          return upload(r, bucketId, key, 'create', {
            role: 'service_role',
            claims: { role: 'service_role', sub: claims.owner },
          })
        }
      }
      if (kind && more.length === 0 && method === 'DELETE') return remove(r, kind)
      if (kind && more.length > 0) {
        const key = keyFrom(more)
        if (method === 'POST') return upload(r, kind, key, 'create', r.caller)
        if (method === 'PUT') return upload(r, kind, key, 'update', r.caller)
        if (method === 'GET' || method === 'HEAD') return download(r, kind, key, 'authenticated', false)
      }
    }
    if (head === 'render' && rest[0] === 'image') {
      const [access, bucketId, ...key] = rest.slice(1)
      if (access === 'public') return download(r, bucketId, keyFrom(key), 'public', true)
      if (access === 'authenticated') return download(r, bucketId, keyFrom(key), 'authenticated', true)
      if (access === 'sign') {
        const k = keyFrom(key)
        await verifySigned(r, `${bucketId}/${k}`, 'download')
        return serveBytes(r, await findObject(db, bucketId, k), r.url.searchParams)
      }
    }
    throw new StorageError(404, 'not_found', `Unknown route ${method} /storage/v1/${r.segments.join('/')}`)
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
      try {
        const resolved = await resolveCaller(keys, req)
        if (!resolved.ok)
          throw new StorageError(400, 'InvalidJWT', resolved.reason === 'expired' ? 'jwt expired' : 'invalid signature')
        // Empty segments stay: `a//b` is an invalid key, not `a/b`.
        await route({ req, res, url, caller: resolved.caller, segments: path.replace(/^\//, '').split('/') })
      } catch (error) {
        if (error instanceof StorageError) return sendStorageError(res, error)
        const code = (error as { code?: string }).code
        if (code === '42501') return sendStorageError(res, unauthorized())
        if (code === '23505')
          return sendStorageError(res, new StorageError(409, 'Duplicate', 'The resource already exists'))
        if (code === '23503') return sendStorageError(res, notFound('Bucket'))
        if (error instanceof URIError)
          return sendStorageError(
            res,
            new StorageError(400, 'InvalidKey', 'The object path is not valid percent-encoding'),
          )
        if (isConnectionError(error))
          return sendStorageError(res, new StorageError(503, 'DatabaseError', 'The database is unavailable; try again'))
        // Data exceptions (an id that is not a uuid, text Postgres cannot store) are the caller's input.
        if (typeof code === 'string' && code.startsWith('22'))
          return sendStorageError(res, new StorageError(400, 'InvalidRequest', (error as Error).message))
        console.error('[storage]', error)
        sendStorageError(res, new StorageError(500, 'internal', 'Internal error in storage'))
      }
    },
  }
}

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
