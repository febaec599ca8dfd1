-- Search across the network: people, posts, communities and events (opportunities reuse
-- search_opportunities), a typeahead, hashtags members follow and the week's trending hashtags.
-- Every function is security invoker: the tables' policies decide what the caller sees, so a search
-- can never show, count or highlight a row the caller could not read directly. Each kind ranks a
-- bounded set of candidates (text relevance, a network boost, recency) and pages with a keyset on
-- (score, id); the score of the cursor row is recomputed, so the client sends only its id.

-- pg_trgm lives in `extensions`, as on Supabase; code reaches it by schema (search_path is '').
create extension if not exists pg_trgm with schema extensions;

-- People: trigram on the name (typo tolerance), words of headline, university and skills.
create function private.profile_doc(headline text, university text, skills text[]) returns tsvector
language sql immutable parallel safe as $$
  select pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, coalesce(headline, '')), 'B')
    operator(pg_catalog.||) pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, coalesce(university, '')), 'B')
    operator(pg_catalog.||) pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.simple'::regconfig,
      coalesce(pg_catalog.array_to_string(skills, ' '), '')), 'A')
$$;
-- Stored: array_to_string is only stable, so the function cannot be inlined, and calling it per row
-- costs 50 µs a candidate.
alter table public.profiles add column search tsvector generated always as (private.profile_doc(headline, university, skills)) stored;
create index profiles_name_trgm_idx on public.profiles using gin (name extensions.gin_trgm_ops) where is_public;
create index profiles_people_search_idx on public.profiles using gin (search) where is_public;
-- Typeahead prefixes of one or two letters: trigrams cannot help there, an ordered prefix index can.
create index profiles_name_prefix_idx on public.profiles (lower(name) text_pattern_ops) where is_public;
create index profiles_last_name_prefix_idx on public.profiles (lower(last_name) text_pattern_ops) where is_public;

-- Posts: full text over the body (hashtags are words of it).
alter table public.posts add column search tsvector generated always as (to_tsvector('english'::regconfig, body)) stored;
create index posts_search_idx on public.posts using gin (search);

-- Communities: trigram on the name, words of name, description and category (what the header shows).
-- No SET clause and only immutable calls, so the planner inlines it (index and queries alike).
create function private.community_doc(name text, description text, category text) returns tsvector
language sql immutable parallel safe as $$
  select pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english'::regconfig, coalesce(name, '')), 'A')
    operator(pg_catalog.||) pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english'::regconfig,
      pg_catalog.replace(coalesce(category, ''), '_', ' ')), 'B')
    operator(pg_catalog.||) pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english'::regconfig, coalesce(description, '')), 'C')
$$;
create index communities_name_trgm_idx on public.communities using gin (name extensions.gin_trgm_ops);
create index communities_name_prefix_idx on public.communities (lower(name) text_pattern_ops);
create index communities_doc_idx on public.communities using gin (private.community_doc(name, description, category));

-- Hashtags seen in posts everyone may read (a public post of a public profile outside private
-- communities): the typeahead suggests only these, so a tag used only in associates-only or private
-- community posts is never suggested to anyone.
create table public.hashtags (
  tag text primary key,
  use_count int not null default 0,
  last_used_at timestamptz not null default now()
);
alter table public.hashtags enable row level security;
create index hashtags_prefix_idx on public.hashtags (tag text_pattern_ops);
create policy "members read hashtags" on public.hashtags for select to authenticated using (true);
revoke insert, update, delete on public.hashtags from anon, authenticated;

create function private.count_hashtags() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.visibility = 'public' and new.author_is_public and not new.community_is_private
     and new.removed_at is null and cardinality(new.hashtags) > 0 then
    insert into public.hashtags as h (tag, use_count, last_used_at)
      select t, 1, new.created_at from unnest(new.hashtags) as t
        where tg_op = 'INSERT' or not t = any (old.hashtags) or old.visibility <> 'public'
      on conflict (tag) do update set use_count = h.use_count + 1,
        last_used_at = greatest(h.last_used_at, excluded.last_used_at);
  end if;
  return null;
