import { isContent, words, type Word } from './nlp.ts'
import { capital } from './prepared.ts'

/**
 * A startup idea's category and name, from the idea's own words. Who it is for ("students", "campus")
 * says nothing about what it is: an equipment-rental marketplace for students is not an education idea.
 */

/** Business models: how it makes a market. */
const MODELS: [string, string[]][] = [
  ['rental', ['rent', 'rental', 'lend', 'borrow', 'hire', 'leas']],
  ['marketplace', ['marketplac', 'market', 'buy', 'sell', 'resel', 'second-hand', 'swap', 'trade', 'seller', 'buyer']],
]

/** Domains: what it is about (stems, matched whole). */
const DOMAINS: [string, string[]][] = [
  [
    'health',
    [
      'health',
      'clinic',
      'patient',
      'medic',
      'medicin',
      'nurs',
      'doctor',
      'hospit',
      'therapi',
      'mental',
      'wellb',
      'care',
    ],
  ],
  [
    'education',
    ['tutor', 'cours', 'lectur', 'teach', 'learn', 'exam', 'classroom', 'curriculum', 'educ', 'homework', 'studi'],
  ],
  ['climate', ['climat', 'carbon', 'energi', 'solar', 'emiss', 'wast', 'recycl', 'sustain', 'footprint', 'renew']],
  [
    'fintech',
    ['pay', 'payment', 'bank', 'financ', 'money', 'budget', 'invest', 'loan', 'credit', 'insur', 'wallet', 'fintech'],
  ],
  ['food', ['food', 'meal', 'restaur', 'kitchen', 'farm', 'groceri', 'crop', 'cook', 'recip']],
  ['mobility', ['commut', 'transport', 'ride', 'bike', 'car', 'transit', 'park', 'travel', 'scooter']],
  ['jobs', ['job', 'recruit', 'career', 'intern', 'freelanc', 'hire']],
]

/** Who it is for, and words every idea has: never a category or a name. */
const AUDIENCE = new Set(
  'student students campus university universities people person user users customer customers member members everyone friend friends peer peers'.split(
    ' ',
  ),
)
const GENERIC = new Set(
  'app application platform tool service startup idea way thing solution website system product online help helps allow allows enable let first year time day week'.split(
    ' ',
  ),
)

/** The second word of a phrasal verb: "hand" in "hand over" is an action, not a thing. */
const PARTICLE = new Set(['over', 'up', 'out', 'off', 'down', 'back', 'away'])

/** The idea's words that can say what it is (content words, not its audience or generic product words). */
export function salientWords(idea: string): Word[] {
  const ws = words(idea)
  return ws.filter(
    (w, i) =>
      isContent(w) &&
      !PARTICLE.has(ws[i + 1]?.surface) &&
      ![w.surface, w.lemma].some((x) => AUDIENCE.has(x) || GENERIC.has(x)),
  )
}

const hits = (ws: Word[], stems: string[]) => ws.filter((w) => stems.includes(w.stem)).length

/**
 * "rental marketplace", "health", "climate", "health marketplace": the domain with the most cue words
 * and the business model, if the idea names one; "technology" when it names neither.
 */
export function ideaCategory(idea: string): string {
  const ws = salientWords(idea)
  const best = (table: [string, string[]][]) =>
    table
      .map(([label, stems]) => ({ label, n: hits(ws, stems) }))
      .filter((x) => x.n > 0)
      .sort((a, b) => b.n - a.n)
  const models = best(MODELS).map((m) => m.label)
  const model = models.length === 2 ? 'rental marketplace' : models[0]
  const domain = best(DOMAINS)[0]?.label
  return [domain, model].filter(Boolean).join(' ') || 'technology'
}

/** The category labels themselves ("marketplace", "climate"): too plain for a name. */
const CATEGORY_LABELS = new Set([...MODELS, ...DOMAINS].map(([label]) => label))

/** The form of a word for a name: its lemma when that is no longer ("cameras" → "Camera", "app" stays). */
const nameForm = (w: Word) => capital(w.lemma.length <= w.surface.length ? w.lemma : w.surface)

/** Which table label a word is a cue of, if any. */
const cueOf = (w: Word) => [...MODELS, ...DOMAINS].find(([, stems]) => stems.includes(w.stem))?.[0]

/**
 * Names from the idea's own words, in the order the idea says them: its last noun that is not a cue of
 * a category (what it deals in: "equipment", "shifts"), with a cue of another category first ("rent",
 * "nurses"), then other nouns: "RentEquipment", "NurseShift", "CarbonCommute".
 */
export function ventureNames(idea: string): string[] {
  const ws = salientWords(idea).filter((w) => !CATEGORY_LABELS.has(w.lemma) && w.surface.length <= 12)
  const nouns = ws.filter((w) => w.pos === 'NOUN' || w.pos === 'PROPN')
  const object = nouns.findLast((w) => !cueOf(w)) ?? nouns.at(-1) ?? ws.at(-1)
  if (!object) return ['New venture']
  const rank = (w: Word) => (cueOf(w) && cueOf(w) !== cueOf(object) ? 0 : cueOf(w) ? 1 : 2)
  const partners = ws
    .filter((w) => w.stem !== object.stem && (cueOf(w) || w.pos === 'NOUN' || w.pos === 'PROPN'))
    .sort((a, b) => rank(a) - rank(b) || ws.indexOf(a) - ws.indexOf(b))
  const names = partners.map((p) =>
    (ws.indexOf(p) < ws.indexOf(object) ? [p, object] : [object, p]).map(nameForm).join(''),
  )
  if (names.length) return [...new Set(names)].slice(0, 3)
  const model = MODELS.find(([label]) => ideaCategory(idea).includes(label))
  return [`${nameForm(object)}${model ? capital(model[0] === 'rental' ? 'rent' : 'market') : ''}`]
}
