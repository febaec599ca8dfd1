import { env } from '@/config/env'

/** Image types the product accepts for uploads (the buckets allow the same). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif']

export type PublicBucket = 'avatars' | 'covers' | 'post-media' | 'community-media' | 'event-covers'

/**
 * A public image's URL. Stored values are paths inside a bucket (`<uid>/<file>`); seed images and
 * outside URLs are kept as they are.
 */
export function mediaUrl(bucket: PublicBucket, stored: string, width?: number): string {
  if (/^(https?:|\/|blob:|data:)/.test(stored)) return stored
  const path = stored.split('/').map(encodeURIComponent).join('/')
  return width
    ? `${env.supabaseUrl}/storage/v1/render/image/public/${bucket}/${path}?width=${width}&resize=contain`
    : `${env.supabaseUrl}/storage/v1/object/public/${bucket}/${path}`
}