end $$;
create trigger posts_count_hashtags after insert or update of hashtags, visibility on public.posts
  for each row execute function private.count_hashtags();

insert into public.hashtags (tag, use_count, last_used_at)
  select t, count(*), max(p.created_at) from public.posts p cross join lateral unnest(p.hashtags) as t
  where p.visibility = 'public' and p.author_is_public and not p.community_is_private and p.removed_at is null
  group by t
on conflict (tag) do nothing;

-- Hashtags a member follows (their posts are marked in the "For you" feed and listed on /search).
create table public.hashtag_follows (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  tag text not null check (tag ~ '^[[:alpha:]][[:alnum:]_]{0,49}$' and tag = lower(tag)),
  created_at timestamptz not null default now(),
  primary key (user_id, tag)
);
alter table public.hashtag_follows enable row level security;
create policy "members read the hashtags they follow" on public.hashtag_follows
  for select to authenticated using (user_id = (select auth.uid()));
create policy "members follow hashtags as themselves" on public.hashtag_follows
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "members unfollow their hashtags" on public.hashtag_follows
  for delete to authenticated using (user_id = (select auth.uid()));

-- LIKE pattern of a literal prefix.
create function private.like_prefix(value text) returns text
language sql immutable parallel safe as $$
  select pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.lower(value), '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;

-- Candidate lookups. Text operators (@@, %>, LIKE) are not leakproof, so under RLS Postgres applies
-- them after the policy, as filters, and no text index is ever used (a sequential scan of a million
-- posts). These definer helpers find candidate ids with the indexes, applying the same visibility
-- rule as the table's policy; the public functions then read the rows by id as the caller, so the
-- policy is checked again and decides. They return ids only and are not exposed through the API.
create function private.match_people(q text, tsq tsquery, max_rows int) returns uuid[]
language sql stable security definer set search_path = '' set pg_trgm.word_similarity_threshold = 0.5 as $$
  select coalesce(array_agg(m.id), '{}') from (
    select p.id from public.profiles p
    where p.is_public and (p.name operator(extensions.%>) q or p.search @@ tsq)
    limit max_rows) m
$$;
revoke execute on function private.match_people(text, tsquery, int) from public, anon;
grant execute on function private.match_people(text, tsquery, int) to authenticated;

-- Public members whose name or last name starts with the prefix (three letters or more: also names
-- similar to it). Dynamic SQL: the planner sees the pattern, so a prefix LIKE reads its index range
-- (with a parameter it would walk the whole index).
create function private.match_people_prefix(q text, max_rows int) returns uuid[]
language plpgsql stable security definer set search_path = '' set pg_trgm.word_similarity_threshold = 0.5 as $$
declare
  ids uuid[];
begin
  execute $q$
    select coalesce(array_agg(distinct m.id), '{}') from (
      (select p.id from public.profiles p where p.is_public and lower(p.name) like $1
        order by lower(p.name) limit $3)
      union all
      (select p.id from public.profiles p where p.is_public and lower(p.last_name) like $1
        order by lower(p.last_name) limit $3)
      union all
      (select p.id from public.profiles p where $4 and p.is_public and p.name operator(extensions.%>) $2
        limit $3)
    ) m$q$
  into ids using private.like_prefix(q), q, max_rows, char_length(q) >= 3;
  return ids;
end $$;
revoke execute on function private.match_people_prefix(text, int) from public, anon;
grant execute on function private.match_people_prefix(text, int) to authenticated;

