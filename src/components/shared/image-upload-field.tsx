import { Camera, Trash2 } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ProgressBar } from '@/components/ui/progress-bar'
import { uploadFile } from '@/data/storage/upload-file'
import { resizeImage } from '@/lib/image-resize'
import { IMAGE_TYPES, mediaUrl } from '@/lib/media-url'
import { cn } from '@/lib/cn'
import { notify } from '@/lib/toast'
import { msg, t } from '@/lib/i18n'
import { errorMessage } from '@/lib/errors'
import { organisationInitials } from '@/lib/initials'

const ImageCropper = lazy(() => import('./image-cropper'))

const KINDS = {
  avatar: { bucket: 'avatars', aspect: 1, max: 512, label: msg('profile photo'), limit: 5 },
  cover: { bucket: 'covers', aspect: 3, max: 1500, label: msg('cover image'), limit: 8 },
  logo: { bucket: 'avatars', aspect: 1, max: 512, label: msg('logo'), limit: 5 },
} as const

/**
 * Pick, crop, shrink and upload a profile photo, cover or organisation logo, with progress; `onSaved` stores the
 * path. Files go to the member's own folder, under `folder` when given (an organisation's logos live under
 * `organisations/<id>/`, which storage lets only its admins write).
 */
export function ImageUploadField({
  kind,
  current,
  name,
  onSaved,
  folder,
}: {
  kind: keyof typeof KINDS
  current: string | null
  name: string
  onSaved: (path: string | null) => Promise<boolean>
  folder?: string
}) {
  const k = KINDS[kind]
  const what = t(k.label)
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)

  const pick = (f: File | undefined) => {
    if (!f) return
    if (!IMAGE_TYPES.includes(f.type) || f.type === 'image/gif')
      return void notify(t('Choose a JPEG, PNG or WebP image'), 'error')
    if (f.size > 20 * 1024 * 1024) return void notify(t('Choose an image under {limit} MB', { limit: 20 }), 'error')
    setFile(f)
  }

  const save = async (crop: Parameters<typeof resizeImage>[1]['crop']) => {
    const source = file!
    setFile(null)
    setProgress(0)
    try {
      const blob = await resizeImage(source, { maxWidth: k.max, maxHeight: k.max, crop })
      if (blob.size > k.limit * 1024 * 1024)
        throw new Error(t('The {what} must be under {limit} MB', { what, limit: k.limit }))
      const path = await uploadFile(k.bucket, blob, setProgress, undefined, folder)
      if (await onSaved(path)) void notify(t('Your {what} was updated', { what }), 'success')
    } catch (e) {
      void notify(t('Your {what} was not updated', { what }), 'error', errorMessage(e))
    } finally {
      setProgress(null)
    }
  }

  const square = kind !== 'cover'
  const preview = current ? mediaUrl(k.bucket, current, square ? 256 : 1200) : null
  return (
    <div className="space-y-2">
      <div
        className={cn(
          'relative overflow-hidden bg-gradient-to-r from-primary to-sky-500',
          kind === 'avatar' ? 'size-28 rounded-full' : kind === 'logo' ? 'size-28 rounded-xl' : 'aspect-[3/1] w-full rounded-lg',
        )}
      >
        {preview ? (
          <img src={preview} alt={t('{name}’s {what}', { name, what })} className="size-full object-cover" />
        ) : (
          square && (
            <span className="flex size-full items-center justify-center text-4xl font-bold text-white">
              {kind === 'logo' ? organisationInitials(name) : name.charAt(0).toUpperCase() || 'U'}
            </span>
          )
        )}
      </div>
      {progress !== null && <ProgressBar value={progress} label={t('Uploading {what}', { what })} />}
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          onChange={(e) => (pick(e.target.files?.[0]), (e.target.value = ''))}
        />
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()} isLoading={progress !== null}>
          <Camera className="size-4" aria-hidden="true" />{' '}
          {current ? t('Change {what}', { what }) : t('Add {what}', { what })}
        </Button>
        {current && (
          <Button
            variant="ghost"
            size="sm"
            disabled={progress !== null}
            onClick={() =>
              void onSaved(null).then((ok) => {
                if (ok) void notify(t('Your {what} was removed', { what }), 'success')
              })
            }
          >
            <Trash2 className="size-4" aria-hidden="true" /> {t('Remove')}
          </Button>
        )}
      </div>
      {file && (
        <Suspense fallback={null}>
          <ImageCropper
            file={file}
            aspect={k.aspect}
            round={kind === 'avatar'}
            title={t('Crop your {what}', { what })}
            onCancel={() => setFile(null)}
            onCrop={(rect) => void save(rect)}
          />
        </Suspense>
      )}
    </div>
  )
}
