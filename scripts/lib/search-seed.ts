import { performance } from 'node:perf_hooks'
import type pg from 'pg'
import { BENCH_WORDS, sqlWords } from './bench-words.ts'

/**
 * The search benchmark's network at full scale, and the seed that writes a fraction of it: members with
 * names from shared first and last names, posts, opportunities, communities and events with words from
 * one vocabulary, so that a common word, a rare one and a shared name exist at every scale.
 */
export const FULL = { members: 100_000, posts: 1_000_000, opportunities: 100_000, communities: 10_000, events: 100_000 }

const TAGS = [
  'ai',
  'climate',
  'internships',
  'python',
  'hiring',
  'research',
  'startups',
  'design',
  'datascience',
  'careers',
]
const FIRST = [
  'Maya',
  'Priya',
  'Daniel',
  'Amara',
  'Leo',
  'Grace',
  'Ethan',
  'Kenji',
  'Zara',
  'Lucas',
  'Hannah',
  'Omar',
  'Chloe',
  'Ravi',
  'Maria',
  'Marco',
  'Mateo',
  'Sofia',
  'Aisha',
  'Noah',
  'Emma',
  'Liam',
  'Olivia',
  'Ava',
  'Isabella',
  'Mia',
  'Amelia',
  'Harper',
  'Elijah',
  'James',
  'Benjamin',
  'Lucia',
  'Yuki',
  'Wei',
  'Fatima',
  'Tariq',
  'Ingrid',
  'Sven',
  'Anya',
  'Dmitri',
]
const LAST = [
  'Okafor',
  'Nair',
  'Reyes',
  'Singh',
  'Martins',
  'Whitfield',
  'Brooks',
  'Tanaka',
  'Ahmed',
  'Meyer',
  'Kim',
  'Haddad',
  'Martin',
  'Patel',
  'Garcia',
  'Rossi',
  'Silva',
  'Novak',
  'Kowalski',
  'Johansson',
  'Larsen',
  'Dubois',
  'Moreau',
  'Fischer',
  'Weber',
  'Schneider',
  'Nguyen',
  'Tran',
  'Chen',
  'Wang',
  'Li',
  'Zhang',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Perez',
  'Sanchez',
  'Ramirez',
  'Torres',
  'Flores',
  'Rivera',
  'Gomez',
  'Diaz',
  'Cruz',
  'Morales',
  'Ortiz',
  'Gutierrez',
  'Chavez',
  'Ramos',
  'Ruiz',
  'Alvarez',
  'Mendoza',
  'Castillo',
  'Jimenez',
  'Vasquez',
  'Romero',
  'Herrera',
  'Medina',
  'Aguilar',
  'Okonkwo',
]
const UNIS = ['Lakeside University', 'Northbridge University', 'Harbor Institute', 'Riverside College', 'Summit Tech']
const uid = (kind: string, expr: string) => `('00000000-0000-4000-${kind}-' || lpad(to_hex(${expr}), 12, '0'))::uuid`

const n_ = (v: number) => v.toLocaleString('en')
// Popularity and dates spread by a hash of the row number, not `g % k`: with `g % 500` followers, the
// members of a follower count shared their words (g % 40) too, and no top-ranked member had "data" in
// the headline, so a walk in popularity order read a tenth of the members before its first match.
const spread = (expr: string, k: number) => `((hashint4(${expr})::bigint + 2147483648) % ${k})::int`

