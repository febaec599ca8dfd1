import { mkdir, readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { resolve, sep } from 'node:path'
import type { Database, Queryable } from '../db/driver.ts'
import { callerSettings, type Caller } from '../http/caller.ts'
import { BodyTooLargeError, InvalidJsonError, isJsonObject, readJsonBody, send } from '../http/http.ts'
import { signJwt, verifyJwt, type Keys } from '../keys.ts'
import { StorageError, invalidKey, notFound, unauthorized } from './errors.ts'
import { transformImage } from './transform.ts'

export interface StorageServiceOptions {
  db: Database
  keys: Keys
  /** Where object bytes live on disk. */
  root: string
  /** The largest upload any bucket accepts. */
  maxFileSize: number
}

export interface BucketRow {
  id: string
  name: string
  public: boolean
  file_size_limit: string | null
  allowed_mime_types: string[] | null
  owner: string | null
  created_at: string
  updated_at: string
}

export interface ObjectRow {
  id: string
  bucket_id: string
  name: string
  owner: string | null
  metadata: Record<string, unknown> | null
  user_metadata?: Record<string, unknown> | null
  created_at: string
  updated_at: string
  last_accessed_at: string
}

/** One request as the routes see it: the caller resolved, the path split after `/storage/v1/`. */
export interface Req {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  caller: Caller
  segments: string[]
}

/** A route of the table: `params` are the path's parts after the route's fixed prefix. */
export type Route = (r: Req, params: string[]) => Promise<void>

/** `a/b/c.png`: no empty or dot segments, no backslashes or control characters, not too long. */
export function isValidKey(key: string): boolean {
  if (!key || key.length > 1024 || key.startsWith('/') || key.includes('\\')) return false
  if ([...key].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return false
  return key.split('/').every((s) => s !== '' && s !== '.' && s !== '..')
}

export const SIGNED_URL_MAX_SECONDS = 60 * 60 * 24 * 365

/** storage-api's own deletes pass the protect-delete trigger (db/bootstrap.sql) with this setting. */
export const ALLOW_DELETE = { 'storage.allow_delete_query': 'true' }

/** Timestamps as storage-api answers them: ISO-8601 in UTC (`2026-11-23T05:41:07.123Z`). */
export function iso(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const d = new Date(value.includes('T') ? value : value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'))
  return Number.isNaN(d.getTime()) ? value : d.toISOString()
}

export const OBJECT_COLUMNS = `id, bucket_id, name, owner, metadata, user_metadata, created_at::text, updated_at::text,
  last_accessed_at::text`

/** What every route module shares: the database, keys, where bytes live, and the common checks. */
export function createStorageContext(options: StorageServiceOptions) {
  const { db, keys } = options
  const root = resolve(options.root)

  const filePath = (bucket: string, name: string) => {
    const full = resolve(root, bucket, name)
    if (!full.startsWith(root + sep)) throw invalidKey(name)
    return full
  }

  const asCaller = <T>(r: Req, fn: (tx: Queryable) => Promise<T>, extra: Record<string, string> = {}) =>
    db.transaction(fn, { ...callerSettings(r.caller, r.req, r.url.pathname), ...extra })

  const isService = (r: Req) => r.caller.role === 'service_role'

  function requireService(r: Req) {
    if (!isService(r)) throw unauthorized('Only the service role can manage buckets')
  }

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

  async function findObject(q: Queryable, bucketId: string, key: string): Promise<ObjectRow> {
    const { rows } = await q.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
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
      'last-modified': new Date(String(meta.lastModified ?? iso(object.updated_at))).toUTCString(),
      // Uploaded files are never rendered as the API's own pages.
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    }
    if (transform) headers['x-transformations'] = transformationsHeader(transform)
    if (download !== null) {
      const name = download || object.name.split('/').pop()!
      headers['content-disposition'] = `attachment; filename="${name.replace(/"/g, '')}"`
    }
    send(r.res, 200, r.req.method === 'HEAD' ? null : bytes, headers)
  }

  async function signDownload(bucketId: string, key: string, expiresIn: number) {
    const seconds = Math.min(SIGNED_URL_MAX_SECONDS, Math.max(1, Math.floor(expiresIn)))
    const token = await signJwt(keys, {
      url: `${bucketId}/${key}`,
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + seconds,
    })
    return `/object/sign/${bucketId}/${key.split('/').map(encodeURIComponent).join('/')}?token=${token}`
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
    const claims = result.claims as { url?: string; upload?: boolean; owner?: string; upsert?: boolean }
    if (claims.url !== expected || (kind === 'upload') !== !!claims.upload)
      throw new StorageError(400, 'InvalidSignature', 'The signed URL is invalid')
    return claims
  }

  return {
    db,
    keys,
    callerSettings: (caller: Caller, r: Req) => callerSettings(caller, r.req, r.url.pathname),
    root,
    maxFileSize: options.maxFileSize,
    filePath,
    asCaller,
    isService,
    requireService,
    bucket,
    readJson,
    keyFrom,
    findObject,
    serveBytes,
    signDownload,
    verifySigned,
    ensureDir: (path: string) => mkdir(path, { recursive: true }),
  }
}

export type StorageContext = ReturnType<typeof createStorageContext>

/**
 * The `x-transformations` header storage-api answers a rendered image with: the transformations applied,
 * as imgproxy options joined by commas (`height:100,width:200,resizing_type:fill,quality:80`).
 */
export function transformationsHeader(params: URLSearchParams): string {
  const parts: string[] = []
  const width = params.get('width')
  const height = params.get('height')
  if (height) parts.push(`height:${height}`)
  if (width) parts.push(`width:${width}`)
  if (width || height) {
    const resize = params.get('resize') ?? 'cover'
    parts.push(`resizing_type:${{ cover: 'fill', contain: 'fit', fill: 'force' }[resize] ?? 'fill'}`)
  }
  const quality = params.get('quality')
  if (quality) parts.push(`quality:${quality}`)
  const format = params.get('format')
  if (format && format !== 'origin') parts.push(`format:${format}`)
  return parts.join(',')
}
