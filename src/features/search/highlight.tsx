import { Fragment } from 'react'

/** Words of a query worth marking (two letters or more, without # or quotes). */
export function queryWords(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/[^\p{L}\p{N}_]+/u)
        .filter((w) => w.length >= 2),
    ),
  ]
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The text with every word that starts with a word of the query marked. It marks only what the
 * result already shows, so it reveals nothing the reader could not read.
 */
export function Highlight({ text, query }: { text: string; query: string }) {
  const words = queryWords(query)
  if (!words.length || !text) return <>{text}</>
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])((?:${words.map(escape).join('|')})[\\p{L}\\p{N}_]*)`, 'giu')
  const parts = text.split(pattern)
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="rounded-sm bg-primary-soft px-0.5 text-foreground">
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  )
}

/** A window of a long text around its first match, so the highlight is in view. */
export function snippet(text: string, query: string, length = 220): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= length) return flat
  const words = queryWords(query)
  const lower = flat.toLowerCase()
  const at = Math.min(...words.map((w) => lower.indexOf(w)).filter((i) => i >= 0), Infinity)
  const start = at === Infinity || at < length / 3 ? 0 : Math.max(0, at - Math.floor(length / 3))
  const end = Math.min(flat.length, start + length)
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`
}