export async function seed(client: pg.Client, n: typeof FULL) {
  const M = n.members
  await client.query(`set session_replication_role = replica`)
  const statements = `
    insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
      select ${uid('9000', 'g')}, 'authenticated', 'authenticated', 'm' || g || '@bench.test', now(), now(), now()
      from generate_series(1, ${M}) g;
    with w as (select ${sqlWords(FIRST)} f, ${sqlWords(LAST)} l, ${sqlWords(UNIS)} u, ${sqlWords(BENCH_WORDS)} words)
    insert into public.profiles (id, name, first_name, last_name, headline, university, skills, is_public, profile_type,
      verification_status, follower_count)
      select ${uid('9000', 'g')}, f[1 + g % 40] || ' ' || l[1 + (g / 40) % 60], f[1 + g % 40], l[1 + (g / 40) % 60],
        initcap(words[1 + g % 40]) || ' student working on ' || words[1 + (g / 7) % 40], u[1 + g % 5],
        -- One member in ten is private, but not the ones named Maya (g % 40 = 0): the typo cases look for them.
        array[initcap(words[1 + (g / 3) % 40]), initcap(words[1 + (g / 11) % 40])], g % 10 <> 3,
        (array['student','student','student','company','employer','university','professor','influencer','investor','philanthropist'])[1 + g % 10],
        case when g % 17 = 0 then 'verified' else 'unverified' end, ${spread('g', 500)}
      from generate_series(1, ${M}) g, w;
    -- The viewer (member 1) follows 200 members and has 50 associates.
    insert into public.follows (follower_id, followee_id) select ${uid('9000', '1')}, ${uid('9000', 'g')} from generate_series(2, 201) g;
    insert into public.associates (user_id, associate_id)
      select ${uid('9000', '1')}, ${uid('9000', 'g')} from generate_series(202, 251) g
      union all select ${uid('9000', 'g')}, ${uid('9000', '1')} from generate_series(202, 251) g;
    update public.profiles set following_count = 200, associate_count = 50 where id = ${uid('9000', '1')};
    with w as (select ${sqlWords(BENCH_WORDS)} words)
    insert into public.communities (id, slug, name, description, category, visibility, join_policy, member_count, created_by)
      select ${uid('a000', 'g')}, 'c-' || g,
        initcap(words[1 + g % 40]) || ' ' || initcap(words[1 + (g / 40) % 40]) || ' ' ||
          (array['Club','Society','Circle','Network','Guild'])[1 + g % 5] || ' ' || g,
        'A place for ' || words[1 + (g / 3) % 40] || ' and ' || words[1 + (g / 7) % 40] || ' people.',
        (array['academic','career','technology','entrepreneurship','research','arts','sports','social_impact','alumni','other'])[1 + g % 10],
        case when g % 10 = 0 then 'private' else 'public' end, 'open', ${spread('g', 300)}, ${uid('9000', `1 + g % ${M}`)}
      from generate_series(1, ${n.communities}) g, w;
    insert into public.community_members (community_id, user_id, role, status, joined_at)
      select ${uid('a000', 'g')}, ${uid('9000', '1')}, 'member', 'active', now() from generate_series(1, 20) g;
    with w as (select ${sqlWords(BENCH_WORDS)} words, ${sqlWords(TAGS)} tags)
    insert into public.posts (author_id, body, visibility, author_is_public, hashtags, created_at, community_id, community_is_private)
      select ${uid('9000', `a`)},
        initcap(words[1 + g % 40]) || ' and ' || words[1 + (g / 40) % 40] || ': notes on ' || words[1 + (g / 1600) % 40]
          || ' from this week.' || case when g % 3 = 0 then ' #' || tags[1 + (g / 3) % 10] else '' end
          || case when g % 10000 = 7 then ' Zygote sequencing results.' else '' end,
        case when g % 10 = 0 then 'associates' else 'public' end, a % 10 <> 3,
        case when g % 3 = 0 then array[tags[1 + (g / 3) % 10]] else '{}' end,
        now() - (g::float / ${n.posts} * interval '365 days'),
        case when g % 50 = 0 then ${uid('a000', `1 + g % ${n.communities}`)} end,
        g % 50 = 0 and (1 + g % ${n.communities}) % 10 = 0
      from generate_series(__FROM__, __TO__) g, w, lateral (select 1 + (g::bigint * 7919) % ${M} as a) x;
    with w as (select ${sqlWords(BENCH_WORDS)} words)
    insert into public.opportunities (posted_by, title, organization, type, description, work_mode, location, is_paid,
      deadline, skills, tags, status, poster_type, published_at, search)
      select o.*, setweight(to_tsvector('english', o.title), 'A') || setweight(to_tsvector('english', o.organization), 'B')
        || setweight(to_tsvector('english', array_to_string(o.tags || o.skills, ' ')), 'B') || setweight(to_tsvector('english', o.description), 'C')
      from (
        select ${uid('9000', `1 + g % ${Math.max(M / 20, 1)}`)} as posted_by,
          initcap(words[1 + g % 40]) || ' ' || initcap(words[1 + (g / 40) % 40]) || ' ' ||
            (array['Intern', 'Analyst', 'Fellow', 'Scholar', 'Engineer', 'Researcher'])[1 + g % 6]
            || case when g % 10000 = 7 then ' in zygote biology' else '' end as title,
          'Organisation ' || (1 + g % 5000) as organization,
          (array['internship','job','hackathon','scholarship','fellowship','research','competition','grant','investment','volunteer','other'])[1 + g % 11] as type,
          'Work on ' || words[1 + (g / 7) % 40] || ' and ' || words[1 + (g / 13) % 40] || ' with a friendly team.' as description,
          (array['onsite','remote','hybrid'])[1 + g % 3] as work_mode, 'Berlin, Germany' as location, g % 4 <> 0 as is_paid,
          now() + ((g % 120) - 30 || ' days')::interval as deadline,
          array[words[1 + (g / 3) % 40]] as skills, array[words[1 + (g / 11) % 40]] as tags,
          case when g % 10 = 0 then 'closed' when g % 23 = 0 then 'draft' else 'open' end as status,
          'company' as poster_type, now() - (g::float / ${n.opportunities} * interval '180 days') as published_at
        from generate_series(1, ${n.opportunities}) g, w
      ) o;
    with w as (select ${sqlWords(BENCH_WORDS)} words)
    insert into public.events (organizer_id, title, description, category, starts_at, ends_at, is_online, venue,
      visibility, status, search)
      select e.*, setweight(to_tsvector('english', e.title), 'A') || setweight(to_tsvector('english', coalesce(e.venue, '')), 'B')
        || setweight(to_tsvector('english', e.description), 'C')
      from (
        select ${uid('9000', `1 + (g * 31) % ${M}`)} as organizer_id,
          initcap(words[1 + g % 40]) || ' ' || words[1 + (g / 40) % 40] || ' ' ||
            (array['workshop','meetup','lecture','info session','hackathon'])[1 + g % 5]
            || case when g % 10000 = 7 then ' on zygote imaging' else '' end as title,
          'An evening about ' || words[1 + (g / 3) % 40] || '.' as description,
          (array['career_fair','info_session','workshop','hackathon','lecture','meetup','other'])[1 + g % 7] as category,
          now() + ((${spread('g', 360)}) - 180 || ' days')::interval as starts_at,
          now() + ((${spread('g', 360)}) - 180 || ' days')::interval + interval '2 hours' as ends_at,
          g % 4 = 0 as is_online, 'Hall ' || (g % 50) as venue,
          case when g % 10 = 0 then 'associates' else 'public' end as visibility,
          case when g % 20 = 0 then 'cancelled' else 'scheduled' end as status
        from generate_series(1, ${n.events}) g, w
      ) e;
    insert into public.hashtags (tag, use_count, last_used_at)
      select t, count(*), max(p.created_at) from public.posts p cross join lateral unnest(p.hashtags) t
      where p.visibility = 'public' and p.author_is_public and not p.community_is_private group by t`
  // One statement at a time, posts in batches of 100,000, each step printed: a full-scale seed takes minutes.
  const t0 = performance.now()
  const step = async (label: string, sql: string) => {
    await client.query(sql)
    console.log(`  seeded ${label} (${((performance.now() - t0) / 1000).toFixed(0)} s)`)
  }
  for (const statement of statements.split(/;\s*\n/)) {
    const label = /insert into ([\w.]+)/.exec(statement)?.[1] ?? statement.trim().split('\n')[0]!.slice(0, 60)
    if (!statement.includes('__FROM__')) {
      await step(label, statement)
      continue
    }
    for (let from = 1; from <= n.posts; from += 100_000) {
      const to = Math.min(from + 99_999, n.posts)
      await step(
        `${label} ${n_(to)} / ${n_(n.posts)}`,
        statement.replace('__FROM__', String(from)).replace('__TO__', String(to)),
      )
    }
  }
  await client.query(`set session_replication_role = origin`)
  // What the name dictionaries' triggers would have kept, had the seed not turned triggers off.
  await step(
    'name dictionaries',
    `insert into private.name_words (word)
       select distinct w from public.profiles p, regexp_split_to_table(lower(p.name), '\\s+') w where w <> ''
       on conflict do nothing;
     insert into private.community_name_words (word)
       select distinct unnest(private.search_words(c.name)) from public.communities c on conflict do nothing;`,
  )
  await step('vacuum analyze', 'vacuum analyze')
}
