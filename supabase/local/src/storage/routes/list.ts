import { sendJson } from '../../http/http.ts'
import { iso, type Route, type StorageContext } from '../context.ts'
import { StorageError } from '../errors.ts'

interface Entry {
  /** The full key: an object's name, or a folder's prefix ending in `/`. */
  key: string
  /** The last segment (a folder's without the slash). */
  name: string
  id: string | null
  updated_at: string | null
  created_at: string | null
  last_accessed_at: string | null
  metadata: unknown
}

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`

/**
 * storage-api's continuation token: base64 of `key:value` lines — `l` the last name listed, `o` the
 * order, `c` the sort column, `a` that column's value on the last row (ISO, for timestamp sorts).
 */
interface Cursor {
  startAfter: string
  sortOrder?: string
  sortColumn?: string
  sortColumnAfter?: string
}
const CURSOR_PARTS: Array<[string, keyof Cursor]> = [
  ['l', 'startAfter'],
  ['o', 'sortOrder'],
  ['c', 'sortColumn'],
  ['a', 'sortColumnAfter'],
]

function encodeCursor(cursor: Cursor): string {
  const lines = CURSOR_PARTS.filter(([, field]) => cursor[field]).map(([k, field]) => `${k}:${cursor[field]}`)
  return Buffer.from(lines.join('\n')).toString('base64')
}

function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: '', sortOrder: 'asc' }
  for (const part of Buffer.from(token, 'base64').toString().split('\n')) {
    const m = /^(\S):(.*)/.exec(part)
    const field = m && CURSOR_PARTS.find(([k]) => k === m[1])?.[1]
    if (!m || !field) throw new StorageError(400, 'InvalidParameter', 'Invalid Parameter continuation token')
    cursor[field] = m[2]
  }
  return cursor
}

/** A request body checked as storage-api's route schema does (Fastify's ajv, which coerces scalars). */
function validationError(path: string, message: string) {
  return new StorageError(400, 'Error', `body${path} ${message}`)
}
function coerceString(value: unknown, path: string): string | undefined {
  if (value === undefined) return undefined
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value === null) return ''
  throw validationError(path, 'must be string')
}
function coerceBoolean(value: unknown, path: string): boolean | undefined {
  if (value === undefined || typeof value === 'boolean') return value
  if (value === 'true' || value === 1) return true
  if (value === 'false' || value === 0 || value === null) return false
  throw validationError(path, 'must be boolean')
}
function coerceInteger(value: unknown, path: string): number | undefined {
  if (value === undefined) return undefined
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
        ? Number(value)
        : typeof value === 'boolean'
          ? Number(value)
          : value === null
            ? 0
            : NaN
  if (!Number.isInteger(n)) throw validationError(path, 'must be integer')
  return n
}

interface ListV2Body {
  prefix?: string
  limit?: number
  cursor?: string
  with_delimiter?: boolean
  sortBy?: { column: 'name' | 'updated_at' | 'created_at'; order?: 'asc' | 'desc' }
}

function listV2Body(body: Record<string, unknown>): ListV2Body {
  const prefix = coerceString(body.prefix, '/prefix')
  const limit = coerceInteger(body.limit, '/limit')
  if (limit !== undefined && limit < 1) throw validationError('/limit', 'must be >= 1')
  const cursor = coerceString(body.cursor, '/cursor')
  const withDelimiter = coerceBoolean(body.with_delimiter, '/with_delimiter')
  let sortBy: ListV2Body['sortBy']
  if (body.sortBy !== undefined) {
    const raw = body.sortBy
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw validationError('/sortBy', 'must be object')
    const { column, order } = raw as Record<string, unknown>
    if (column === undefined) throw validationError('/sortBy', "must have required property 'column'")
    const col = coerceString(column, '/sortBy/column')
    if (!['name', 'updated_at', 'created_at'].includes(col!))
      throw validationError('/sortBy/column', 'must be equal to one of the allowed values')
    const ord = coerceString(order, '/sortBy/order')
    if (ord !== undefined && ord !== 'asc' && ord !== 'desc')
      throw validationError('/sortBy/order', 'must be equal to one of the allowed values')
    sortBy = { column: col as 'name', ...(ord ? { order: ord as 'asc' } : {}) }
  }
  return { prefix, limit, cursor, with_delimiter: withDelimiter, sortBy }
}

/** storage-api's `routes/object/list` (v1, folders as rows with a null id) and `list-v2` (cursor pages). */
export function listRoutes(ctx: StorageContext) {
  const { readJson, asCaller } = ctx

  /** The entries under `prefix` as the caller may see them: every object, or one level with folders. */
  async function entries(r: Parameters<Route>[0], bucketId: string, prefix: string, delimiter: boolean) {
    return asCaller(r, async (tx) => {
      const { rows } = await tx.query<Entry & { is_folder: boolean }>(
        `with level as (
           select case when $4::boolean then split_part(substr(o.name, length($2::text) + 1), '/', 1) else substr(o.name, length($2::text) + 1) end
                    as entry,
                  $4::boolean and position('/' in substr(o.name, length($2::text) + 1)) > 0 as is_folder,
                  o.name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
           from storage.objects o
           where o.bucket_id = $1 and o.name like $3 escape '\\'
         )
         select distinct on (entry, is_folder) entry as name, is_folder,
                case when is_folder then $2::text || entry || '/' else name end as key,
                case when is_folder then null else id end as id,
                case when is_folder then null else updated_at::text end as updated_at,
                case when is_folder then null else created_at::text end as created_at,
                case when is_folder then null else last_accessed_at::text end as last_accessed_at,
                case when is_folder then null else metadata end as metadata
         from level order by entry, is_folder`,
        [bucketId, prefix, likePrefix(prefix), delimiter],
      )
      return rows
    })
  }

  /**
   * v1 (`storage.from(b).list(folder)`): direct children of a folder, folders with a null id. Like storage-api's
   * `searchObjects`, it looks no bucket up: a missing one lists nothing.
   */
  const list: Route = async (r, [bucketId]) => {
    const body = await readJson(r.req)
    const folder = String(body.prefix ?? '').replace(/^\/+|\/+$/g, '')
    const limit = Math.min(1000, Math.max(1, Number(body.limit ?? 100)))
    const offset = Math.max(0, Number(body.offset ?? 0))
    const search = String(body.search ?? '').toLowerCase()
    const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string }
    const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(sortBy.column ?? '')
      ? (sortBy.column as keyof Entry)
      : 'name'
    const order = sortBy.order === 'desc' ? 'desc' : 'asc'
    const rows = (await entries(r, bucketId, folder ? `${folder}/` : '', true)).filter((e) =>
      e.name.toLowerCase().includes(search),
    )
    rows.sort((a, b) => {
      const av = String(a[column] ?? '')
      const bv = String(b[column] ?? '')
      return order === 'asc' ? av.localeCompare(bv) : bv.localeCompare(av)
    })
    sendJson(
      r.res,
      200,
      rows.slice(offset, offset + limit).map((e) => ({
        name: e.name,
        id: e.id,
        updated_at: iso(e.updated_at),
        created_at: iso(e.created_at),
        last_accessed_at: iso(e.last_accessed_at),
        metadata: e.metadata,
      })),
    )
  }

  /**
   * v2 (`storage.from(b).listV2({ prefix, limit, cursor, with_delimiter, sortBy })`), as storage-api's
   * `listObjectsV2` answers it: `prefix` is a plain key prefix; without a delimiter every object under it,
   * flat (`name` the full key); with one, that level's objects and folders (`key` the entry's segment,
   * `name` its full path, a folder's ending in `/`). Pages follow `nextCursor` while `hasNext`; the cursor
   * carries the order it was made with. Like storage-api, it looks no bucket up: a missing one lists nothing.
   */
  const listV2: Route = async (r, [bucketId]) => {
    const body = listV2Body(await readJson(r.req))
    const prefix = body.prefix ?? ''
    const limit = Math.min(body.limit ?? 1000, 1000)
    const delimiter = body.with_delimiter === true
    const cursor = body.cursor ? decodeCursor(body.cursor) : undefined
    const column = (cursor?.sortColumn ?? body.sortBy?.column ?? 'name') as 'name' | 'created_at' | 'updated_at'
    const desc = (cursor?.sortOrder ?? body.sortBy?.order ?? 'asc') === 'desc'
    const byTime = column !== 'name'
    // Timestamps compare at millisecond precision; folders (no timestamps) as the epoch.
    const EPOCH = '1970-01-01T00:00:00.000Z'
    const timeOf = (e: Entry) => (byTime ? (iso(e[column]) ?? EPOCH) : '')
    const compare = (a: { t: string; n: string }, b: { t: string; n: string }) =>
      (a.t < b.t ? -1 : a.t > b.t ? 1 : a.n < b.n ? -1 : a.n > b.n ? 1 : 0) * (desc ? -1 : 1)
    const after = cursor && { t: byTime ? (cursor.sortColumnAfter ?? EPOCH) : '', n: cursor.startAfter }
    const levels = prefix ? prefix.split('/').length : 1
    const all = (await entries(r, bucketId, prefix, delimiter))
      .map((e) => ({ e, pos: { t: timeOf(e), n: e.key } }))
      .sort((a, b) => compare(a.pos, b.pos))
      .filter((x) => !after || compare(x.pos, after) > 0)
    const page = all.slice(0, limit)
    const hasNext = all.length > limit
    const last = page[page.length - 1]
    const times = (e: Entry) => ({
      updated_at: iso(e.updated_at),
      created_at: iso(e.created_at),
      last_accessed_at: iso(e.last_accessed_at),
    })
    sendJson(r.res, 200, {
      hasNext,
      ...(hasNext
        ? {
            nextCursor: encodeCursor({
              startAfter: last.e.key,
              sortOrder: cursor?.sortOrder ?? body.sortBy?.order,
              sortColumn: cursor?.sortColumn ?? body.sortBy?.column,
              sortColumnAfter: byTime && last.e[column] ? iso(last.e[column])! : undefined,
            }),
            nextCursorKey: last.e.key,
          }
        : {}),
      folders: page
        .filter((x) => x.e.id === null)
        .map(({ e }) => ({
          key: e.key.split('/')[levels - 1],
          name: e.key,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        })),
      objects: page
        .filter((x) => x.e.id !== null)
        .map(({ e }) =>
          delimiter
            ? { key: e.key.split('/')[levels - 1], name: e.key, id: e.id, ...times(e), metadata: e.metadata }
            : { id: e.id, name: e.key, metadata: e.metadata, ...times(e) },
        ),
    })
  }

  return { list, listV2 }
}
