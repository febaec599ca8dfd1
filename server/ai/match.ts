import { isContent, words } from './nlp.ts'

/**
 * Matching by stems, so "engineer" finds "Engineering" and "designer" finds "Design": the offline
 * engine decides what is on-field from the words of titles, headlines and skills, never from a prefix
 * match on the whole text (where "data" alone pulled every posting that mentions data teams).
 */

/** Stems a role noun shares with the name of its field ("Data Scientist" is in "Data Science"). */
const FIELD_STEMS: Record<string, string[]> = {
  scientist: ['scienc'],
  analyst: ['analyt', 'analysi'],
  physician: ['medicin', 'medic'],
  economist: ['econom'],
  psychologist: ['psycholog'],
  biologist: ['biolog'],
  chemist: ['chemistri'],
  architect: ['architectur'],
}

/** Seniority and contract words: they say nothing about the field. */
const NOT_FIELD = new Set(
  'junior senior lead head chief principal staff intern internship graduate entry level trainee'.split(' '),
)

/** Nouns that name a person in a role; the last one of a role is its head ("engineer" in "Mechanical Engineer"). */
const HEAD = /(er|or|ist|ian|ant|ent|ive|ee|nurse|architect|associate|fellow)$/

export interface RoleWords {
  /** Content words as written, for the grounding queries. */
  words: string[]
  /** Every stem of the role. */
  stems: string[]
  /** The stems but the head noun: what names the field ("data" in "Data Scientist"). */
  field: string[]
  /** The field as written ("data"), empty when the role has no head noun. */
  fieldWords: string[]
}

/** The words of a role or topic that carry meaning, with its head noun told apart from its field. */
export function roleWords(role: string): RoleWords {
  const content = words(role).filter((w) => isContent(w) && !NOT_FIELD.has(w.surface))
  const stems = [...new Set(content.map((w) => w.stem))]
  const last = content.at(-1)
  const hasHead = !!last && content.length > 1 && HEAD.test(last.lemma)
  return {
    words: [...new Set(content.map((w) => w.surface))],
    stems,
    field: hasHead ? stems.filter((s) => s !== last.stem) : [],
    fieldWords: hasHead ? [...new Set(content.slice(0, -1).map((w) => w.surface))] : [],
  }
}

/** The stems of a text (titles, skills, headlines), with the field stems of role nouns added. */
export function stemSet(...texts: (string | null | undefined)[]): Set<string> {
  const out = new Set<string>()
  for (const text of texts) {
    if (!text) continue
    for (const w of words(text)) {
      out.add(w.stem)
      for (const f of FIELD_STEMS[w.stem] ?? []) out.add(f)
    }
  }
  return out
}

/** Whether every stem is in the set (a role stem also matches its field: "scientist" in "Data Science"). */
export const hasAll = (set: Set<string>, stems: string[]) =>
  stems.length > 0 && stems.every((s) => set.has(s) || (FIELD_STEMS[s] ?? []).some((f) => set.has(f)))

/** How many of the stems are in the set. */
export const overlap = (set: Set<string>, stems: string[]) => stems.filter((s) => set.has(s)).length

/** How an item matches a role: 2 every word of it, 1 every word of its field, 0 neither. */
export function roleTier(role: RoleWords, set: Set<string>): 0 | 1 | 2 {
  if (hasAll(set, role.stems)) return 2
  if (role.field.length && hasAll(set, role.field)) return 1
  return 0
}
