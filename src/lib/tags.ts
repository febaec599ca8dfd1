/** Adds a tag typed by the member: trimmed, without duplicates (case-insensitive). */
export function addTag(list: string[], raw: string): string[] {
  const tag = raw.trim().replace(/\s+/g, ' ')
  if (!tag || list.some((t) => t.toLowerCase() === tag.toLowerCase())) return list
  return [...list, tag]
}
