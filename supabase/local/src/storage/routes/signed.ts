import { header, sendJson } from '../../http/http.ts'
import { signJwt } from '../../keys.ts'
import type { Route, StorageContext } from '../context.ts'
import { StorageError, unauthorized } from '../errors.ts'
import type { objectRoutes } from './object.ts'

/** storage-api's signed URLs: download links (one or many), upload links (with upsert) and their use. */
export function signedRoutes(ctx: StorageContext, objects: ReturnType<typeof objectRoutes>) {
  const { db, keys, bucket, readJson, keyFrom, asCaller, findObject, serveBytes, signDownload, verifySigned } = ctx

  const sign: Route = async (r, [bucketId, ...rest]) => {
    const key = keyFrom(rest)
    await bucket(bucketId)
    const body = await readJson(r.req)
    const expiresIn = Number(body.expiresIn)
    if (!Number.isFinite(expiresIn) || expiresIn <= 0)
      throw new StorageError(400, 'InvalidRequest', 'expiresIn must be a positive number of seconds')
    await asCaller(r, (tx) => findObject(tx, bucketId, key))
    sendJson(r.res, 200, { signedURL: await signDownload(bucketId, key, expiresIn) })
  }

  const signMany: Route = async (r, [bucketId]) => {
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

  const getSigned: Route = async (r, [bucketId, ...rest]) => {
    const key = keyFrom(rest)
    await verifySigned(r, `${bucketId}/${key}`, 'download')
    return serveBytes(r, await findObject(db, bucketId, key), null)
  }

  /** `createSignedUploadUrl(path, { upsert })`: the token carries the owner and whether it may overwrite. */
  const createUploadUrl: Route = async (r, [bucketId, ...rest]) => {
    const key = keyFrom(rest)
    await bucket(bucketId)
    const upsert = header(r.req, 'x-upsert') === 'true'
    // The caller must be allowed to write there now; the row is checked again when the bytes arrive.
    await asCaller(r, async (tx) => {
      await tx.query('savepoint probe')
      await tx
        .query(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3::uuid, $3::uuid::text, '{}')`,
          [bucketId, key, r.caller.claims.sub ?? null],
        )
        .catch((error) => {
          if ((error as { code?: string }).code === '23505') {
            if (upsert) return
            throw new StorageError(409, 'Duplicate', 'The resource already exists')
          }
          throw unauthorized()
        })
      await tx.query('rollback to savepoint probe')
    })
    const token = await signJwt(keys, {
      url: `${bucketId}/${key}`,
      upload: true,
      owner: r.caller.claims.sub,
      upsert,
      exp: Math.floor(Date.now() / 1000) + 2 * 60 * 60,
    })
    sendJson(r.res, 200, {
      url: `/object/upload/sign/${bucketId}/${key.split('/').map(encodeURIComponent).join('/')}?token=${token}`,
      token,
    })
  }

  /** `uploadToSignedUrl`: the token already proved the right to write; the object is its owner's. */
  const uploadSigned: Route = async (r, [bucketId, ...rest]) => {
    const key = keyFrom(rest)
    const claims = await verifySigned(r, `${bucketId}/${key}`, 'upload')
    return objects.upload(
      r,
      bucketId,
      key,
      'create',
      { role: 'service_role', claims: { role: 'service_role', sub: claims.owner } },
      claims.upsert === true,
    )
  }

  /** `/render/image/sign/…`: a signed download, transformed. */
  const renderSigned: Route = async (r, [bucketId, ...rest]) => {
    const key = keyFrom(rest)
    await verifySigned(r, `${bucketId}/${key}`, 'download')
    return serveBytes(r, await findObject(db, bucketId, key), r.url.searchParams)
  }

  return { sign, signMany, getSigned, createUploadUrl, uploadSigned, renderSigned }
}
