import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { toSqlFilters } from '@/data/discovery/discovery-types'
import { CARD_COLUMNS } from '@/data/opportunities/opportunity-types'
import { fetchFeedPage } from '@/data/posts/feed-query'
import type { AppClient } from '@/lib/supabase'
import { webSearchText } from '@/lib/web-search'
import { adminClient, anonClient } from './helpers.ts'

// Search that no input can break. Every search the app sends (the search box's All tab, tabs and typeahead,
// the guests' opportunity search, the hashtag page, the trending lists, and the other screens' search fields)
// with the words that once broke the embedded database, every word of the demo opportunities' titles, typos,
// one-character, 500-character and 100-word queries, odd Unicode, quotes, backslashes, the operators of
// tsquery, regular expressions and LIKE, and text that looks like SQL. Every call must answer 2xx, and the
// database must still answer afterwards. The calls go through supabase-js as the demo student (the investor
// for pitches) and as a guest where the app lets guests search, with the arguments the app's fetchers send
// (src/data/**).
//
// A few hundred calls by default: the breaking words everywhere, each title word through the All tab (which
// runs all five kinds' searches), every odd input through the All tab, the typeahead and the guests' search,
// and one input of each kind of oddness (CORE) through every other search. SEARCH_ROBUSTNESS=full sends every
// input to every search (about 2,500 calls).

type Answer = { error: { code?: string; message: string } | null; status: number }
type Probe = { name: string; call: (input: string) => PromiseLike<Answer> }

let student: SupabaseClient
let investor: SupabaseClient
let guest: SupabaseClient
let studentId: string

async function demo(email: string) {
  const client = anonClient()
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'demo-password' })
  if (error) throw error
  return { client, id: data.user.id }
}

/** A fetcher of the app that throws `toAppError(error)`, as an answer. */
const settled = async (run: () => Promise<unknown>): Promise<Answer> => {
  try {
    await run()
    return { error: null, status: 200 }
  } catch (error) {
    const e = error as { code?: string; message?: string; detail?: string }
    return { error: { code: e.code, message: `${e.message ?? String(error)} (${e.detail ?? ''})` }, status: 0 }
  }
}

