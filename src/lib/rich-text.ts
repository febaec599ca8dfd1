/** A post or comment body split into what it shows: plain text, @mentions, #hashtags and links. */
export type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; name: string; userId: string }
  | { kind: 'hashtag'; tag: string }
  | { kind: 'link'; href: string }

// The same shapes the database parses (private.parse_hashtags, private.parse_mentions).
const TOKEN =
  /@\[([^\]\n]{1,120})\]\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)|(^|[^\p{L}\p{N}_&/])#(\p{L}[\p{L}\p{N}_]{0,49})|(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'])/gu

export function parseRichText(body: string): Segment[] {
  const out: Segment[] = []
  let last = 0
  const push = (text: string) => {
    if (!text) return
    const prev = out.at(-1)
    if (prev?.kind === 'text') prev.text += text
    else out.push({ kind: 'text', text })
  }
  for (const m of body.matchAll(TOKEN)) {
    const start = m.index
    if (m[1] !== undefined) {
      push(body.slice(last, start))
      out.push({ kind: 'mention', name: m[1], userId: m[2] })
    } else if (m[4] !== undefined) {
      push(body.slice(last, start) + m[3])
      out.push({ kind: 'hashtag', tag: m[4].toLowerCase() })
    } else {
      push(body.slice(last, start))
      out.push({ kind: 'link', href: m[5] })
    }
    last = start + m[0].length
  }
  push(body.slice(last))
  return out
}

/** The body as plain text (mentions shown as @Name), for previews and counting. */
export const plainText = (body: string) =>
  parseRichText(body)
    .map((s) =>
      s.kind === 'mention' ? `@${s.name}` : s.kind === 'hashtag' ? `#${s.tag}` : s.kind === 'link' ? s.href : s.text,
    )
    .join('')

/** Markup the composer writes for a mention; the database reads the id back out of it. */
export const mentionMarkup = (name: string, userId: string) => `@[${name.replace(/[[\]\n]/g, '')}](${userId})`
