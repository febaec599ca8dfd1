import sharp from 'sharp'
import { StorageError } from './errors.ts'

const FORMATS = new Set(['webp', 'avif', 'png', 'jpeg', 'origin'])
const FIT = { cover: 'cover', contain: 'contain', fill: 'fill' } as const

/** Supabase's image transformation: width, height, resize (cover|contain|fill), quality, format. */
export async function transformImage(
  bytes: Buffer,
  type: string,
  params: URLSearchParams,
): Promise<{ bytes: Buffer; type: string }> {
  if (!type.startsWith('image/') || type === 'image/svg+xml') {
    throw new StorageError(400, 'InvalidRequest', 'Only raster images can be transformed')
  }
  const int = (name: string, max: number) => {
    const raw = params.get(name)
    if (raw === null) return undefined
    const n = Number(raw)
    if (!Number.isInteger(n) || n < 1 || n > max)
      throw new StorageError(400, 'InvalidRequest', `${name} must be an integer from 1 to ${max}`)
    return n
  }
  const width = int('width', 2500)
  const height = int('height', 2500)
  const quality = int('quality', 100) ?? 80
  const resize = (params.get('resize') ?? 'cover') as keyof typeof FIT
  if (!(resize in FIT)) throw new StorageError(400, 'InvalidRequest', 'resize must be cover, contain or fill')
  const format = params.get('format') ?? 'origin'
  if (!FORMATS.has(format))
    throw new StorageError(400, 'InvalidRequest', 'format must be origin, webp, avif, png or jpeg')
  let image = sharp(bytes, { failOn: 'error' }).rotate()
  if (width || height) image = image.resize({ width, height, fit: FIT[resize], withoutEnlargement: true })
  const target =
    format === 'origin'
      ? (type.split('/')[1] as 'png' | 'jpeg' | 'webp' | 'avif' | 'gif')
      : (format as 'png' | 'jpeg' | 'webp' | 'avif')
  let out: Buffer
  try {
    out = await image.toFormat(target === ('jpg' as string) ? 'jpeg' : target, { quality }).toBuffer()
  } catch {
    // Bytes that are not the image their declared type says (storage checks only the declared type), as
    // storage-api answers imgproxy's refusal of them.
    throw new StorageError(400, 'InvalidRequest', 'The source image is invalid or unsupported for rendering')
  }
  return { bytes: out, type: `image/${target}` }
}
