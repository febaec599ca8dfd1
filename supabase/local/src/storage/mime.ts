/** Content types recognised from a file's first bytes, so a client's word is never the only evidence. */
const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/gif',
    test: (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  },
  {
    type: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'image/avif', test: (b) => b.subarray(4, 12).toString('latin1') === 'ftypavif' },
  { type: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { type: 'application/zip', test: (b) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04 },
]

export function sniff(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null
}

/** Types whose bytes we can recognise: a claim of one of these must match the bytes. */
const CHECKABLE = new Set(SIGNATURES.map((s) => s.type))

/**
 * The type to store: the sniffed type when the bytes say one; the declared type otherwise, unless
 * it claims a recognisable type the bytes do not have. Office formats are zip files, so a zip
 * matches them.
 */
export function resolveContentType(
  declared: string | undefined,
  bytes: Buffer,
): { type: string } | { mismatch: string } {
  const claimed = (declared ?? '').split(';')[0].trim().toLowerCase() || 'application/octet-stream'
  const actual = sniff(bytes)
  if (actual) {
    if (claimed === actual || claimed === 'application/octet-stream') return { type: actual }
    if (actual === 'application/zip' && claimed.startsWith('application/vnd.openxmlformats')) return { type: claimed }
    return { mismatch: `content is ${actual}, not ${claimed}` }
  }
  if (CHECKABLE.has(claimed)) return { mismatch: `content is not ${claimed}` }
  return { type: claimed }
}

/** Bucket rules: exact types and `type/*` wildcards. */
export function isAllowedType(type: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true
  return allowed.some((a) => a === type || (a.endsWith('/*') && type.startsWith(a.slice(0, -1))))
}