// Each search with the arguments its fetcher sends; the text goes where a member or a guest types it.
const PROBES = {
  // The search box (src/data/search): All tab, typeahead, one tab per kind.
  all: { name: 'search_all', call: (query) => student.rpc('search_all', { query, per_kind: 3 }) },
  typeahead: { name: 'search_typeahead', call: (query) => student.rpc('search_typeahead', { query }) },
  people: { name: 'search_people', call: (query) => student.rpc('search_people', { query, page_size: 20 }) },
  peopleFilters: {
    name: 'search_people (university and skill filters)',
    call: (text) =>
      student.rpc('search_people', { query: 'data', university_filter: text, skill_filter: text, page_size: 20 }),
  },
  posts: {
    name: 'search_posts',
    call: (query) => student.rpc('search_posts', { query, network_only: false, page_size: 20 }).select('id'),
  },
  communities: {
    name: 'search_communities',
    call: (query) => student.rpc('search_communities', { query, page_size: 20 }),
  },
  organisations: {
    name: 'search_organisations',
    call: (query) => student.rpc('search_organisations', { query, page_size: 20 }),
  },
  events: {
    name: 'search_events',
    call: (query) =>
      student.rpc('search_events', { query, upcoming_only: false, online_only: false, page_size: 20 }).select('id'),
  },
  // Opportunities (src/data/opportunities): a typed query sorts by relevance.
  opportunities: {
    name: 'search_opportunities (member)',
    call: (query) =>
      student.rpc('search_opportunities', { query, sort: 'relevance', paid_only: false, page_size: 20 }).select('id'),
  },
  guestOpportunities: {
    name: 'search_opportunities (guest)',
    call: (query) =>
      guest
        .rpc('search_opportunities', { query, sort: 'relevance', paid_only: false, page_size: 20 })
        .select(CARD_COLUMNS),
  },
  guestLocation: {
    name: 'search_opportunities (guest, place filter)',
    call: (location) =>
      guest.rpc('search_opportunities', { location, sort: 'newest', paid_only: false, page_size: 20 }).select('id'),
  },
  // The hashtag page: /search?tag=… trimmed, lower-cased and without its '#' (app/routes/search.tsx).
  hashtag: {
    name: 'hashtag page',
    call: (input) =>
      settled(() =>
        fetchFeedPage(
          student as unknown as AppClient,
          `tag:${input.trim().toLowerCase().replace(/^#/, '')}`,
          studentId,
          null,
          new AbortController().signal,
        ),
      ),
  },
  // Other screens' search fields.
  members: {
    name: 'search_members (discovery)',
    call: (q) =>
      student
        .rpc('search_members', {
          filters: toSqlFilters({ q, university: q, location: q, skills: [q] }) as never,
          page_size: 20,
        })
        .select('id'),
  },
  pitches: {
    name: 'search_pitches',
    call: (q) => investor.rpc('search_pitches', { q, sector: q, page_size: 20 }).select('id'),
  },
  discoverCommunities: {
    name: 'discover_communities',
    call: (search) => student.rpc('discover_communities', { search, sort: 'members', max_results: 20 }),
  },
  messageCandidates: {
    name: 'message_candidates',
    call: (search) => student.rpc('message_candidates', { search, page_size: 20 }),
  },
  conversations: {
    name: 'conversation_list',
    call: (search) => student.rpc('conversation_list', { search, show_archived: false, page_size: 20 }),
  },
  // Events' browse page reads the table (src/data/events/event-queries.ts: text and place).
  eventsBrowse: {
    name: 'events browse (text and place)',
    call: (text) => {
      const near = text.trim().replace(/[%_,()"]/g, ' ')
      let query = student
        .from('events')
        .select('id')
        .eq('status', 'scheduled')
        .gte('starts_at', new Date().toISOString())
      if (text.trim())
        query = query.textSearch('search', webSearchText(text.trim()), { type: 'websearch', config: 'english' })
      if (near.trim()) query = query.or(`venue.ilike.%${near.trim()}%,address.ilike.%${near.trim()}%`)
      return query.order('starts_at').order('id').limit(20)
    },
  },
  // People by name for @mentions (src/data/profiles/profile-query.ts).
  mentions: {
    name: 'people by name (mentions)',
    call: (query) => {
      const term = query.trim().replace(/[%_,()]/g, ' ')
      return student
        .from('profiles')
        .select('id')
        .or(`name.ilike.%${term}%,headline.ilike.%${term}%`)
        .order('follower_count', { ascending: false })
        .limit(8)
    },
  },
} satisfies Record<string, Probe>
const EVERY_PROBE: Probe[] = Object.values(PROBES)
/** The searches that get every odd input (the rest get CORE unless SEARCH_ROBUSTNESS=full). */
const MAIN_PROBES: Probe[] = [PROBES.all, PROBES.typeahead, PROBES.guestOpportunities]
const FULL = process.env.SEARCH_ROBUSTNESS === 'full'

const failures: string[] = []
let calls = 0

/** Runs every (probe, input) pair, four at a time, and records each answer that is not a 2xx. */
async function runAll(pairs: [Probe, string][]) {
  let next = 0
  const worker = async () => {
    while (next < pairs.length) {
      const [probe, input] = pairs[next++]
      calls++
      const answer = await probe.call(input)
      if (answer.error || answer.status < 200 || answer.status > 299) {
        const shown = input.length > 60 ? `${input.slice(0, 60)}…(${input.length})` : input
        failures.push(
          `${probe.name}(${JSON.stringify(shown)}): ${answer.status} ${answer.error?.code ?? ''} ${answer.error?.message ?? ''}`,
        )
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
}

/** Runs the pairs and answers the failures among them. */
async function failuresOf(pairs: [Probe, string][]) {
  const from = failures.length
  await runAll(pairs)
  return failures.slice(from)
}

const each = (probes: Probe[], inputs: string[]) =>
  inputs.flatMap((input) => probes.map((p): [Probe, string] => [p, input]))

beforeAll(async () => {
  ;[{ client: student, id: studentId }, { client: investor }] = await Promise.all([
    demo('student@demo.campus.test'),
    demo('investor@demo.campus.test'),
  ])
  guest = anonClient()
})

/** The distinct words of the demo organisations' postings (the seed's members have ids 00000000-0000-4000-8000-…). */
async function wordsOfTitles() {
  const { data, error } = await adminClient()
    .from('opportunities')
    .select('title')
    .gte('posted_by', '00000000-0000-4000-8000-000000000000')
    .lte('posted_by', '00000000-0000-4000-8000-ffffffffffff')
  if (error) throw error
  const words = new Map<string, string>()
  for (const { title } of data as { title: string }[])
    for (const token of title.split(/\s+/)) {
      const word = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
      if (word && !words.has(word.toLowerCase())) words.set(word.toLowerCase(), word)
    }
  return [...words.values()]
}

const BREAKERS = ['hackathon', 'career fair', '#hackathon']

const TYPOS = ['hackaton', 'hakcathon', 'enginer', 'scholarshp', 'Nortwind Labz', 'carreer fiar']

const hundredWords = (words: string[]) => Array.from({ length: 100 }, (_, i) => words[i % words.length]).join(' ')

const SHORT_AND_LONG = [
  'a',
  'é',
  '#',
  '-',
  'x'.repeat(500),
  'data engineering internship '.repeat(20).slice(0, 500),
  'x y '.repeat(125),
  '数'.repeat(500),
  '-'.repeat(499) + 'a',
  '- '.repeat(249) + 'data',
  '('.repeat(250) + ')'.repeat(250),
  '\\'.repeat(500),
  "'".repeat(500),
  '%_'.repeat(250),
  hundredWords(['data', 'engineer', 'intern', 'climate', 'grant', 'hackathon', 'lakeside', 'summer']),
  hundredWords(['hackathon']),
  hundredWords(['&', '|', '!', 'x:*', '(', ')', '<->', '-data']),
]

const UNICODE = [
  '🚀🔥 hackathon',
  '👩🏽‍💻 engineer',
  '数据工程师',
  'データエンジニア 데이터',
  'مهندس بيانات',
  'שלום עולם',
  '\u202Ehackathon\u202C',
  'e\u0301cole de\u0301veloppeur',
  'Z̴̡͔a̵̛͉l̶̜̓g̷̣̈o̶̦͒ hackathon',
  '\u200Bhack\u200Bathon\uFEFF',
  '𝔥𝔞𝔠𝔨𝔞𝔱𝔥𝔬𝔫 ｈａｃｋａｔｈｏｎ',
  '\uE000\uFFFD\uFFFE\uFFFF\u{10FFFF}\u{1FFFE}',
  'ǅ ß İ ı ﬁ',
  '\u0001\u0007\u001b[31mred\u001b[0m tab\tnew\nline\u00A0\u3000',
]

const QUOTES_AND_BACKSLASHES = [
  '"hackathon"',
  "O'Brien",
  '"unterminated',
  "''",
  '`career fair` “career” ‘fair’',
  '\\',
  'hackathon\\',
  "\\'",
  'C:\\Users\\',
  '\\x00\\u0000',
]

const OPERATORS = [
  '&',
  '|',
  '!',
  ':',
  '*',
  '(',
  '%',
  '_',
  '<->',
  'data & (engineer | intern) & !senior',
  'hackathon:*',
  'hackathon:A',
  'data <2> engineer',
  '!!!hackathon',
  '-hackathon',
  '"career fair" or -fair',
  'OR AND NOT',
  '100%',
  'a_b%c',
  '.*',
  '[a-z]+ ^$ (?i)hack \\d+ a{1,99999}',
  '[',
  '#hackathon #career',
  '##',
  '@[Name](00000000-0000-4000-8000-000000000001)',
  '{"x"},',
]

const SQL_LOOKING = [
  "'; drop table public.posts; --",
  "1' or '1'='1",
  "hackathon'); select pg_sleep(10); --",
  '$$ $1 %s %L %I',
  "e'\\x00'::text 'a'::tsquery",
  '/* comment */ union select * from auth.users; ;',
]

/** One of each kind of oddness, for every search. */
const CORE = [
  'a',
  'x'.repeat(500),
  '-'.repeat(499) + 'a',
  hundredWords(['data', 'engineer', 'intern', 'hackathon']),
  '👩🏽‍💻 数据 مهندس e\u0301cole Z̴̡͔a̵̛͉l̶̜̓g̷̣̈o̶̦͒',
  '"unterminated',
  "O'Brien''",
  'hackathon\\',
  '\\',
  'data & (engineer | intern) & !senior:* <-> x',
  '100% a_b',
  '[a-z]+ ^$ (?i)',
  '{"x"},',
  "'; drop table public.posts; --",
]

const ODD = [...TYPOS, ...SHORT_AND_LONG, ...UNICODE, ...QUOTES_AND_BACKSLASHES, ...OPERATORS, ...SQL_LOOKING]

describe('search that no input can break', () => {
  it('answers the words that once broke the embedded database, in every search', async () => {
    expect(await failuresOf(each(EVERY_PROBE, BREAKERS))).toEqual([])
  })

  it('answers every word of every demo opportunity title', async () => {
    const words = await wordsOfTitles()
    expect(words.length).toBeGreaterThan(50)
    expect(await failuresOf(each(FULL ? EVERY_PROBE : [PROBES.all], words))).toEqual([])
  })

  it('answers typos, short and long queries, Unicode, quotes, backslashes, operators and SQL-looking text', async () => {
    expect(await failuresOf(each(FULL ? EVERY_PROBE : MAIN_PROBES, ODD))).toEqual([])
    if (!FULL) {
      const others = EVERY_PROBE.filter((p) => !MAIN_PROBES.includes(p))
      expect(await failuresOf(each(others, CORE))).toEqual([])
    }
  })

  it('answers the trending lists whatever their size', async () => {
    const sizes = [12, 0, -1, 10_000]
    const trending = (n: number): Probe[] => [
      { name: `trending_hashtags(${n})`, call: () => student.rpc('trending_hashtags', { max_results: n }) },
      { name: `trending_this_week(${n})`, call: () => student.rpc('trending_this_week', { max_items: n }) },
    ]
    expect(await failuresOf(sizes.flatMap(trending).map((p): [Probe, string] => [p, '']))).toEqual([])
  })

  it('still answers afterwards', async () => {
    const { data, error } = await guest.rpc('search_opportunities', { sort: 'newest', page_size: 1 }).select('id')
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    const admin = await adminClient().from('profiles').select('id').limit(1)
    expect(admin.error).toBeNull()
    console.info(`search robustness: ${calls} calls, ${failures.length} failed`)
  })
})
