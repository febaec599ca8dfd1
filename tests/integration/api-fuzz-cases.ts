/**
 * What the api/ fuzz sends (tests/integration/api-fuzz.test.ts): a seeded generator, so a failing case is the same
 * case on every run, and per route the parameters and bodies it reads, mixed with input of every wrong shape.
 */

/** mulberry32: a small, fast, seeded generator. */
export function seeded(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join('')
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`
  return { next, pick, hex, uuid, chance: (p: number) => next() < p }
}
export type Random = ReturnType<typeof seeded>

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const

/** Strings no field expects: empty, huge, control characters, lone surrogates, SQL, markup, other scripts. */
const hostileStrings = (r: Random) => [
  '',
  ' ',
  '\u0000',
  `a\u0000b${'\u0000'.repeat(10)}`,
  '\ud800\udc00\ud800',
  '\u202e\u200b\ufeff',
  '🦄'.repeat(r.pick([1, 40, 3000])),
  'x'.repeat(r.pick([65, 2_001, 70_000])),
  "'; drop table profiles; --",
  '"}]{[',
  '<script>alert(1)</script>',
  '%00%E0%A4%A',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  r.uuid(),
  'Δοκιμή 日本語 العربية',
]

/** Any JSON value, sometimes of the right shape by chance. */
export function hostileValue(r: Random, depth = 0): unknown {
  const kinds = ['string', 'number', 'null', 'bool', 'array', 'object'] as const
  switch (r.pick(depth > 2 ? kinds.slice(0, 4) : kinds)) {
    case 'string':
      return r.pick(hostileStrings(r))
    case 'number':
      return r.pick([0, -1, 1.5, 2 ** 53 + 1, -0, 1e308, 366])
    case 'null':
      return null
    case 'bool':
      return r.chance(0.5)
    case 'array':
      return Array.from({ length: r.pick([0, 1, 3, 25]) }, () => hostileValue(r, depth + 1))
    case 'object':
      return Object.fromEntries(
        Array.from({ length: r.pick([0, 1, 3]) }, () => [
          r.pick(['a', '__proto__', 'constructor', '']),
          hostileValue(r, depth + 1),
        ]),
      )
  }
}

/** Raw bodies that are not the JSON an endpoint reads. */
const RAW_BODIES = [
  'not json',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '{}',
  '[{}]',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"x":"${'y'.repeat(80_000)}"}`,
  '\ufeff{}',
  '{"\\ud800":"\\udfff"}',
  '{"a":"\\u0000"}',
]

export interface FuzzBody {
  body: string | Uint8Array<ArrayBuffer>
  contentType: string | null
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/pdf',
  'multipart/form-data; boundary=zzz',
  'application/x-www-form-urlencoded',
  null,
]

/** A body: hostile raw text, a hostile JSON value, or one of the route's own shapes with hostile fields. */
export function fuzzBody(r: Random, shapes: ((r: Random) => unknown)[]): FuzzBody {
  const roll = r.next()
  const body =
    roll < 0.2
      ? r.pick(RAW_BODIES)
      : roll < 0.4 || shapes.length === 0
        ? JSON.stringify(hostileValue(r))
        : JSON.stringify(r.pick(shapes)(r))
  return { body, contentType: r.chance(0.7) ? 'application/json' : r.pick(CONTENT_TYPES) }
}

/** A field value: right type and plausible, or anything. */
const field = (r: Random, plausible: () => unknown) => (r.chance(0.5) ? plausible() : hostileValue(r))
const words = (r: Random, n: number) =>
  Array.from({ length: n }, () => r.pick(['data', 'analyst', 'robotics', 'Ünïcode', 'hackathon'])).join(' ')

const AI_SHAPES: ((r: Random) => unknown)[] = [
  (r) => ({ action: 'career', role: field(r, () => words(r, 2)) }),
  () => ({ action: 'career-roles' }),
  (r) => ({ action: 'research', topic: field(r, () => words(r, 3)) }),
  (r) => ({ action: 'summarize', text: field(r, () => words(r, r.pick([8, 400]))) }),
  (r) => ({ action: 'startup', idea: field(r, () => words(r, 6)) }),
  (r) => ({ action: 'rewrite', bullets: field(r, () => [words(r, 4), words(r, 5)]) }),
  (r) => ({ action: 'tailor', opportunityId: field(r, () => r.uuid()), resumeText: field(r, () => words(r, 20)) }),
  (r) => ({ action: r.pick(['', 'drop', 'CAREER', '__proto__']), role: 'x' }),
]

