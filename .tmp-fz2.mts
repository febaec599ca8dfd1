import { parseSelectGrammar } from './supabase/local/src/rest/select-grammar.ts'
import { AliasCounter, Params, selectListSql } from './supabase/local/src/rest/sql.ts'
let seed = 20261123
const random = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff }
const atoms = ['id', 'title', '"', '\\', ':', '::', ',', '(', ')', '!', '->', '->>', '*', '...', ' ', ';', '--', '/*', "'", 'text', 'int', 'union', 'select', 'from', 'pg_roles', '[]', '"a b"', 'count', 'inner', '0', '-1', '.']
for (let n = 0; n < 5000; n++) {
  const input = Array.from({ length: 1 + Math.floor(random() * 12) }, () => atoms[Math.floor(random() * atoms.length)]).join('')
  let items
  try { items = parseSelectGrammar(input) } catch { continue }
  console.log(n, JSON.stringify(input))
  const columns = new Map()
  for (const i of items) if (i.kind === 'column') columns.set(i.field.name, { name: i.field.name, udt: 'text' })
  const relation = { schema: 'public', name: 't', kind: 'table', columns, primaryKey: [], uniqueKeys: [] }
  const node = { relation, alias: 't0', select: items.filter((i) => i.kind !== 'embed' && i.kind !== 'count'), filters: [], order: [], embeds: [] }
  try { console.log(selectListSql(node as any, new Params()).join(', ')) } catch (e) { console.log('err', (e as Error).message) }
  if (n > 400) break
}