-- The newest posts matching the words that the caller may read (the posts policy's rule). Dynamic
-- SQL, so the plan fits the words: a rare word reads the text index, a common one walks the newest
-- posts and stops after max_rows matches.
create function private.match_posts(tsq tsquery, since timestamptz, until timestamptz, max_rows int) returns uuid[]
language plpgsql stable security definer set search_path = '' set enable_seqscan = off as $$
declare
  ids uuid[];
begin
  execute $q$
    select coalesce(array_agg(m.id), '{}') from (
      select p.id from public.posts p
      where p.search @@ $1 and p.created_at >= $2 and p.created_at < $3
        and (p.author_id = $5
          or (p.removed_at is null and (
            (not p.community_is_private and ((p.visibility = 'public' and p.author_is_public) or p.author_id = any ($6)))
            or p.community_id = any ($7)))
          or p.community_id = any ($8))
      order by p.created_at desc, p.id desc
      limit $4) m$q$
  into ids using tsq, since, until, max_rows, auth.uid(), private.associate_ids(), private.community_ids(),
    private.moderated_community_ids();
  return ids;
end $$;
revoke execute on function private.match_posts(tsquery, timestamptz, timestamptz, int) from public, anon;
grant execute on function private.match_posts(tsquery, timestamptz, timestamptz, int) to authenticated;

-- The latest scheduled events matching the words that the caller may see (the events policy's rule).
create function private.match_events(tsq tsquery, from_at timestamptz, max_rows int) returns uuid[]
language plpgsql stable security definer set search_path = '' set enable_seqscan = off as $$
declare
  ids uuid[];
begin
  execute $q$
    select coalesce(array_agg(m.id), '{}') from (
      select e.id from public.events e
      where e.search @@ $1 and e.status = 'scheduled' and e.starts_at >= $2
        and (e.visibility = 'public' or e.organizer_id = $4
          or (e.visibility = 'associates' and e.organizer_id = any ($5))
          or e.id = any ($6))
      order by e.starts_at desc, e.id desc
      limit $3) m$q$
  into ids using tsq, from_at, max_rows, auth.uid(), private.associate_ids(), private.my_rsvp_event_ids();
  return ids;
end $$;
revoke execute on function private.match_events(tsquery, timestamptz, int) from public, anon;
grant execute on function private.match_events(tsquery, timestamptz, int) to authenticated;

-- People by name (typos forgiven), headline, university or skills; public profiles only, never a
-- member either side blocked. Exact name first, then name prefix, similarity and words; associates
-- and followees get a boost.
create function public.search_people(
  query text,
  profile_types text[] default null,
  university_filter text default null,
  skill_filter text default null,
  verified_only boolean default false,
  after_id uuid default null,
  page_size int default 20
) returns table (
  id uuid, name text, headline text, profile_photo_url text, profile_type text, university text, skills text[],
  verification_status text, follower_count int, in_network boolean, score double precision
)
language plpgsql stable set search_path = '' set pg_trgm.word_similarity_threshold = 0.5 as $$
#variable_conflict use_column
declare
  -- Computed once here: inside one SQL statement they would be evaluated per row.
  q text := btrim(coalesce(query, ''));
  tsq tsquery := plainto_tsquery('simple'::regconfig, btrim(coalesce(query, '')));
  prefix text := private.like_prefix(btrim(coalesce(query, '')));
  network uuid[] := private.network_ids();
  blocked uuid[] := private.blocked_ids();
  uni text := '%' || replace(replace(nullif(btrim(university_filter), ''), '%', '\%'), '_', '\_') || '%';
  skill text := lower(nullif(btrim(skill_filter), ''));
  types text[] := case when cardinality(profile_types) > 0 then profile_types end;
  verified boolean := coalesce(verified_only, false);
  size int := least(greatest(coalesce(page_size, 20), 1), 50);
  ids uuid[];
begin
  if char_length(q) < 2 then
    return;
  end if;
  ids := private.match_people(q, tsq, 2000);
  return query
  with candidates as (
    select p.id, p.name, p.headline, p.profile_photo_url, p.profile_type, p.university, p.skills,
      p.verification_status, p.follower_count, p.search
    from public.profiles p
    where p.id = any (ids) and p.is_public
      and not p.id = any (blocked)
      and (types is null or p.profile_type = any (types))
      and (uni is null or p.university ilike uni)
      and (skill is null or exists (select 1 from unnest(p.skills) s where lower(s) = skill))
      and (not verified or p.verification_status = 'verified')
  ), scored as (
    select c.id, c.name, c.headline, c.profile_photo_url, c.profile_type, c.university, c.skills,
      c.verification_status, c.follower_count, c.id = any (network) as in_network,
      (greatest(extensions.word_similarity(q, c.name), extensions.similarity(q, c.name))
        + case when lower(c.name) = lower(q) then 1.0 when lower(c.name) like prefix then 0.3 else 0 end
        + 0.5 * ts_rank(c.search, tsq)
        + case when c.id = any (network) then 0.3 else 0 end
        + least(c.follower_count, 10000) / 100000.0)::double precision as score
    from candidates c
  )
  select s.* from scored s
  where after_id is null or (s.score, s.id) < (select a.score, a.id from scored a where a.id = after_id)
  order by s.score desc, s.id desc
  limit size;
end $$;
revoke execute on function public.search_people(text, text[], text, text, boolean, uuid, int) from public, anon;
grant execute on function public.search_people(text, text[], text, text, boolean, uuid, int) to authenticated;

-- Posts by their words (websearch syntax: "quoted phrases", -excluded), among the 1,000 newest
-- matches the caller may read; the caller's network and communities first. `network_only` keeps
-- posts by the caller's network and in their communities.
create function public.search_posts(
  query text,
  since timestamptz default null,
  until timestamptz default null,
  network_only boolean default false,
  after_id uuid default null,
  page_size int default 20
) returns setof public.posts
language plpgsql stable set search_path = '' as $$
declare
  tsq tsquery := websearch_to_tsquery('english'::regconfig, coalesce(query, ''));
  size int := least(greatest(coalesce(page_size, 20), 1), 50);
begin
  if numnode(tsq) = 0 then
    return;
  end if;
  return query execute format($q$
    with m as (
      select p as post, p.id, p.author_id, p.community_id, p.created_at, p.search from public.posts p
      where p.id = any ($1) and not p.author_id = any ($7) %s
    ), s as (
      select m.post, m.id, (10 * ts_rank(m.search, $2)
        + case when m.author_id = any ($3) then 0.5 else 0 end
        + case when m.community_id = any ($4) then 0.3 else 0 end
        -- Linear in time (0.1 per 30 days), so the order of two posts never changes between pages.
        + extract(epoch from m.created_at) / 2592000.0 * 0.1)::double precision as score
      from m
    )
    -- The rows themselves, carried from the scan (a join back to posts would read the table again).
    select (s.post).* from s
    where $5::uuid is null or (s.score, s.id) < (select a.score, a.id from s a where a.id = $5)
    order by s.score desc, s.id desc
    limit $6$q$,
    case when network_only then 'and (p.author_id = any ($3) or p.community_id = any ($4))' else '' end)
  using private.match_posts(tsq, coalesce(since, '-infinity'::timestamptz), coalesce(until, 'infinity'::timestamptz), 1000)
      || '{}'::uuid[], tsq, private.network_ids(), private.community_ids(), after_id, size,
    private.blocked_ids();
end $$;
revoke execute on function public.search_posts(text, timestamptz, timestamptz, boolean, uuid, int) from public, anon;
grant execute on function public.search_posts(text, timestamptz, timestamptz, boolean, uuid, int) to authenticated;

-- Communities by name (typos forgiven), description and category; a private one shows its header
-- only (the columns returned), as its page does. The caller's communities first.
create function public.search_communities(
  query text,
  category_filter text default null,
  after_id uuid default null,
  page_size int default 20
) returns table (
  id uuid, slug text, name text, description text, category text, visibility text, join_policy text,
  member_count int, icon_url text, is_member boolean, score double precision
)
language plpgsql stable set search_path = '' set pg_trgm.word_similarity_threshold = 0.5 as $$
#variable_conflict use_column
declare
  q text := btrim(coalesce(query, ''));
  tsq tsquery := websearch_to_tsquery('english'::regconfig, btrim(coalesce(query, '')));
  mine uuid[] := private.community_ids();
  size int := least(greatest(coalesce(page_size, 20), 1), 50);
begin
  if char_length(q) < 2 then
    return;
  end if;
  return query
  with candidates as (
    select c.id, c.slug, c.name, c.description, c.category, c.visibility, c.join_policy, c.member_count, c.icon_url
    from public.communities c
    where (c.name operator(extensions.%>) q or private.community_doc(c.name, c.description, c.category) @@ tsq)
      and (category_filter is null or c.category = category_filter)
    limit 2000
  ), scored as (
    select c.id, c.slug, c.name, left(c.description, 280), c.category, c.visibility, c.join_policy,
      c.member_count, c.icon_url, c.id = any (mine) as is_member,
      (greatest(extensions.word_similarity(q, c.name), extensions.similarity(q, c.name))
        + case when lower(c.name) = lower(q) then 1.0 else 0 end
        + ts_rank(private.community_doc(c.name, c.description, c.category), tsq)
        + case when c.id = any (mine) then 0.5 else 0 end
        + ln(1 + c.member_count) / 100.0)::double precision as score
    from candidates c
  )
  select s.* from scored s
  where after_id is null or (s.score, s.id) < (select a.score, a.id from scored a where a.id = after_id)
  order by s.score desc, s.id desc
  limit size;
end $$;
revoke execute on function public.search_communities(text, text, uuid, int) from public, anon;
grant execute on function public.search_communities(text, text, uuid, int) to authenticated;

-- Events by title, place and description; cancelled ones never, associates-only ones only for whom
-- the events policy shows them. `upcoming_only` keeps events that have not started.
create function public.search_events(
  query text,
  upcoming_only boolean default false,
  online_only boolean default false,
  after_id uuid default null,
  page_size int default 20
) returns setof public.events
language plpgsql stable set search_path = '' as $$
declare
  tsq tsquery := websearch_to_tsquery('english'::regconfig, coalesce(query, ''));
  size int := least(greatest(coalesce(page_size, 20), 1), 50);
  from_at timestamptz := case when upcoming_only then now() else '-infinity'::timestamptz end;
begin
  if numnode(tsq) = 0 then
    return;
  end if;
  return query execute format($q$
    with m as (
      select e as event, e.id, e.organizer_id, e.starts_at, e.search from public.events e
      where e.id = any ($1) and e.status = 'scheduled' and not e.organizer_id = any ($3) %s
    ), s as (
      select m.event, m.id, (10 * ts_rank(m.search, $2)
        + case when m.organizer_id = any ($4) then 0.5 else 0 end
        + case when m.id = any ($5) then 0.5 else 0 end
        + extract(epoch from m.starts_at) / 2592000.0 * 0.1)::double precision as score
      from m
    )
    select (s.event).* from s
    where $6::uuid is null or (s.score, s.id) < (select a.score, a.id from s a where a.id = $6)
    order by s.score desc, s.id desc
    limit $7$q$,
    case when online_only then 'and e.is_online' else '' end)
  using private.match_events(tsq, from_at, 1000), tsq, private.blocked_ids(), private.network_ids(),
    private.my_rsvp_event_ids(), after_id, size;
end $$;
revoke execute on function public.search_events(text, boolean, boolean, uuid, int) from public, anon;
grant execute on function public.search_events(text, boolean, boolean, uuid, int) to authenticated;

-- The All tab in one round trip: the best few of each kind.
create function public.search_all(query text, per_kind int default 3) returns jsonb
language plpgsql stable set search_path = '' as $$
declare
  n int := least(greatest(coalesce(per_kind, 3), 1), 10);
begin
  return jsonb_build_object(
    'people', coalesce((select jsonb_agg(to_jsonb(p)) from public.search_people(query, page_size => n) p), '[]'),
    'posts', coalesce((select jsonb_agg(jsonb_build_object(
        'id', p.id, 'author_id', p.author_id, 'body', left(p.body, 400), 'created_at', p.created_at,
        'visibility', p.visibility, 'hashtags', p.hashtags,
        'author', (select jsonb_build_object('id', a.id, 'name', a.name, 'profile_photo_url', a.profile_photo_url)
                   from public.profiles a where a.id = p.author_id)))
      from public.search_posts(query, page_size => n) p), '[]'),
    'opportunities', coalesce((select jsonb_agg(jsonb_build_object(
        'id', o.id, 'title', o.title, 'type', o.type, 'organization', o.organization, 'location', o.location,
        'work_mode', o.work_mode, 'closing_at', o.closing_at))
      from public.search_opportunities(query, sort => 'relevance', page_size => n) o), '[]'),
    'communities', coalesce((select jsonb_agg(to_jsonb(c)) from public.search_communities(query, page_size => n) c), '[]'),
    'events', coalesce((select jsonb_agg(jsonb_build_object(
        'id', e.id, 'title', e.title, 'starts_at', e.starts_at, 'timezone', e.timezone, 'is_online', e.is_online,
        'venue', e.venue, 'category', e.category))
      from public.search_events(query, page_size => n) e), '[]'));
end $$;
revoke execute on function public.search_all(text, int) from public, anon;
grant execute on function public.search_all(text, int) to authenticated;

-- The typeahead: people, communities and hashtags for a prefix of two letters or more. Two letters
-- read the prefix indexes; three or more also forgive typos (trigrams).
create function public.search_typeahead(query text) returns jsonb
language plpgsql stable set search_path = '' set pg_trgm.word_similarity_threshold = 0.5 as $$
declare
  q text := btrim(coalesce(query, ''));
  word text := lower(regexp_replace(q, '^#', ''));
  pattern text := private.like_prefix(q);
  blocked uuid[] := private.blocked_ids();
  people jsonb;
  communities jsonb;
  tags jsonb;
  ids uuid[];
begin
  if char_length(word) < 2 then
    return jsonb_build_object('people', '[]'::jsonb, 'communities', '[]'::jsonb, 'hashtags', '[]'::jsonb);
  end if;
  if q !~ '^#' then
    ids := private.match_people_prefix(q, 200);
    select coalesce(jsonb_agg(to_jsonb(x) - 'rank' order by x.rank desc, x.follower_count desc, x.id), '[]') into people
    from (
      select p.id, p.name, p.headline, p.profile_photo_url, p.profile_type, p.verification_status, p.follower_count,
        max(case when lower(p.name) like pattern then 2 when lower(p.last_name) like pattern then 1.5
          else extensions.word_similarity(q, p.name) end) as rank
      from public.profiles p
      where p.id = any (ids) and p.is_public
        and not p.id = any (blocked)
      group by p.id, p.name, p.headline, p.profile_photo_url, p.profile_type, p.verification_status, p.follower_count
      order by 8 desc, p.follower_count desc, p.id
      limit 5
    ) x;
    select coalesce(jsonb_agg(to_jsonb(x) order by x.member_count desc, x.id), '[]') into communities
    from (
      -- Two branches, each with its index (an OR of the two would read every community).
      select c.id, c.slug, c.name, c.icon_url, c.visibility, c.member_count from public.communities c
      where c.id in (
        (select c2.id from public.communities c2 where lower(c2.name) like pattern order by lower(c2.name) limit 200)
        union
        (select c3.id from public.communities c3 where char_length(q) >= 3 and c3.name operator(extensions.%>) q limit 200))
      order by c.member_count desc, c.id
      limit 3
    ) x;
  end if;
  select coalesce(jsonb_agg(to_jsonb(x) order by x.use_count desc, x.tag), '[]') into tags
  from (
    select h.tag, h.use_count from public.hashtags h
    where h.tag like private.like_prefix(word)
    order by h.use_count desc, h.tag
    limit 5
  ) x;
  return jsonb_build_object('people', coalesce(people, '[]'), 'communities', coalesce(communities, '[]'),
    'hashtags', tags);
end $$;
revoke execute on function public.search_typeahead(text) from public, anon;
grant execute on function public.search_typeahead(text) to authenticated;

-- Hashtags of the week, counted over the posts the caller may read.
create function public.trending_hashtags(max_results int default 10)
returns table (tag text, post_count int)
language plpgsql stable set search_path = '' as $$
declare
  -- A plain value, so it stays an index condition under RLS (footguns).
  from_at timestamptz := now() - interval '7 days';
begin
  return query
    select t.tag, count(*)::int from public.posts p cross join lateral unnest(p.hashtags) as t(tag)
    where p.created_at >= from_at and cardinality(p.hashtags) > 0
    group by t.tag
    order by count(*) desc, t.tag
    limit least(greatest(coalesce(max_results, 10), 1), 30);
end $$;
revoke execute on function public.trending_hashtags(int) from public, anon;
grant execute on function public.trending_hashtags(int) to authenticated;
