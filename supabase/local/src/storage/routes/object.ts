import { createHash } from 'node:crypto'
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import { dirname } from 'node:path'
import type { Caller } from '../../http/caller.ts'
import { header, sendJson } from '../../http/http.ts'
import {
  ALLOW_DELETE,
  OBJECT_COLUMNS,
  iso,
  isValidKey,
  type ObjectRow,
  type Req,
  type Route,
  type StorageContext,
} from '../context.ts'
import { StorageError, invalidKey, notFound, unauthorized } from '../errors.ts'
import {
  invalidMimeType,
  isAllowedMimeType,
  isEmptyFolderPlaceholder,
  multipartBoundary,
  multipartDeclaredType,
} from '../mime.ts'

/** storage-js sends `cacheControl: '3600'`; storage-api stores `max-age=3600`. */
const cacheControlOf = (value: string | undefined) =>
  !value ? 'max-age=3600' : /^\d+$/.test(value.trim()) ? `max-age=${value.trim()}` : value

/** User metadata: the `metadata` form field (JSON), or the `x-metadata` header (base64 of JSON). */
function parseUserMetadata(raw: string | null | undefined, base64: boolean): Record<string, unknown> | undefined {
  if (raw === null || raw === undefined || raw === '') return undefined
  try {
    const parsed = JSON.parse(base64 ? Buffer.from(raw, 'base64').toString('utf8') : raw)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>
  } catch {
    /* falls through to the 400 */
  }
  throw new StorageError(400, 'InvalidRequest', 'Invalid metadata: it must be a JSON object')
}

/** An object as storage-api lists and removes it: timestamps ISO-8601. */
export const objectJson = (o: ObjectRow) => ({
  id: o.id,
  bucket_id: o.bucket_id,
  name: o.name,
  owner: o.owner,
  owner_id: o.owner,
  metadata: o.metadata,
  user_metadata: o.user_metadata ?? null,
  created_at: iso(o.created_at),
  updated_at: iso(o.updated_at),
  last_accessed_at: iso(o.last_accessed_at),
})

/**
 * A request body up to `limit` bytes; `onChunk` sees what has arrived so far (before the limit is checked,
 * as storage-api checks a form's declared type before its size) and may refuse it by throwing.
 * A refusal stops keeping the body without destroying the request (a destroyed request can lose the answer,
 * or leave the client's next request on that connection waiting).
 */
async function readLimited(
  req: IncomingMessage,
  limit: number,
  onChunk?: (chunks: Buffer[], size: number) => void,
): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of req.iterator({ destroyOnReturn: false })) {
      chunks.push(chunk as Buffer)
      size += (chunk as Buffer).length
      onChunk?.(chunks, size)
      if (size > limit) throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size')
    }
  } catch (error) {
    if (error instanceof StorageError) discardRest(req)
    throw error
  }
  return Buffer.concat(chunks)
}

/**
 * Reads and drops the rest of a refused body, so the answer reaches the client (closing the connection under
 * a client still sending can lose it) and the connection serves its next request; a body still arriving 3 s
 * later is cut off, as storage-api cuts it off.
 */
function discardRest(req: IncomingMessage) {
  const cut = setTimeout(() => req.destroy(), 3000)
  cut.unref()
  req.once('end', () => clearTimeout(cut))
  req.once('close', () => clearTimeout(cut))
  req.resume()
}

