/** Up to two initials of an organisation's name ("Northwind Labs" → "NL"). */
export function organisationInitials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2)).toUpperCase()
}
