import winkNLP, { type ItemToken } from 'wink-nlp'
import model from 'wink-eng-lite-web-model'

// The model is loaded once per server process (about 1 MB, read from the package: no network).
const nlp = winkNLP(model)
const its = nlp.its
const as = nlp.as
// The typings want model add-ons for `lemma`; the lite web model ships its lemmatiser.
const LEMMA = its.lemma as unknown as typeof its.normal

const STOP = new Set(
  'i me my we our you your he she it they them this that these those a an the and or but if of at by for with about to from in on into over under again further then once here there when where why how all any both each few more most other some such no nor not only own same so than too very can will just should now also would could want like get make use using work working role job'.split(
    ' ',
  ),
)

/** Content words and entities of a text, most frequent first (lemmatised, lower case). */
export function keywords(text: string, max = 12): string[] {
  const doc = nlp.readDoc(text.slice(0, 20_000))
  const counts = new Map<string, number>()
  doc
    .tokens()
    .filter((t: ItemToken) => {
      const pos = t.out(its.pos)
      return (pos === 'NOUN' || pos === 'PROPN' || pos === 'ADJ' || pos === 'VERB') && !t.out(its.stopWordFlag)
    })
    .each((t: ItemToken) => {
      const word = String(t.out(LEMMA) || t.out(its.normal)).toLowerCase()
      if (word.length < 3 || STOP.has(word) || !/^[a-z][a-z0-9+#.-]*$/.test(word)) return
      const weight = t.out(its.pos) === 'NOUN' || t.out(its.pos) === 'PROPN' ? 2 : 1
      counts.set(word, (counts.get(word) ?? 0) + weight)
    })
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([w]) => w)
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