/** storage-api's `routes/object`: upload, update, download, info, remove, move, copy. */
export function objectRoutes(ctx: StorageContext) {
  const { db, bucket, readJson, keyFrom, filePath, asCaller, findObject, serveBytes } = ctx

  /**
   * Reads an upload. A type-restricted bucket's rule is checked where storage-api checks it: on the declared
   * type only, before the file's bytes are read (a raw body: by its Content-Type, before reading it; a form:
   * as soon as the file part's headers have arrived), so a refused type is the answer even for a file that
   * is also too large, or that its folder's policy would refuse.
   */
  async function readUpload(req: IncomingMessage, key: string, limit: number, allowed: string[] | null) {
    const check = (declared: string) => {
      if (allowed && allowed.length > 0 && !isEmptyFolderPlaceholder(key) && !isAllowedMimeType(declared, allowed))
        throw invalidMimeType(declared)
    }
    const type = header(req, 'content-type') ?? ''
    if (!type.startsWith('multipart/form-data')) {
      const declared = type || 'application/octet-stream'
      // Refused before a byte is read: Node discards the unread body and the connection stays usable.
      check(declared)
      return {
        bytes: await readLimited(req, limit),
        contentType: declared,
        cacheControl: header(req, 'cache-control'),
        userMetadata: parseUserMetadata(header(req, 'x-metadata'), true),
      }
    }
    const boundary = multipartBoundary(type)
    let declared: string | undefined
    const raw = await readLimited(req, limit, (chunks, size) => {
      // The file part's headers come after a few small fields; past 1 MiB the whole form decides.
      if (declared !== undefined || !boundary || size - chunks[chunks.length - 1].length > 1024 * 1024) return
      const found = multipartDeclaredType(Buffer.concat(chunks), boundary)
      if ('type' in found) check((declared = found.type))
    })
    if (declared === undefined && boundary) {
      const found = multipartDeclaredType(raw, boundary)
      if ('type' in found) check((declared = found.type))
    }
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
    if (!file || declared === undefined) throw new StorageError(400, 'InvalidRequest', 'The form has no file')
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      contentType: declared,
      cacheControl: (form.get('cacheControl') as string | null) ?? undefined,
      userMetadata: parseUserMetadata(form.get('metadata') as string | null, false),
    }
  }

  /** One upload: a new object, an upsert, or an update; `caller` is whose RLS decides. */
  async function upload(
    r: Req,
    bucketId: string,
    key: string,
    mode: 'create' | 'update',
    caller: Caller,
    upsertAllowed?: boolean,
  ) {
    const b = await bucket(bucketId)
    const limit = Math.min(ctx.maxFileSize, b.file_size_limit === null ? Infinity : Number(b.file_size_limit))
    const received = await readUpload(r.req, key, limit, b.allowed_mime_types)
    const { bytes, cacheControl, userMetadata } = received
    if (bytes.length === 0) throw new StorageError(400, 'InvalidRequest', 'The object is empty')
    // Stored as declared, parameters and all (`text/plain;charset=UTF-8`), as storage-api stores it.
    const mimetype = received.contentType
    const upsert = mode === 'update' || (upsertAllowed ?? header(r.req, 'x-upsert') === 'true')
    const metadata = {
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
      size: bytes.length,
      mimetype,
      cacheControl: cacheControlOf(cacheControl),
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
            ? `update storage.objects set metadata = $3, user_metadata = coalesce($5::jsonb, user_metadata),
                 owner = coalesce(owner, $4::uuid), owner_id = coalesce(owner_id, $4::uuid::text), updated_at = now()
               where bucket_id = $1 and name = $2 returning id`
            : `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata)
               values ($1, $2, $4::uuid, $4::uuid::text, $3, $5::jsonb)
               ${upsert ? `on conflict (bucket_id, name) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata, updated_at = now()` : ''}
               returning id`
        const { rows } = await tx.query<ObjectRow>(sql, [
          bucketId,
          key,
          JSON.stringify(metadata),
          owner,
          userMetadata === undefined ? null : JSON.stringify(userMetadata),
        ])
        if (!rows[0]) throw notFound()
        await mkdir(dirname(path), { recursive: true })
        await writeFile(path, bytes)
        return rows[0]
      },
      ctx.callerSettings(caller, r),
    )
    sendJson(r.res, 200, { Id: row.id, Key: `${bucketId}/${key}` })
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

  /** `GET /object/info/…`: storage-api's object info; storage-js camelises it (`metadata` is the user's). */
  const info: Route = async (r, params) => {
    const [first, ...more] = params
    const scoped = first === 'public' || first === 'authenticated'
    const bucketId = scoped ? more[0] : first
    const key = keyFrom(scoped ? more.slice(1) : more)
    await bucket(bucketId)
    const o = await asCaller(r, (tx) => findObject(tx, bucketId, key))
    const meta = o.metadata ?? {}
    sendJson(r.res, 200, {
      id: o.id,
      name: o.name,
      version: null,
      bucket_id: o.bucket_id,
      size: meta.size,
      content_type: meta.mimetype,
      cache_control: meta.cacheControl,
      etag: meta.eTag,
      metadata: o.user_metadata ?? null,
      last_modified: meta.lastModified ?? iso(o.updated_at),
      created_at: iso(o.created_at),
      updated_at: iso(o.updated_at),
    })
  }

  const remove: Route = async (r, [bucketId]) => {
    await bucket(bucketId)
    const body = await readJson(r.req)
    const prefixes = Array.isArray(body.prefixes) ? body.prefixes.map(String) : []
    if (prefixes.some((p: string) => !isValidKey(p))) throw invalidKey(prefixes.join(', '))
    const removed = await asCaller(
      r,
      async (tx) => {
        const { rows } = await tx.query<ObjectRow>(
          `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
          [bucketId, prefixes],
        )
        return rows
      },
      ALLOW_DELETE,
    )
    await Promise.all(removed.map((o) => rm(filePath(bucketId, o.name), { force: true })))
    sendJson(r.res, 200, removed.map(objectJson))
  }

  const moveOrCopy =
    (kind: 'move' | 'copy'): Route =>
    async (r) => {
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
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata)
             values ($1, $2, $3::uuid, $3::uuid::text, $4, $5)`,
            [
              destinationBucket,
              to,
              r.caller.claims.sub ?? null,
              JSON.stringify(source.metadata),
              source.user_metadata ? JSON.stringify(source.user_metadata) : null,
            ],
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

  return {
    upload,
    download,
    info,
    remove,
    move: moveOrCopy('move'),
    copy: moveOrCopy('copy'),
    create: ((r, [bucketId, ...key]) => upload(r, bucketId, keyFrom(key), 'create', r.caller)) as Route,
    update: ((r, [bucketId, ...key]) => upload(r, bucketId, keyFrom(key), 'update', r.caller)) as Route,
    get: ((r, [bucketId, ...key]) => download(r, bucketId, keyFrom(key), 'authenticated', false)) as Route,
    getPublic: ((r, [bucketId, ...key]) => download(r, bucketId, keyFrom(key), 'public', false)) as Route,
  }
}
