import { X } from 'lucide-react'
import { Textarea } from '@/components/ui/textarea'
import { ALT_TEXT_LIMIT } from '@/data/posts/post-types'
import { t } from '@/lib/i18n'

/** An image in the composer: uploading (no path yet) or uploaded, with the alt text the author gives it. */
export interface ComposerImage {
  key: string
  /** Set once uploaded; a draft keeps only uploaded images. */
  path: string | null
  preview: string
  /** 0…1 while uploading. */
  progress: number
  alt: string
}

export const altFieldId = (composerId: string, key: string) => `${composerId}-alt-${key}`

/** Each picked image with a field for its alt text, so the author describes it as they add it. */
export function ComposerImages({
  composerId,
  images,
  disabled,
  onAlt,
  onRemove,
}: {
  composerId: string
  images: ComposerImage[]
  disabled: boolean
  onAlt: (key: string, alt: string) => void
  onRemove: (image: ComposerImage) => void
}) {
  if (images.length === 0) return null
  return (
    <ul className="space-y-2" aria-label={t('Images to post')}>
      {images.map((img, i) => {
        const fieldId = altFieldId(composerId, img.key)
        const number = i + 1
        return (
          <li key={img.key} className="flex gap-3 rounded-lg border border-border p-2">
            <div className="relative size-20 shrink-0 overflow-hidden rounded-md bg-background sm:size-24">
              <img
                src={img.preview}
                alt={t('Image {number} of {count}', { number, count: images.length })}
                className="size-full object-cover"
              />
              {img.path === null && (
                <span className="absolute inset-x-0 bottom-0 h-1.5 bg-black/40">
                  <span
                    className="block h-full bg-primary transition-[width]"
                    style={{ width: `${Math.round(img.progress * 100)}%` }}
                  />
                </span>
              )}
              <button
                type="button"
                onClick={() => onRemove(img)}
                disabled={disabled}
                aria-label={t('Remove image {number}', { number })}
                className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </div>
            <div className="min-w-0 flex-1">
              <label htmlFor={fieldId} className="text-sm font-medium">
                {t('Alt text for image {number}', { number })}
              </label>
              <Textarea
                id={fieldId}
                value={img.alt}
                onChange={(e) => onAlt(img.key, e.target.value)}
                maxLength={ALT_TEXT_LIMIT}
                rows={2}
                disabled={disabled}
                placeholder={t('Describe what the image shows for people who use screen readers')}
                className="mt-1 resize-y text-sm"
              />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
