import { mediaUrl } from '@/lib/media-url'
import { cn } from '@/lib/cn'
import { t } from '@/lib/i18n'

/** Up to four images in a grid that keeps the post compact, each with the author's alt text or a generic one. */
export function PostMedia({ media, alts, authorName }: { media: string[]; alts: string[]; authorName: string }) {
  if (media.length === 0) return null
  return (
    <div className={cn('mt-3 grid gap-1 overflow-hidden rounded-lg', media.length > 1 && 'grid-cols-2')}>
      {media.map((path, i) => (
        <a
          key={path}
          href={mediaUrl('post-media', path)}
          target="_blank"
          rel="noopener noreferrer"
          className={cn('block bg-background', media.length === 3 && i === 0 && 'row-span-2')}
        >
          <img
            src={mediaUrl('post-media', path, media.length === 1 ? 1200 : 600)}
            alt={
              alts[i]?.trim() ||
              t('Image {number} of {count} from {name}’s post', {
                number: i + 1,
                count: media.length,
                name: authorName,
              })
            }
            loading="lazy"
            decoding="async"
            className={cn('w-full object-cover', media.length === 1 ? 'max-h-[32rem]' : 'aspect-square h-full')}
          />
        </a>
      ))}
    </div>
  )
}
