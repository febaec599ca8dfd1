import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import type { CropRect } from '@/lib/image-resize'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'
import { centredView, clampView, cropRect, scaleOf, zoomView, type CropView } from '@/lib/image-crop'

/** Pan (drag or arrow keys) and zoom an image inside a frame, then hand back the chosen region. */
export default function ImageCropper({
  file,
  aspect,
  round,
  title,
  onCancel,
  onCrop,
}: {
  file: File
  aspect: number
  round?: boolean
  title: string
  onCancel: () => void
  onCrop: (rect: CropRect) => void
}) {
  const [src] = useState(() => URL.createObjectURL(file))
  const [view, setView] = useState<CropView | null>(null)
  const drag = useRef<{ x: number; y: number; ox: number; oy: number } | null>(null)
  const [frameWidth] = useState(() => Math.min(aspect >= 2 ? 440 : 280, window.innerWidth - 48))
  const frameHeight = Math.round(frameWidth / aspect)

  useEffect(() => () => URL.revokeObjectURL(src), [src])

  const onLoad = (img: HTMLImageElement) =>
    setView(centredView({ frameWidth, frameHeight, imageWidth: img.naturalWidth, imageHeight: img.naturalHeight }))

  const pan = (dx: number, dy: number) =>
    setView((v) => v && clampView({ ...v, offsetX: v.offsetX + dx, offsetY: v.offsetY + dy }))

  const handleKey = (e: KeyboardEvent) => {
    const step = e.shiftKey ? 40 : 10
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    }
    if (moves[e.key]) {
      e.preventDefault()
      pan(...moves[e.key])
    }
  }
  const onPointerDown = (e: PointerEvent) => {
    if (!view) return
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = { x: e.clientX, y: e.clientY, ox: view.offsetX, oy: view.offsetY }
  }
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current
    if (!d) return
    setView((v) => v && clampView({ ...v, offsetX: d.ox + e.clientX - d.x, offsetY: d.oy + e.clientY - d.y }))
  }

  const scale = view ? scaleOf(view) : 1

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      description={t('Drag the image or use the arrow keys to position it, and the slider to zoom.')}
      className="sm:w-[36rem]"
    >
      <div className="flex flex-col items-center gap-4">
        <div
          role="group"
          tabIndex={0}
          aria-label={t('Image position: use the arrow keys to move it')}
          onKeyDown={handleKey}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          className={cn(
            'relative max-w-full touch-none cursor-grab overflow-hidden bg-background select-none active:cursor-grabbing',
            round ? 'rounded-full' : 'rounded-lg',
          )}
          style={{ width: frameWidth, height: frameHeight }}
        >
          <img
            src={src}
            alt=""
            draggable={false}
            onLoad={(e) => onLoad(e.currentTarget)}
            className="pointer-events-none absolute top-0 left-0 max-w-none origin-top-left"
            style={
              view ? { transform: `translate(${view.offsetX}px, ${view.offsetY}px) scale(${scale})` } : { opacity: 0 }
            }
          />
        </div>
        <label className="flex w-full max-w-xs items-center gap-3 text-sm">
          {t('Zoom')}
          <input
            type="range"
            min={1}
            max={3}
            step={0.01}
            value={view?.zoom ?? 1}
            onChange={(e) => setView((v) => v && zoomView(v, Number(e.target.value)))}
            className="flex-1"
          />
        </label>
        <div className="flex w-full justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button disabled={!view} onClick={() => view && onCrop(cropRect(view))}>
            {t('Use image')}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
