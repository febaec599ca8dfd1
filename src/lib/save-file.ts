/** Hands text or bytes to the browser as a downloaded file (CSV exports, calendar invites, PDFs, the data export zip). */
export function saveFile(name: string, content: BlobPart, type: string) {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([content], { type }))
  link.download = name
  link.click()
  // Some browsers start the download after the click returns: free the URL a little later.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}

/** "Spring Career Fair!" → "spring-career-fair", for file names. */
export const fileSlug = (text: string) =>
  text
    .replace(/[^\w]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'export'
