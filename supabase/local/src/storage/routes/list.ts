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

/** A v2 cursor: where the previous page ended, opaque to the client (base64url of JSON). */
function readCursor(value: unknown): { v: string; k: string } | null {
  if (value === undefined || value === null || value === '') return null
  try {
    const parsed = JSON.parse(Buffer.from(String(value), 'base64url').toString('utf8'))
    if (typeof parsed?.k === 'string' && typeof parsed?.v === 'string') return parsed
  } catch {
    /* falls through */
  }
  throw new StorageError(400, 'InvalidRequest', 'Invalid cursor')
}

/** storage-api's `routes/object/list` (v1, folders as rows with a null id) and `list-v2` (cursor pages). */
export function listRoutes(ctx: StorageContext) {
  const { bucket, readJson, asCaller } = ctx

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

  /** v1 (`storage.from(b).list(folder)`): direct children of a folder, folders with a null id. */
  const list: Route = async (r, [bucketId]) => {
    await bucket(bucketId)
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
   * v2 (`storage.from(b).listV2({ prefix, limit, cursor, with_delimiter, sortBy })`): `prefix` is a plain
   * key prefix; without a delimiter every object under it, flat; with one, the objects at that level
   * and its folders apart. Pages follow `nextCursor` while `hasNext`.
   */
  const listV2: Route = async (r, [bucketId]) => {
    await bucket(bucketId)
    const body = await readJson(r.req)
    const prefix = String(body.prefix ?? '').replace(/^\/+/, '')
    const limit = Math.min(1000, Math.max(1, Math.floor(Number(body.limit ?? 1000)) || 1000))
    const delimiter = body.with_delimiter === true
    const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string }
    if (sortBy.column !== undefined && !['name', 'created_at', 'updated_at'].includes(sortBy.column))
      throw new StorageError(400, 'InvalidRequest', 'sortBy.column must be one of name, created_at, updated_at')
    const column = (sortBy.column ?? 'name') as 'name' | 'created_at' | 'updated_at'
    const desc = sortBy.order === 'desc'
    const cursor = readCursor(body.cursor)
    const valueOf = (e: Entry) => (column === 'name' ? e.key : (e[column] ?? ''))
    const compare = (a: { v: string; k: string }, b: { v: string; k: string }) =>
      (a.v < b.v ? -1 : a.v > b.v ? 1 : a.k < b.k ? -1 : a.k > b.k ? 1 : 0) * (desc ? -1 : 1)
    const all = (await entries(r, bucketId, prefix, delimiter))
      .map((e) => ({ e, pos: { v: valueOf(e), k: e.key } }))
      .sort((a, b) => compare(a.pos, b.pos))
      .filter((x) => !cursor || compare(x.pos, cursor) > 0)
    const page = all.slice(0, limit)
    const hasNext = all.length > limit
    sendJson(r.res, 200, {
      hasNext,
      ...(hasNext ? { nextCursor: Buffer.from(JSON.stringify(page[page.length - 1].pos)).toString('base64url') } : {}),
      folders: page.filter((x) => x.e.id === null).map((x) => ({ name: x.e.name, key: x.e.key })),
      objects: page
        .filter((x) => x.e.id !== null)
        .map(({ e }) => ({
          id: e.id,
          key: e.key,
          name: delimiter ? e.name : e.key,
          updated_at: iso(e.updated_at),
          created_at: iso(e.created_at),
          last_accessed_at: iso(e.last_accessed_at),
          metadata: e.metadata,
        })),
    })
  }

  return { list, listV2 }
}
