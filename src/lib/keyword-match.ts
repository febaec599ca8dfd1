/** Keyword matching shared by the resume tailor (browser) and the AI endpoints (server). No dependencies. */

const ALIASES: Record<string, string> = {
  js: 'javascript',
  ts: 'typescript',
  'node.js': 'node',
  nodejs: 'node',
  'react.js': 'react',
  reactjs: 'react',
  postgres: 'postgresql',
  ml: 'machine learning',
  ai: 'artificial intelligence',
  ux: 'user experience',
  ui: 'user interface',
  'c sharp': 'c#',
  golang: 'go',
}

/** One spelling per skill: lower case, single spaces, common aliases folded. */
export function normalizeSkill(skill: string): string {
  const s = skill
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#.\s-]/gu, ' ')
    .replace(/[\s-]+/g, ' ')
    .trim()
  return ALIASES[s] ?? s
}

/** Text in the same shape as normalised skills, padded so whole-phrase search is a substring test. */
function normalizeText(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#.\s-]/gu, ' ')
    .replace(/[\s-]+/g, ' ')
    .split(' ')
    .map((w) => w.replace(/\.+$/, ''))
    .filter(Boolean)
  return ` ${words.map((w) => ALIASES[w] ?? w).join(' ')} `
}

export interface KeywordMatch {
  /** 0–100: the share of the wanted skills the text shows. */
  score: number
  matched: string[]
  missing: string[]
}

/** Which of `wanted` (skills, as written) appear in `text` as whole words or phrases. */
export function matchKeywords(text: string, wanted: string[]): KeywordMatch {
  const haystack = normalizeText(text)
  const seen = new Set<string>()
  const matched: string[] = []
  const missing: string[] = []
  for (const skill of wanted) {
    const key = normalizeSkill(skill)
    if (!key || seen.has(key)) continue
    seen.add(key)
    if (haystack.includes(` ${key} `)) matched.push(skill)
    else missing.push(skill)
  }
  const total = matched.length + missing.length
  return { score: total === 0 ? 0 : Math.round((matched.length / total) * 100), matched, missing }
}

/** Skills a member has, split by what a set of demanded skills asks for. */
export function skillsGap(have: string[], demanded: string[]): { have: string[]; lack: string[] } {
  const mine = new Set(have.map(normalizeSkill))
  const seen = new Set<string>()
  const result = { have: [] as string[], lack: [] as string[] }
  for (const skill of demanded) {
    const key = normalizeSkill(skill)
    if (!key || seen.has(key)) continue
    seen.add(key)
    ;(mine.has(key) ? result.have : result.lack).push(skill)
  }
  return result
}
