/** A copy of `set` with `value` removed if it was there, added if not. */
export function toggledInSet<T>(set: ReadonlySet<T>, value: T): Set<T> {
  const next = new Set(set)
  if (next.has(value)) next.delete(value)
  else next.add(value)
  return next
}

/** A copy of `list` with `value` removed if it was there, appended if not. */
export const toggledInList = <T>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
