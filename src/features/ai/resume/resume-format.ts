import type { ResumeContent, ResumeEntry } from '@/data/ai/types'
import { msg, t } from '@/lib/i18n'

// Labels are msg() ids: shown (and written into the exports) with t(label).
export const SECTIONS = [
  ['experience', msg('Experience')],
  ['education', msg('Education')],
  ['projects', msg('Projects')],
  ['awards', msg('Awards')],
] as const
export type SectionKey = (typeof SECTIONS)[number][0]

export const TEMPLATES: { value: ResumeContent['template']; label: string; hint: string }[] = [
  { value: 'classic', label: msg('Classic'), hint: msg('Serif, centred name, generous spacing') },
  { value: 'modern', label: msg('Modern'), hint: msg('Sans-serif, accent rule under each heading') },
  { value: 'compact', label: msg('Compact'), hint: msg('Smaller type, fits more on one page') },
]

export const emptyEntry = (): ResumeEntry => ({ title: '', org: '', period: '', bullets: [''] })

/** The parts of the member's profile a new resume starts from. */
export interface ResumeProfile {
  name: string
  headline: string | null
  email: string | null
  location: string | null
  bio: string | null
  skills: string[] | null
  linkedin: string | null
  github: string | null
  website: string | null
  university: string | null
}

export function resumeFromProfile(p: ResumeProfile): ResumeContent {
  return {
    template: 'modern',
    name: p.name,
    headline: p.headline ?? '',
    email: p.email ?? '',
    location: p.location ?? '',
    links: [p.linkedin, p.github, p.website].filter((x): x is string => !!x),
    summary: p.bio ?? '',
    skills: p.skills ?? [],
    experience: [emptyEntry()],
    education: p.university ? [{ title: '', org: p.university, period: '', bullets: [''] }] : [emptyEntry()],
    projects: [],
    awards: [],
  }
}

const entryHeader = (e: ResumeEntry) =>
  [e.title, e.org].filter(Boolean).join(' — ') + (e.period ? ` (${e.period})` : '')

/** The resume as plain text: what the plain-text export writes and what the tailor score reads. */
export function resumeToText(r: ResumeContent): string {
  const lines: string[] = [r.name]
  const contact = [r.headline, r.email, r.location, ...r.links].filter(Boolean).join(' | ')
  if (contact) lines.push(contact)
  if (r.summary.trim()) lines.push('', t('Summary').toUpperCase(), r.summary.trim())
  if (r.skills.length) lines.push('', t('Skills').toUpperCase(), r.skills.join(', '))
  for (const [key, label] of SECTIONS) {
    const entries = r[key].filter((e) => e.title.trim() || e.org.trim())
    if (!entries.length) continue
    lines.push('', t(label).toUpperCase())
    for (const e of entries) {
      lines.push(entryHeader(e))
      for (const b of e.bullets.filter((x) => x.trim())) lines.push(`- ${b.trim()}`)
    }
  }
  return `${lines.join('\n')}\n`
}

/** A one-or-more page PDF of the resume in its template (pdf-lib, loaded only when exporting). */
export async function resumeToPdf(r: ResumeContent): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib')
  const doc = await PDFDocument.create()
  doc.setTitle(t('{name} — Resume', { name: r.name }))
  doc.setAuthor(r.name)
  const serif = r.template === 'classic'
  const font = await doc.embedFont(serif ? StandardFonts.TimesRoman : StandardFonts.Helvetica)
  const bold = await doc.embedFont(serif ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold)
  const size = r.template === 'compact' ? 9.5 : 10.5
  const gap = r.template === 'compact' ? 3 : 5
  const margin = 50
  const width = 595.28 - margin * 2
  let page = doc.addPage([595.28, 841.89])
  let y = 841.89 - margin
  const accent = rgb(0.11, 0.31, 0.85)
  // The standard fonts speak WinAnsi only: anything else becomes a plain equivalent or "?".
  const safe = (s: string) =>
    s
      .replace(/[‘’]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/[–—]/g, '-')
      .replace(/…/g, '...')
      .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?')
  const wrap = (text: string, f: typeof font, s: number, w: number) => {
    const out: string[] = []
    let line = ''
    for (const word of safe(text).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word
      if (f.widthOfTextAtSize(next, s) > w && line) {
        out.push(line)
        line = word
      } else line = next
    }
    if (line) out.push(line)
    return out
  }
  const ensure = (h: number) => {
    if (y - h < margin) {
      page = doc.addPage([595.28, 841.89])
      y = 841.89 - margin
    }
  }
  const write = (text: string, opts: { f?: typeof font; s?: number; indent?: number; center?: boolean } = {}) => {
    const f = opts.f ?? font
    const s = opts.s ?? size
    const indent = opts.indent ?? 0
    for (const line of wrap(text, f, s, width - indent)) {
      ensure(s + gap)
      y -= s
      const x = opts.center ? margin + (width - f.widthOfTextAtSize(line, s)) / 2 : margin + indent
      page.drawText(line, { x, y, size: s, font: f })
      y -= gap
    }
  }
  const heading = (label: string) => {
    ensure(size * 3)
    y -= gap * 2
    write(r.template === 'classic' ? label : label.toUpperCase(), { f: bold, s: size + 1.5 })
    if (r.template !== 'classic') {
      page.drawLine({
        start: { x: margin, y: y + 2 },
        end: { x: margin + width, y: y + 2 },
        thickness: 1,
        color: accent,
      })
      y -= gap
    }
  }
  const center = r.template === 'classic'
  write(r.name, { f: bold, s: size + 9, center })
  const contact = [r.headline, r.email, r.location, ...r.links].filter(Boolean).join(' | ')
  if (contact) write(contact, { center })
  if (r.summary.trim()) {
    heading(t('Summary'))
    write(r.summary.trim())
  }
  if (r.skills.length) {
    heading(t('Skills'))
    write(r.skills.join(', '))
  }
  for (const [key, label] of SECTIONS) {
    const entries = r[key].filter((e) => e.title.trim() || e.org.trim())
    if (!entries.length) continue
    heading(t(label))
    for (const e of entries) {
      write(entryHeader(e), { f: bold })
      for (const b of e.bullets.filter((x) => x.trim())) write(`- ${b.trim()}`, { indent: 10 })
      y -= gap
    }
  }
  return doc.save()
}
