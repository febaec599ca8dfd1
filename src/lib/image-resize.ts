/** A region of an image, in source pixels. */
export interface CropRect {
  x: number
  y: number
  width: number
  height: number
}

export async function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file)
  try {
    const img = new Image()
    img.src = url
    await img.decode()
    return img
  } finally {
    URL.revokeObjectURL(url)
  }
}

/** Fits (width, height) inside (maxWidth, maxHeight), never enlarging. */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number) {
  const scale = Math.min(1, maxWidth / width, maxHeight / height)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * Crops and scales an image in the browser before upload, so a 12-megapixel phone photo becomes a
 * few hundred kilobytes. GIFs are kept as they are (a canvas would drop the animation).
 */
export async function resizeImage(
  file: File,
  { maxWidth, maxHeight, crop }: { maxWidth: number; maxHeight: number; crop?: CropRect },
): Promise<Blob> {
  if (file.type === 'image/gif' && !crop) return file
  const img = await loadImage(file)
  const source = crop ?? { x: 0, y: 0, width: img.naturalWidth, height: img.naturalHeight }
  const size = fitWithin(source.width, source.height, maxWidth, maxHeight)
  if (!crop && size.width === img.naturalWidth && file.size < 1_500_000 && file.type !== 'image/gif') return file
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const ctx = canvas.getContext('2d')
  if (!ctx) return file
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(img, source.x, source.y, source.width, source.height, 0, 0, size.width, size.height)
  const type = file.type === 'image/png' ? 'image/png' : 'image/webp'
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.86))
  return blob ?? file
}
