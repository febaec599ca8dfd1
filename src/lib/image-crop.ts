import type { CropRect } from '@/lib/image-resize'

export interface CropView {
  /** The frame the member sees, in CSS pixels. */
  frameWidth: number
  frameHeight: number
  imageWidth: number
  imageHeight: number
  /** 1 = the image just covers the frame. */
  zoom: number
  /** Where the image's top-left corner sits inside the frame (≤ 0). */
  offsetX: number
  offsetY: number
}

export const coverScale = (v: Pick<CropView, 'frameWidth' | 'frameHeight' | 'imageWidth' | 'imageHeight'>) =>
  Math.max(v.frameWidth / v.imageWidth, v.frameHeight / v.imageHeight)

export const scaleOf = (v: CropView) => coverScale(v) * v.zoom

/** Keeps the image covering the whole frame, whatever the pan and zoom. */
export function clampView(v: CropView): CropView {
  const s = scaleOf(v)
  const minX = v.frameWidth - v.imageWidth * s
  const minY = v.frameHeight - v.imageHeight * s
  return { ...v, offsetX: Math.min(0, Math.max(minX, v.offsetX)), offsetY: Math.min(0, Math.max(minY, v.offsetY)) }
}

/** A view centred on the image at the given zoom. */
export function centredView(base: Omit<CropView, 'offsetX' | 'offsetY' | 'zoom'>, zoom = 1): CropView {
  const v = { ...base, zoom, offsetX: 0, offsetY: 0 }
  const s = scaleOf(v)
  return clampView({
    ...v,
    offsetX: (v.frameWidth - v.imageWidth * s) / 2,
    offsetY: (v.frameHeight - v.imageHeight * s) / 2,
  })
}

/** Changes the zoom around the frame's centre. */
export function zoomView(v: CropView, zoom: number): CropView {
  const before = scaleOf(v)
  const after = coverScale(v) * zoom
  const cx = (v.frameWidth / 2 - v.offsetX) / before
  const cy = (v.frameHeight / 2 - v.offsetY) / before
  return clampView({ ...v, zoom, offsetX: v.frameWidth / 2 - cx * after, offsetY: v.frameHeight / 2 - cy * after })
}

/** The part of the source image inside the frame, in source pixels. */
export function cropRect(v: CropView): CropRect {
  const s = scaleOf(v)
  return {
    x: Math.round(-v.offsetX / s) || 0,
    y: Math.round(-v.offsetY / s) || 0,
    width: Math.round(v.frameWidth / s),
    height: Math.round(v.frameHeight / s),
  }
}
