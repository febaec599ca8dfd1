/** Realtime's postgres_changes filters: `column=op.value` with eq, neq, lt, lte, gt, gte, in. */
export interface ChangeFilter {
  column: string
  op: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in'
  value: string | string[]
}

export function parseFilter(raw: string | undefined): ChangeFilter | null | 'invalid' {
  if (!raw) return null
  const m = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/.exec(raw)
  if (!m) return 'invalid'
  const [, column, op, value] = m
  if (op === 'in') {
    const list = /^\((.*)\)$/.exec(value)
    if (!list) return 'invalid'
    return { column, op, value: list[1].split(',').map((v) => v.trim().replace(/^"|"$/g, '')) }
  }
  return { column, op: op as ChangeFilter['op'], value }
}

function compare(a: unknown, b: string): number {
  const na = Number(a)
  const nb = Number(b)
  if (a !== null && a !== '' && b !== '' && Number.isFinite(na) && Number.isFinite(nb)) return na - nb
  return String(a).localeCompare(b)
}

export function matches(filter: ChangeFilter | null, record: Record<string, unknown> | null): boolean {
  if (!filter) return true
  if (!record || !(filter.column in record)) return false
  const v = record[filter.column]
  const asText = v === null ? 'null' : typeof v === 'object' ? JSON.stringify(v) : String(v)
  switch (filter.op) {
    case 'eq':
      return asText === filter.value
    case 'neq':
      return asText !== filter.value
    case 'in':
      return (filter.value as string[]).includes(asText)
    case 'lt':
      return compare(v, filter.value as string) < 0
    case 'lte':
      return compare(v, filter.value as string) <= 0
    case 'gt':
      return compare(v, filter.value as string) > 0
    case 'gte':
      return compare(v, filter.value as string) >= 0
  }
}
