/**
 * Where a view's columns come from, read from its `_RETURN` rule (`pg_rewrite.ev_action`) as PostgREST
 * does: each top-level target entry of the view's query carries `resorigtbl`/`resorigcol`, the table
 * column it reads unchanged (0 when it is an expression). PostgREST uses this to give a view the foreign
 * keys of the base-table columns it exposes.
 */

type NodeValue = string | NodeValue[] | TreeNode
interface TreeNode {
  type: string
  fields: Map<string, NodeValue[]>
}

function tokenize(text: string): string[] {
  const tokens: string[] = []
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    if (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r') {
      i++
      continue
    }
    if (ch === '{' || ch === '}' || ch === '(' || ch === ')') {
      tokens.push(ch)
      i++
      continue
    }
    let word = ''
    while (i < text.length) {
      const c = text[i]
      if (c === '\\' && i + 1 < text.length) {
        word += text[i + 1]
        i += 2
        continue
      }
      if (c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '{' || c === '}' || c === '(' || c === ')') break
      word += c
      i++
    }
    tokens.push(word)
  }
  return tokens
}

function parseTree(text: string): NodeValue {
  const tokens = tokenize(text)
  let pos = 0
  const value = (): NodeValue => {
    const t = tokens[pos++]
    if (t === '(') {
      const list: NodeValue[] = []
      while (pos < tokens.length && tokens[pos] !== ')') list.push(value())
      pos++
      return list
    }
    if (t === '{') {
      const node: TreeNode = { type: tokens[pos++], fields: new Map() }
      let field: NodeValue[] | null = null
      while (pos < tokens.length && tokens[pos] !== '}') {
        const next = tokens[pos]
        if (next.startsWith(':') && next.length > 1) {
          field = []
          node.fields.set(next.slice(1), field)
          pos++
        } else {
          const v = value()
          field?.push(v)
        }
      }
      pos++
      return node
    }
    return t
  }
  return value()
}

export interface ViewColumn {
  /** The column's position in the view (its attnum). */
  position: number
  name: string
  /** The relation and column it reads unchanged, or null for an expression. */
  origin: { relation: number; column: number } | null
}

const isNode = (v: NodeValue | undefined): v is TreeNode => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The view's columns and their origins, from `ev_action::text`; [] when the rule cannot be read. */
export function viewColumns(action: string): ViewColumn[] {
  try {
    const root = parseTree(action)
    const query = Array.isArray(root) ? root[0] : root
    if (!isNode(query) || query.type !== 'QUERY') return []
    const targetList = query.fields.get('targetList')?.[0]
    if (!Array.isArray(targetList)) return []
    const out: ViewColumn[] = []
    for (const entry of targetList) {
      if (!isNode(entry) || entry.type !== 'TARGETENTRY') continue
      const word = (f: string) => {
        const v = entry.fields.get(f)?.[0]
        return typeof v === 'string' ? v : ''
      }
      if (word('resjunk') === 'true') continue
      const relation = Number(word('resorigtbl'))
      const column = Number(word('resorigcol'))
      out.push({
        position: Number(word('resno')),
        name: word('resname'),
        origin: relation > 0 && column > 0 ? { relation, column } : null,
      })
    }
    return out
  } catch {
    return []
  }
}
