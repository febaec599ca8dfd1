/**
 * The message catalogs (docs/decisions.md, "Languages").
 *
 *   npx tsx scripts/i18n.ts          rebuilds src/locales/en.json (the ids with {placeholders}) from every t('…') / msg('…')
 *                                    in src/ and adds the
 *                                    new ids to es.json and fr.json with an empty translation (drops unused ones);
 *   npx tsx scripts/i18n.ts --check  (part of `npm run lint`) fails when
 *     (a) a message in src/ is missing from the catalogs, or has no Spanish or French translation, or a translation
 *         does not compile as ICU MessageFormat or loses one of the source's {placeholders};
 *     (b) outside UNTRANSLATED below, a JSX text, a user-visible string attribute (aria-label,
 *         placeholder, title, alt) or a toast's text (`notify(…)`) is a literal instead of going through t().
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import ts from 'typescript'

/**
 * Every visible string in src/ goes through t(), except on the developer diagnostics (`/env-test`, `/auth-debug`,
 * `/supabase-demo`): they print the stack's own names (tables, storage keys, build modes) for whoever sets the
 * project up, and stay in English like the code they describe.
 */
export const UNTRANSLATED = [
  'src/app/routes/env-test.tsx',
  'src/app/routes/auth-debug.tsx',
  'src/app/routes/supabase-demo.tsx',
  'src/features/diagnostics',
]

const TRANSLATIONS = ['es', 'fr'] as const
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt'])
const root = process.cwd()
const locales = join(root, 'src/locales')

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return files(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

const isTranslated = (file: string) => {
  const rel = relative(root, file)
  return !UNTRANSLATED.some((entry) => rel === entry || rel.startsWith(`${entry}/`))
}

/** The string literals with letters in an expression, except those inside a t() or msg() call. */
function literalsOutsideT(node: ts.Node): ts.Node[] {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['t', 'msg'].includes(node.expression.text))
    return []
  // A condition's operands are compared, not shown: only the branches of `a ? b : c` reach the toast.
  if (ts.isConditionalExpression(node)) return [...literalsOutsideT(node.whenTrue), ...literalsOutsideT(node.whenFalse)]
  if (ts.isBinaryExpression(node) && /^(===|!==|==|!=)$/.test(node.operatorToken.getText())) return []
  if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /\p{L}/u.test(node.text)) return [node]
  if (
    ts.isTemplateExpression(node) &&
    /\p{L}/u.test(node.head.text + node.templateSpans.map((s) => s.literal.text).join(''))
  )
    return [node]
  const found: ts.Node[] = []
  ts.forEachChild(node, (child) => void found.push(...literalsOutsideT(child)))
  return found
}

const ids = new Set<string>()
const problems: string[] = []

for (const file of files(join(root, 'src'))) {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const strict = isTranslated(file)
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart())
    return `${relative(root, file)}:${line + 1}`
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['t', 'msg'].includes(node.expression.text)) {
      const [first] = node.arguments
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) ids.add(first.text)
      else if (first && node.expression.text === 'msg') problems.push(`${where(node)}: msg() takes a string literal`)
    }
    if (strict && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'notify') {
      // A toast's message and description (arguments 1 and 3) are visible: a literal there must go through t().
      for (const arg of [node.arguments[0], node.arguments[2]]) {
        for (const literal of arg ? literalsOutsideT(arg) : []) {
          problems.push(`${where(literal)}: toast text "${literal.getText().slice(1, -1)}" is not translated (use t())`)
        }
      }
    }
    if (strict && ts.isJsxText(node) && /\p{L}/u.test(node.text)) {
      problems.push(`${where(node)}: text "${node.text.trim()}" is not translated (wrap it in t())`)
    }
    if (strict && ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText())) {
      const init = node.initializer
      const literal =
        init &&
        (ts.isStringLiteral(init)
          ? init
          : ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression)
            ? init.expression
            : null)
      if (literal && /\p{L}/u.test(literal.text)) {
        problems.push(`${where(node)}: ${node.name.getText()}="${literal.text}" is not translated (use t())`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
}

const sorted = [...ids].sort()
const read = (locale: string): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(join(locales, `${locale}.json`), 'utf8')) as Record<string, string>
  } catch {
    return {}
  }
}
/** English needs a compiled entry only for a message with placeholders or plurals; a plain text is its own id. */
const needsCompiling = (id: string) => id.includes('{')
/** The variables a message uses (a plural's `{count, plural, …}` included; the same set in every language). */
const placeholders = (message: string) =>
  [
    ...new Set(
      [
        // A plural branch of one word (`one {Post}`) is text, not a placeholder.
        ...message.matchAll(
          /(?<!\b(?:zero|one|two|few|many|other|=\d+)\s*)\{\s*([A-Za-z_][\w]*)\s*(?:,\s*(?:plural|select|selectordinal|number|date|time)\b|\})/g,
        ),
      ].map((m) => m[1]),
    ),
  ]
    .sort()
    .join(',')

if (process.argv.includes('--check')) {
  const english = read('en')
  for (const id of sorted.filter(needsCompiling))
    if (!(id in english)) problems.push(`src/locales/en.json lacks "${id}" (run npx tsx scripts/i18n.ts)`)
  for (const locale of TRANSLATIONS) {
    const catalog = read(locale)
    for (const id of sorted) {
      const translation = catalog[id]
      if (!translation) {
        problems.push(`src/locales/${locale}.json: no translation for "${id}"`)
        continue
      }
      try {
        compileMessage(translation)
      } catch (error) {
        problems.push(`src/locales/${locale}.json: "${id}" does not compile: ${(error as Error).message}`)
      }
      if (placeholders(translation) !== placeholders(id)) {
        problems.push(
          `src/locales/${locale}.json: "${id}" has placeholders {${placeholders(translation)}}, not {${placeholders(id)}}`,
        )
      }
    }
  }
  if (problems.length) {
    console.error(`i18n: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`)
    process.exit(1)
  }
  console.log(`i18n: ${sorted.length} messages, all translated into ${TRANSLATIONS.join(' and ')}`)
} else {
  const write = (locale: string, catalog: Record<string, string>) =>
    writeFileSync(join(locales, `${locale}.json`), `${JSON.stringify(catalog, null, 2)}\n`)
  write('en', Object.fromEntries(sorted.filter(needsCompiling).map((id) => [id, id])))
  for (const locale of TRANSLATIONS) {
    const old = read(locale)
    write(locale, Object.fromEntries(sorted.map((id) => [id, old[id] ?? ''])))
    const missing = sorted.filter((id) => !old[id]).length
    if (missing) console.log(`${locale}: ${missing} message(s) to translate`)
  }
  if (problems.length) console.log(problems.join('\n'))
}
