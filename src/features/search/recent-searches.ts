/** Recent searches, kept on this device only (localStorage), newest first. */
const KEY = 'campus:recent-searches'
const MAX = 8

export function recentSearches(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX) : []
  } catch {
    return []
  }
}

export function rememberSearch(query: string): void {
  const q = query.trim()
  if (!q) return
  try {
    const next = [q, ...recentSearches().filter((r) => r.toLowerCase() !== q.toLowerCase())].slice(0, MAX)
    localStorage.setItem(KEY, JSON.stringify(next))
  } catch {
    // Storage full or blocked: recent searches are a convenience.
  }
}

export function clearRecentSearches(): void {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // ignore
  }
}
