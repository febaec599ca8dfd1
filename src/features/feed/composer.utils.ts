import { POST_BODY_LIMIT, POST_MEDIA_LIMIT } from '@/data/posts/post-types'
import { IMAGE_TYPES } from '@/lib/media-url'
import { t } from '@/lib/i18n'

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024

/** Why a post cannot be published yet, or null when it can. */
export function composerProblem(body: string, imageCount: number): string | null {
  if (!body.trim() && imageCount === 0) return t('Write something or add an image')
  if (body.length > POST_BODY_LIMIT)
    return t('Posts can be up to {limit} characters', { limit: POST_BODY_LIMIT.toLocaleString() })
  if (imageCount > POST_MEDIA_LIMIT) return t('Add up to {count} images', { count: POST_MEDIA_LIMIT })
  return null
}

/** Splits picked files into those we accept and a message about the rest. */
export function acceptImages(files: File[], alreadyPicked: number): { accepted: File[]; problem: string | null } {
  const room = POST_MEDIA_LIMIT - alreadyPicked
  const problems: string[] = []
  const valid = files.filter((f) => {
    if (!IMAGE_TYPES.includes(f.type))
      return (problems.push(t('{name} is not a JPEG, PNG, WebP or GIF image', { name: f.name })), false)
    if (f.size > MAX_IMAGE_BYTES) return (problems.push(t('{name} is larger than 8 MB', { name: f.name })), false)
    return true
  })
  if (valid.length > room) problems.push(t('Add up to {count} images', { count: POST_MEDIA_LIMIT }))
  return { accepted: valid.slice(0, Math.max(0, room)), problem: problems[0] ?? null }
}

/**
 * The @word being typed at the caret, if any: the composer offers people for it.
 * Returns where it starts and what has been typed after the @.
 */
export function mentionAtCaret(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret)
  const match = /(^|\s)@([\p{L}\p{N}_.-]{1,30})$/u.exec(before)
  if (!match) return null
  return { start: caret - match[2].length - 1, query: match[2] }
}

/** Turns the "@Name" a member sees into the markup the database reads, for the people they picked. */
export function toMarkup(text: string, picked: Map<string, string>): string {
  let out = text
  for (const [name, id] of [...picked].sort((a, b) => b[0].length - a[0].length)) {
    out = out.split(`@${name}`).join(`@[${name}](${id})`)
  }
  return out
}

/** The reverse, for editing: markup back to "@Name", and the people it names. */
export function fromMarkup(body: string): { text: string; picked: Map<string, string> } {
  const picked = new Map<string, string>()
  const text = body.replace(/@\[([^\]\n]{1,120})\]\(([0-9a-f-]{36})\)/g, (_, name: string, id: string) => {
    picked.set(name, id)
    return `@${name}`
  })
  return { text, picked }
}
