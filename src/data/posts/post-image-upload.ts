/**
 * Uploads one image for a post as soon as it is picked (resized to at most 2048 px), so a draft can keep its
 * path and publishing only writes the row. Returns the path in the member's post-media folder.
 */
export async function uploadPostImage(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const [{ resizeImage }, { uploadFile }] = await Promise.all([
    import('@/lib/image-resize'),
    import('@/data/storage/upload-file'),
  ])
  const resized = await resizeImage(file, { maxWidth: 2048, maxHeight: 2048 })
  return uploadFile('post-media', resized, onProgress)
}
