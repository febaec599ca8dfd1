import winkNLP, { type ItemToken } from 'wink-nlp'
import model from 'wink-eng-lite-web-model'

// The model is loaded once per server process (about 1 MB, read from the package: no network).
const nlp = winkNLP(model)
const its = nlp.its
const as = nlp.as
// The typings want model add-ons for `lemma`; the lite web model ships its lemmatiser.
const LEMMA = its.lemma as unknown as typeof its.normal
const STEM = its.stem as unknown as typeof its.normal

const STOP = new Set(
  'i me my we our you your he she it they them this that these those a an the and or but if of at by for with about to from in on into over under again further then once here there when where why how all any both each few more most other some such no nor not only own same so than too very can will just should now also would could want like get make use using work working role job help'.split(
    ' ',
  ),
)

/** A word of a text: as written (lower case), its lemma (for counting) and its stem (for matching). */
export interface Word {
  surface: string
  lemma: string
  stem: string
  pos: string
  /** A stop word or one of ours: carries no topic. */
  stop: boolean
}

const CONTENT = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB'])

/** The words of a text, in order (punctuation and numbers left out). */
export function words(text: string): Word[] {
  const out: Word[] = []
  nlp
    .readDoc(text.slice(0, 20_000))
    .tokens()
    .each((t: ItemToken) => {
      if (t.out(its.type) !== 'word') return
      const surface = String(t.out(its.normal)).toLowerCase()
      const lemma = String(t.out(LEMMA) || surface).toLowerCase()
      out.push({
        surface,
        lemma,
        stem: String(t.out(STEM)),
        pos: String(t.out(its.pos)),
        stop: !!t.out(its.stopWordFlag) || STOP.has(lemma) || STOP.has(surface),
      })
    })
  return out
}

/** Whether a word can name a topic: a content word (three letters or more, or a name such as UX), not a stop word. */
export const isContent = (w: Word) =>
  CONTENT.has(w.pos) &&
  !w.stop &&
  (w.surface.length >= 3 || w.pos === 'PROPN') &&
  /^[a-z][a-z0-9+#.-]*$/.test(w.surface)

/** The stem of one word ("engineering" and "engineer" → "engin"), for matching words across forms. */
export const stemOf = (word: string): string => words(word)[0]?.stem ?? word.toLowerCase()

/**
 * Content words of a text, most frequent first (nouns count double), each shown as it is written most
 * often ("learning", "data", "app"): counted by lemma, never shown as one ("learn", "datum", "application").
 */
export function keywords(text: string, max = 12): string[] {
  const byLemma = new Map<string, { weight: number; first: number; forms: Map<string, number> }>()
  words(text).forEach((w, i) => {
    if (!isContent(w)) return
    const entry = byLemma.get(w.lemma) ?? { weight: 0, first: i, forms: new Map() }
    entry.weight += w.pos === 'NOUN' || w.pos === 'PROPN' ? 2 : 1
    entry.forms.set(w.surface, (entry.forms.get(w.surface) ?? 0) + 1)
    byLemma.set(w.lemma, entry)
  })
  return [...byLemma.values()]
    .sort((a, b) => b.weight - a.weight || a.first - b.first)
    .slice(0, max)
    .map((e) => [...e.forms.entries()].sort((a, b) => b[1] - a[1])[0][0])
}

/** Named entities (organisations, dates, numbers, percentages…) as written. */
export function entities(text: string): { value: string; type: string }[] {
  const doc = nlp.readDoc(text.slice(0, 20_000))
  return (doc.entities().out(its.detail) as { value: string; type: string }[]).slice(0, 50)
}

export function sentences(text: string): string[] {
  return nlp.readDoc(text).sentences().out() as string[]
}

/**
 * Extractive summary: sentences scored by the frequency of their content words (normalised by
 * length), the best `count` returned in their original order.
 */
export function summarize(text: string, count = 3): { summary: string[]; keywords: string[] } {
  const doc = nlp.readDoc(text.slice(0, 60_000))
  const freq = doc
    .tokens()
    .filter((t) => t.out(its.type) === 'word' && !t.out(its.stopWordFlag))
    .out(LEMMA, as.freqTable) as [string, number][]
  const weight = new Map(freq.map(([w, n]) => [w.toLowerCase(), n]))
  const scored: { i: number; s: string; score: number }[] = []
  doc.sentences().each((sentence, i) => {
    const words = sentence
      .tokens()
      .filter((t) => t.out(its.type) === 'word' && !t.out(its.stopWordFlag))
      .out(LEMMA) as string[]
    const s = sentence.out() as string
    if (words.length < 3) return
    const score = words.reduce((sum, w) => sum + (weight.get(w.toLowerCase()) ?? 0), 0) / Math.sqrt(words.length)
    scored.push({ i, s: s.trim(), score })
  })
  const best = [...scored]
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, count)
    .sort((a, b) => a.i - b.i)
  return { summary: best.map((b) => b.s), keywords: keywords(text, 10) }
}

/** Whether a phrase starts with a verb ("organise a hackathon" yes, "the website" no). */
export function wordIsVerb(phrase: string): boolean {
  const doc = nlp.readDoc(phrase.slice(0, 200))
  const first = doc.tokens().itemAt(0)
  return !!first && first.out(its.pos) === 'VERB'
}
