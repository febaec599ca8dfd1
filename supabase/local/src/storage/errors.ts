import type { ServerResponse } from 'node:http'
import { sendJson } from '../http/http.ts'

/**
 * Storage's error shape: `{ statusCode, error, message }`, with the matching HTTP status unless `httpStatus`
 * says otherwise (storage-api answers some errors, such as an invalid mime type, with HTTP 400 and the
 * finer status in `statusCode`); `code` is storage-api's error code where the stack gives one.
 */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly options: { httpStatus?: number; code?: string } = {},
  ) {
    super(message)
  }
}

export function sendStorageError(res: ServerResponse, e: StorageError) {
  const { httpStatus, code } = e.options
  sendJson(res, httpStatus ?? e.status, {
    statusCode: String(e.status),
    ...(code ? { code } : {}),
    error: e.error,
    message: e.message,
  })
}

/** storage-api's NoSuchKey (`not_found`, "Object not found") and NoSuchBucket ("Bucket not found" twice). */
export const notFound = (what = 'Object') =>
  new StorageError(404, what === 'Bucket' ? 'Bucket not found' : 'not_found', `${what} not found`)
export const invalidKey = (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`)
export const unauthorized = (message = 'new row violates row-level security policy') =>
  new StorageError(403, 'Unauthorized', message)
