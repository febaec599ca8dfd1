/**
 * The fuzzy string set PostgREST builds its "Perhaps you meant" hints with (Haskell's fuzzyset 0.2, after
 * fuzzyset.js): names are compared by the cosine of their character 3-gram counts (2-grams when no
 * 3-gram matches), the best 50 rescored by normalized Levenshtein similarity, kept from 0.33 up.
 */

const GRAM_SIZES = [3, 2]
const MIN_SCORE = 0.33
const RESCORED = 50

/** Lowercase, keeping letters, digits, whitespace and commas (so `book_genres` grams as `bookgenres`). */
const normalized = (s: string) => [...s.toLowerCase()].filter((ch) => /[\p{L}\p{N}\s,]/u.test(ch)).join('')

function gramCounts(s: string, size: number): Map<string, number> {
  const chars = [...`-${normalized(s)}-`]
  const counts = new Map<string, number>()
  for (let i = 0; i + size <= chars.length; i++) {
    const gram = chars.slice(i, i + size).join('')
    counts.set(gram, (counts.get(gram) ?? 0) + 1)
  }
  return counts
}

const magnitude = (counts: Map<string, number>) => Math.sqrt([...counts.values()].reduce((sum, n) => sum + n * n, 0))

/** 1 for equal strings, down to 0: one minus the edit distance over the longer length. */
export function levenshteinSimilarity(a: string, b: string): number {
  const s = [...a]
  const t = [...b]
  if (s.length === 0 && t.length === 0) return 1
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j)
  for (let i = 1; i <= s.length; i++) {
    const current = [i]
    for (let j = 1; j <= t.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1))
    }
    previous = current
  }
  // As a ratio rounded once, as fuzzyset computes it exactly: 10/13, not 1 - 3/13.
  const longest = Math.max(s.length, t.length)
  return (longest - previous[t.length]) / longest
}

interface Entry {
  key: string
  value: string
  grams: Map<number, { counts: Map<string, number>; magnitude: number }>
}

export class FuzzySet {
  private readonly entries: Entry[] = []
  private readonly byKey = new Map<string, string>()

  constructor(values: Iterable<string>) {
    // fuzzyset's fromList adds from the end of the list; it decides which equal-scoring name comes first.
    for (const value of [...values].reverse()) this.add(value)
  }

  private add(value: string) {
    const key = value.toLowerCase()
    if (this.byKey.has(key)) return
    this.byKey.set(key, value)
    const grams = new Map(
      GRAM_SIZES.map((size) => {
        const counts = gramCounts(key, size)
        return [size, { counts, magnitude: magnitude(counts) }] as const
      }),
    )
    this.entries.push({ key, value, grams })
  }

  /** Matches scoring at least `minScore`, best first; an exact (case-insensitive) match alone scores 1. */
  get(query: string, minScore = MIN_SCORE): Array<[number, string]> {
    const key = query.toLowerCase()
    const exact = this.byKey.get(key)
    if (exact !== undefined) return [[1, exact]]
    for (const size of GRAM_SIZES) {
      const matches = this.matches(key, size)
        .slice(0, RESCORED)
        .map((e): [number, Entry] => [levenshteinSimilarity(key, e.key), e])
        .sort((a, b) => b[0] - a[0])
        .filter(([score]) => score >= minScore)
      if (matches.length > 0) return matches.map(([score, e]) => [score, e.value])
    }
    return []
  }

  getOne(query: string): string | null {
    return this.get(query)[0]?.[1] ?? null
  }

  /** Entries sharing a gram with the query, by cosine similarity of gram counts (stable for ties). */
  private matches(key: string, size: number): Entry[] {
    const query = gramCounts(key, size)
    const queryMagnitude = magnitude(query)
    if (queryMagnitude === 0) return []
    const scored: Array<[number, Entry]> = []
    for (const entry of this.entries) {
      const { counts, magnitude: entryMagnitude } = entry.grams.get(size)!
      let dot = 0
      for (const [gram, n] of query) dot += n * (counts.get(gram) ?? 0)
      if (dot > 0) scored.push([dot / (queryMagnitude * entryMagnitude), entry])
    }
    return scored.sort((a, b) => b[0] - a[0]).map(([, e]) => e)
  }
}
