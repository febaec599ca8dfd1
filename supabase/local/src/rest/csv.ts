const cell = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** PostgREST's text/csv: a header of column names, then one line per row. */
export function toCsv(rows: unknown): string {
  const list = (Array.isArray(rows) ? rows : [rows]) as Record<string, unknown>[]
  if (list.length === 0) return ''
  const columns = Object.keys(list[0])
  return [columns.join(','), ...list.map((row) => columns.map((c) => cell(row[c])).join(','))].join('\n')
}