/** Query values a parameter may get: none, its own plausible values, and hostile ones. */
function param(r: Random, plausible: string[]): string | undefined {
  const roll = r.next()
  return roll < 0.25 ? undefined : roll < 0.7 ? r.pick(plausible) : r.pick(hostileStrings(r))
}

const cursor = (r: Random, createdAt: string) => Buffer.from(`${createdAt}|${r.uuid()}`).toString('base64url')

export interface RouteSpec {
  /** The file under api/ that serves it. */
  file: string
  methods: string[]
  path: (r: Random) => string
  query?: (r: Random) => Record<string, string | undefined>
  bodies?: ((r: Random) => unknown)[]
  /** Raw bodies of its own (pdf-text reads bytes). */
  raw?: (r: Random) => FuzzBody
  /** Run by the scheduler: the service role key is never part of its random cases (it would do real work). */
  scheduler?: boolean
}

export const ROUTES: RouteSpec[] = [
  { file: 'account/export.ts', methods: ['GET'], path: () => '/api/account/export' },
  {
    file: 'account/purge.ts',
    methods: ['GET', 'POST'],
    path: () => '/api/account/purge',
    query: (r) => ({ as_of: param(r, ['2000-01-01', '1', 'x', '2026-13-45', '99999']) }),
    scheduler: true,
  },
  { file: 'ai/engine.ts', methods: ['GET'], path: () => '/api/ai/engine' },
  {
    file: 'ai/pdf-text.ts',
    methods: ['POST'],
    path: () => '/api/ai/pdf-text',
    raw: (r) => ({
      body: r.pick([
        new Uint8Array(0),
        new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'),
        new Uint8Array(Array.from({ length: 2048 }, () => Math.floor(r.next() * 256))),
        new TextEncoder().encode('%PDF-'.repeat(1000)),
      ]),
      contentType: r.pick(['application/pdf', 'application/pdf; charset=x', 'application/json', null]),
    }),
  },
  { file: 'ai/run.ts', methods: ['POST'], path: () => '/api/ai/run', bodies: AI_SHAPES },
  {
    file: 'analytics/me/summary.ts',
    methods: ['GET'],
    path: () => '/api/analytics/me/summary',
    query: (r) => ({
      days: param(r, ['1', '14', '365', '0', '366', '007', '1.5']),
      compare: param(r, ['previous', 'next']),
    }),
  },
  {
    file: 'associates/requests.ts',
    methods: ['GET'],
    path: () => '/api/associates/requests',
    query: (r) => ({
      type: param(r, ['received', 'sent', 'both']),
      limit: param(r, ['1', '50', '100', '101', '0', '2.5']),
      cursor: param(r, [
        cursor(r, '2026-01-01T00:00:00.123456+00:00'),
        cursor(r, '1'),
        cursor(r, 'March 7'),
        cursor(r, '2026-02-30'),
        cursor(r, '275760-09-13'),
        Buffer.from('a|b|c').toString('base64url'),
      ]),
    }),
  },
  {
    file: 'calendar/[token].ts',
    methods: ['GET'],
    path: (r) =>
      `/api/calendar/${r.pick([`${r.hex(32)}.ics`, `${'A'.repeat(129)}.ics`, r.hex(40), '%E0%A4%A.ics', '..%2F..%2Fx.ics', `${r.hex(32)}.ics.ics`])}`,
  },
  {
    file: 'digest/unsubscribe.ts',
    methods: ['GET', 'POST'],
    path: () => '/api/digest/unsubscribe',
    query: (r) => ({ token: param(r, [r.hex(48), r.hex(32), r.hex(47), r.hex(48).toUpperCase()]) }),
  },
  { file: 'outbox/send.ts', methods: ['GET'], path: () => '/api/outbox/send', scheduler: true },
  { file: 'push/public-key.ts', methods: ['GET'], path: () => '/api/push/public-key' },
  { file: 'push/send.ts', methods: ['GET', 'POST'], path: () => '/api/push/send', scheduler: true },
  {
    file: 'verifications/email-code.ts',
    methods: ['POST'],
    path: () => '/api/verifications/email-code',
    bodies: [
      (r) => ({ request_id: field(r, () => r.uuid()) }),
      () => ({ request_id: '00000000-0000-0000-0000-000000000000' }),
    ],
  },
]

/** Query strings beyond the route's own parameters: malformed escapes, repeats, a long one. */
export function extraQuery(r: Random): string {
  return r.pick(['', '', '', '&%E0%A4%A=1', '&days=1&days=2', `&x=${'q'.repeat(6000)}`, '&&&=&', '&__proto__=1'])
}
