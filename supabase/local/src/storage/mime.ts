import { StorageError } from './errors.ts'

/**
 * storage-api's check of a type-restricted bucket: only the declared type counts, never the bytes. The
 * declared type is split at `/`; its first two parts must equal an allowed entry's, or the entry's second part
 * is `*` (`image/*`). Nothing is lowercased or trimmed, so `text/plain;charset=UTF-8` is not `text/plain`.
 */
export function isAllowedMimeType(declared: string, allowed: string[]): boolean {
  const [type, subtype] = declared.split('/')
  if (subtype === undefined) return false
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/')
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)
  })
}

/** storage-api's InvalidMimeType: HTTP 400, `statusCode` "415" in the body. */
export const invalidMimeType = (declared: string) =>
  new StorageError(415, 'invalid_mime_type', `mime type ${declared} is not supported`, {
    httpStatus: 400,
    code: 'InvalidMimeType',
  })

/** storage-api leaves the placeholder of an empty folder out of the type check. */
export const isEmptyFolderPlaceholder = (key: string) => key.endsWith('.emptyFolderPlaceholder')

/** The `boundary` of a multipart Content-Type, or null. */
export function multipartBoundary(contentType: string): string | null {
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  return m ? (m[1] ?? m[2]) : null
}

/**
 * The type a multipart upload declares for its file, read from the start of the body as soon as the file
 * part's headers have arrived (storage-api checks it there, before the file's bytes): the value of a
 * `contentType` field sent before the file, else the file part's own Content-Type (type and subtype,
 * lowercased, parameters dropped; `text/plain` when it has none). The file part is the first with a
 * filename, or of type application/octet-stream. `pending` when more bytes are needed; `none` when the
 * form ended without a file.
 */
export function multipartDeclaredType(
  body: Buffer,
  boundary: string,
): { type: string } | { pending: true } | { none: true } {
  const delimiter = Buffer.from(`--${boundary}`)
  const between = Buffer.from(`\r\n--${boundary}`)
  let at = body.indexOf(delimiter)
  if (at < 0) return { pending: true }
  let contentTypeField: string | undefined
  for (;;) {
    const afterDelimiter = at + delimiter.length
    if (body.length < afterDelimiter + 2) return { pending: true }
    if (body[afterDelimiter] === 0x2d && body[afterDelimiter + 1] === 0x2d) return { none: true }
    const headersEnd = body.indexOf('\r\n\r\n', afterDelimiter)
    if (headersEnd < 0) return { pending: true }
    const headers = parsePartHeaders(body.subarray(afterDelimiter, headersEnd).toString('utf8'))
    const disposition = headers.get('content-disposition')
    const params = disposition ? dispositionParams(disposition) : null
    const partType = mediaType(headers.get('content-type')) ?? 'text/plain'
    if (params && (params.has('filename') || params.has('filename*') || partType === 'application/octet-stream')) {
      return { type: contentTypeField || partType }
    }
    const next = body.indexOf(between, headersEnd + 4)
    if (next < 0) return { pending: true }
    if (params?.get('name') === 'contentType') contentTypeField = body.subarray(headersEnd + 4, next).toString('utf8')
    at = next + 2
  }
}

function parsePartHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim())
  }
  return headers
}

/** `form-data; name="x"; filename="y"`: its parameters, or null when it is not form-data. */
function dispositionParams(value: string): Map<string, string> | null {
  const [kind, ...rest] = value.split(';')
  if (kind.trim().toLowerCase() !== 'form-data') return null
  const params = new Map<string, string>()
  for (const m of rest.join(';').matchAll(/([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g)) {
    params.set(m[1].toLowerCase(), m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[3].trim())
  }
  return params
}

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+"
const MEDIA_TYPE = new RegExp(`^\\s*(${TOKEN})/(${TOKEN})\\s*(?:;.*)?$`)

/** `Image/PNG; q=1` as `image/png`; null when it is not `type/subtype`. */
function mediaType(value: string | undefined): string | null {
  const m = value ? MEDIA_TYPE.exec(value) : null
  return m ? `${m[1]}/${m[2]}`.toLowerCase() : null
}
