import { parseSelectGrammar } from './supabase/local/src/rest/select-grammar.ts'
let seed = 20261123
const random = () => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed / 0x7fffffff }
const atoms = ['id', 'title', '"', '\\', ':', '::', ',', '(', ')', '!', '->', '->>', '*', '...', ' ', ';', '--', '/*', "'", 'text', 'int', 'union', 'select', 'from', 'pg_roles', '[]', '"a b"', 'count', 'inner', '0', '-1', '.']
for (let n = 0; n < 5000; n++) {
  const input = Array.from({ length: 1 + Math.floor(random() * 12) }, () => atoms[Math.floor(random() * atoms.length)]).join('')
  if (n % 500 === 0) console.log(n, JSON.stringify(input))
  try { parseSelectGrammar(input) } catch {}
}
console.log('done')
