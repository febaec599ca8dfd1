-- Search that stays fast at full scale (issue 17's goals). Every kind now reads a bounded number of rows,
-- whatever the size of the network:
--   * candidates: each source is an index read with a LIMIT (a prefix range, a popularity or recency
--     order walked until enough matches, a text index for rare words). The depth is 10 × the page size,
--     at least 30 and at most 300: the All tab (3 a kind) reads 30 candidates a kind, a tab page of 20
--     reads 200; the old functions ranked up to 2,000 people, 2,000 communities, 1,000 posts, events
--     and opportunities for every call, the All tab five times over.
--   * ranking (text relevance, network proximity, recency or popularity) runs on those candidates only.
--   * the typeahead's two-letter prefix reads a "bucket" index (the first two letters, then popularity),
--     so the five most followed members named "Ma…" are five index entries, not a range of thousands.
--   * trigram similarity (typos) is a fallback: it runs when the exact sources found less than a page.
-- Visibility is unchanged: the definer helpers apply each table's read rule to find ids, and the public
-- functions (security invoker) read the rows by id as the caller, so the policies decide (as before).

-- Candidates for a page of `page_size`: 10 × the page, at least 30, at most 300.
create function private.search_depth(page_size int) returns int
language sql immutable parallel safe as $$
  select least(greatest(10 * coalesce(page_size, 20), 30), 300)
$$;

-- Bucket indexes: the first two letters, then popularity. `lower(left(name, 2)) = 'ma' order by
-- follower_count desc limit 10` reads ten entries.
create index profiles_name_bucket_idx on public.profiles (lower(left(name, 2)), follower_count desc, id) where is_public;
create index profiles_last_name_bucket_idx on public.profiles (lower(left(last_name, 2)), follower_count desc, id)
  where is_public;
create index communities_name_bucket_idx on public.communities (lower(left(name, 2)), member_count desc, id);
create index hashtags_bucket_idx on public.hashtags (left(tag, 2), use_count desc, tag);
-- People matching a common word are taken in order of popularity (walking this index until enough match).
create index profiles_popular_idx on public.profiles (follower_count desc, id) where is_public;

-- The typeahead's people: the most followed public members whose first or last name starts with the
-- prefix, the caller's network first (its size bounds that read), and names similar to it (trigrams,
-- three letters or more) only when the prefix found too few. Ids, best first; at most `max_rows`.
create function private.typeahead_people(q text, network uuid[], max_rows int) returns uuid[]
language plpgsql stable security definer set search_path = '' set pg_trgm.word_similarity_threshold = 0.5
  set enable_seqscan = off as $$
declare
  word text := pg_catalog.lower(q);
  pattern text := private.like_prefix(q);
  ids uuid[];
  extra uuid[];
begin
  if char_length(word) = 2 then
    execute $q$
      select coalesce(array_agg(m.id order by m.net desc, m.follower_count desc, m.id), '{}') from (
        select distinct on (x.id) x.id, x.follower_count, x.net from (
          (select p.id, p.follower_count, 1 as net from public.profiles p
            where p.id = any ($3) and p.is_public and (lower(p.name) like $2 or lower(p.last_name) like $2)
            order by p.follower_count desc limit $4)
          union all
          (select p.id, p.follower_count, 0 from public.profiles p where p.is_public and lower(left(p.name, 2)) = $1
            order by lower(left(p.name, 2)), p.follower_count desc, p.id limit $4)
          union all
          (select p.id, p.follower_count, 0 from public.profiles p where p.is_public and lower(left(p.last_name, 2)) = $1
            order by lower(left(p.last_name, 2)), p.follower_count desc, p.id limit $4)
        ) x order by x.id, x.net desc) m$q$
    into ids using word, pattern, network, max_rows;
    return ids;
  end if;
  -- Longer prefixes: a bounded range of the name index (in name order), ranked by popularity.
  execute $q$
    select coalesce(array_agg(m.id order by m.net desc, m.follower_count desc, m.id), '{}') from (
      select distinct on (x.id) x.id, x.follower_count, x.net from (
        (select p.id, p.follower_count, 1 as net from public.profiles p
          where p.id = any ($2) and p.is_public and (lower(p.name) like $1 or lower(p.last_name) like $1)
          order by p.follower_count desc limit $3)
        union all
        (select p.id, p.follower_count, 0 from public.profiles p where p.is_public and lower(p.name) like $1
          order by lower(p.name) limit 50)
        union all
        (select p.id, p.follower_count, 0 from public.profiles p where p.is_public and lower(p.last_name) like $1
          order by lower(p.last_name) limit 50)
      ) x order by x.id, x.net desc) m$q$
  into ids using pattern, network, max_rows;
  ids := ids[1:max_rows];
  -- Fewer than the five shown: perhaps a typo.
  if cardinality(ids) < 5 then
    execute $q$
      select coalesce(array_agg(m.id), '{}') from (
        select p.id from public.profiles p where p.is_public and p.name operator(extensions.%>) $1
          and not p.id = any ($2)
        order by extensions.word_similarity($1, p.name) desc limit $3) m$q$
    into extra using q, ids, max_rows - cardinality(ids);
    ids := ids || extra;
  end if;
  return ids;
end $$;
revoke execute on function private.typeahead_people(text, uuid[], int) from public, anon;
grant execute on function private.typeahead_people(text, uuid[], int) to authenticated;

-- People search candidates, each source bounded by `depth`: names and last names starting with the
-- query (the exact name among them), public members whose headline, university or skills hold the
-- words (the most followed first: a common word stops after `depth` matches, a rare one reads its
-- few index entries), the caller's network matching either; names similar to the query (typos) only
-- when those found less than `enough`.
create function private.people_candidates(q text, tsq tsquery, network uuid[], depth int, enough int) returns uuid[]
language plpgsql stable security definer set search_path = '' set pg_trgm.word_similarity_threshold = 0.5
  set enable_seqscan = off set enable_indexscan = on as $$
declare
  ids uuid[];
  extra uuid[];
begin
  execute $q$
    select coalesce(array_agg(distinct x.id), '{}') from (
      (select p.id from public.profiles p where p.is_public and lower(p.name) like $1 order by lower(p.name) limit $3)
      union all
      (select p.id from public.profiles p where p.is_public and lower(p.last_name) like $1
        order by lower(p.last_name) limit $3)
      union all
      (select p.id from public.profiles p where p.id = any ($4) and p.is_public
        and (lower(p.name) like $1 or p.search @@ $2) limit $3)
    ) x$q$
  into ids using private.like_prefix(q), tsq, depth, network;
  -- Members whose headline, university or skills hold the words: the text index, at most 1,000 rows
  -- read, the most followed of them (a walk in popularity order would read every member for a rare word).
  perform set_config('enable_indexscan', 'off', true);
  execute $q$
    select coalesce(array_agg(m.id), '{}') from (
      select x.id from (select p.id, p.follower_count from public.profiles p where p.is_public and p.search @@ $1
        limit 1000) x
      order by x.follower_count desc, x.id limit $2) m$q$
  into extra using tsq, depth;
  perform set_config('enable_indexscan', 'on', true);
  ids := array(select distinct unnest(ids || extra));
  if cardinality(ids) < enough then
    execute $q$
      select coalesce(array_agg(m.id), '{}') from (
        select p.id from public.profiles p where p.is_public and p.name operator(extensions.%>) $1
          and not p.id = any ($2)
        order by extensions.word_similarity($1, p.name) desc limit $3) m$q$
    into extra using q, ids, depth;
    ids := ids || extra;
  end if;
  return ids;
end $$;
revoke execute on function private.people_candidates(text, tsquery, uuid[], int, int) from public, anon;
grant execute on function private.people_candidates(text, tsquery, uuid[], int, int) to authenticated;

-- Community candidates (every member may read every community's header): names starting with the
-- query, communities whose name, category or description hold the words (the largest first), the
-- caller's communities matching either; similar names (typos) only when those found less than `enough`.
create function private.community_candidates(q text, tsq tsquery, category_filter text, mine uuid[], depth int,
  enough int) returns uuid[]
language plpgsql stable security definer set search_path = '' set pg_trgm.word_similarity_threshold = 0.5
  set enable_seqscan = off as $$
declare
  ids uuid[];
  extra uuid[];
  category_clause text := case when category_filter is null then '' else ' and c.category = $5' end;
begin
  execute format($q$
    select coalesce(array_agg(distinct x.id), '{}') from (
      (select c.id from public.communities c where lower(c.name) like $1 %1$s order by lower(c.name) limit $3)
      union all
      (select x.id from (select c.id, c.member_count from public.communities c
          where private.community_doc(c.name, c.description, c.category) @@ $2 %1$s offset 0) x
        order by x.member_count desc, x.id desc limit $3)
      union all
      (select c.id from public.communities c where c.id = any ($4) %1$s
        and (lower(c.name) like $1 or private.community_doc(c.name, c.description, c.category) @@ $2) limit $3)
    ) x$q$, category_clause)
  into ids using private.like_prefix(q), tsq, depth, mine, category_filter;
  if cardinality(ids) < enough then
    execute format($q$
      select coalesce(array_agg(m.id), '{}') from (
        select c.id from public.communities c where c.name operator(extensions.%%>) $1 and not c.id = any ($2) %1$s
        order by extensions.word_similarity($1, c.name) desc limit $3) m$q$,
      replace(category_clause, '$5', '$4'))
    into extra using q, ids, depth, category_filter;
    ids := ids || extra;
  end if;
  return ids;
end $$;
revoke execute on function private.community_candidates(text, tsquery, text, uuid[], int, int) from public, anon;
grant execute on function private.community_candidates(text, tsquery, text, uuid[], int, int) to authenticated;

-- Newest matches in two steps, so that neither a rare nor a common word reads much: first the text index
-- alone (at most 1,000 matching rows read); fewer than that means these are all the matches, newest
-- first. Otherwise the word is common, and walking the recency index stops after `max_rows` matches
-- (about max_rows ÷ the word's frequency rows). Left to itself the planner walks the recency index
-- for a rare word too (it cannot know how rare) and reads the whole table.
create or replace function private.match_posts(tsq tsquery, since timestamptz, until timestamptz, max_rows int)
returns uuid[]
language plpgsql stable security definer set search_path = '' set enable_seqscan = off set enable_indexscan = on
  set enable_bitmapscan = on as $$
declare
  ids uuid[];
  found int;
  rule text := $r$ p.search @@ $1 and p.created_at >= $2 and p.created_at < $3
        and (p.author_id = $5
          or (p.removed_at is null and (
            (not p.community_is_private and ((p.visibility = 'public' and p.author_is_public) or p.author_id = any ($6)))
            or p.community_id = any ($7)))
          or p.community_id = any ($8)) $r$;
begin
  perform set_config('enable_indexscan', 'off', true);
  execute format($q$
    select array_agg(x.id order by x.created_at desc, x.id desc), count(*) from (
      select p.id, p.created_at from public.posts p where %s limit 1000) x$q$, rule)
  into ids, found using tsq, since, until, max_rows, auth.uid(), private.associate_ids(), private.community_ids(),
    private.moderated_community_ids();
  if found < 1000 then
    return coalesce(ids[1:max_rows], '{}');
  end if;
  perform set_config('enable_indexscan', 'on', true);
  perform set_config('enable_bitmapscan', 'off', true);
  execute format($q$
    select coalesce(array_agg(m.id), '{}') from (
      select p.id from public.posts p where %s order by p.created_at desc, p.id desc limit $4) m$q$, rule)
  into ids using tsq, since, until, max_rows, auth.uid(), private.associate_ids(), private.community_ids(),
    private.moderated_community_ids();
  return ids;
end $$;

create or replace function private.match_events(tsq tsquery, from_at timestamptz, max_rows int) returns uuid[]
language plpgsql stable security definer set search_path = '' set enable_seqscan = off set enable_indexscan = on
  set enable_bitmapscan = on as $$
declare
  ids uuid[];
  found int;
  rule text := $r$ e.search @@ $1 and e.status = 'scheduled' and e.starts_at >= $2
        and (e.visibility = 'public' or e.organizer_id = $4
          or (e.visibility = 'associates' and e.organizer_id = any ($5))
          or (e.visibility = 'community' and e.community_id = any ($7))
          or e.id = any ($6)) $r$;
begin
  perform set_config('enable_indexscan', 'off', true);
  execute format($q$
    select array_agg(x.id order by x.starts_at desc, x.id desc), count(*) from (
      select e.id, e.starts_at from public.events e where %s limit 1000) x$q$, rule)
  into ids, found using tsq, from_at, max_rows, auth.uid(), private.associate_ids(), private.my_rsvp_event_ids(),
    private.community_ids();
  if found < 1000 then
    return coalesce(ids[1:max_rows], '{}');
  end if;
  perform set_config('enable_indexscan', 'on', true);
  perform set_config('enable_bitmapscan', 'off', true);
  execute format($q$
    select coalesce(array_agg(m.id), '{}') from (
      select e.id from public.events e where %s order by e.starts_at desc, e.id desc limit $3) m$q$, rule)
  into ids using tsq, from_at, max_rows, auth.uid(), private.associate_ids(), private.my_rsvp_event_ids(),
    private.community_ids();
  return ids;
end $$;

-- People: as before (filters, ranking, keyset), over bounded candidates.
create or replace function public.search_people(
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
  ids := private.people_candidates(q, tsq, network, private.search_depth(size), size);
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

-- Posts: the newest matches the caller may read, 10 × the page deep (was 1,000 for every call).
create or replace function public.search_posts(
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
        + extract(epoch from m.created_at) / 2592000.0 * 0.1)::double precision as score
      from m
    )
    select (s.post).* from s
    where $5::uuid is null or (s.score, s.id) < (select a.score, a.id from s a where a.id = $5)
    order by s.score desc, s.id desc
    limit $6$q$,
    case when network_only then 'and (p.author_id = any ($3) or p.community_id = any ($4))' else '' end)
  using private.match_posts(tsq, coalesce(since, '-infinity'::timestamptz), coalesce(until, 'infinity'::timestamptz),
      private.search_depth(size)) || '{}'::uuid[], tsq, private.network_ids(), private.community_ids(), after_id, size,
    private.blocked_ids();
end $$;

-- Communities: as before, over bounded candidates.
create or replace function public.search_communities(
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
  ids uuid[];
begin
  if char_length(q) < 2 then
    return;
  end if;
  ids := private.community_candidates(q, tsq, category_filter, mine, private.search_depth(size), size);
  return query
  with candidates as (
    select c.id, c.slug, c.name, c.description, c.category, c.visibility, c.join_policy, c.member_count, c.icon_url
    from public.communities c
    where c.id = any (ids)
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

-- Events: the latest matches the caller may see, 10 × the page deep.
create or replace function public.search_events(
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
  using private.match_events(tsq, from_at, private.search_depth(size)), tsq, private.blocked_ids(),
    private.network_ids(), private.my_rsvp_event_ids(), after_id, size;
end $$;

-- The typeahead: people, communities and hashtags for a prefix of two letters or more, each a bounded
-- index read (see the top of this file).
create or replace function public.search_typeahead(query text) returns jsonb
language plpgsql stable set search_path = '' set pg_trgm.word_similarity_threshold = 0.5 set enable_seqscan = off as $$
declare
  q text := btrim(coalesce(query, ''));
  word text := lower(regexp_replace(btrim(coalesce(query, '')), '^#', ''));
  pattern text := private.like_prefix(btrim(coalesce(query, '')));
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
    -- Ten, so that five remain if the caller blocked some of them.
    ids := private.typeahead_people(q, private.network_ids(), 10);
    select coalesce(jsonb_agg(to_jsonb(x) - 'rank' order by x.rank), '[]') into people
    from (
      select p.id, p.name, p.headline, p.profile_photo_url, p.profile_type, p.verification_status, p.follower_count,
        array_position(ids, p.id) as rank
      from public.profiles p
      where p.id = any (ids) and p.is_public
        and not p.id = any (blocked)
      order by 8
      limit 5
    ) x;
    -- Every member may read every community's header, so this reads the table directly; dynamic SQL
    -- so that the planner sees the prefix and reads its index range.
    execute $q$
      select coalesce(jsonb_agg(to_jsonb(x) order by x.member_count desc, x.id), '[]') from (
        select c.id, c.slug, c.name, c.icon_url, c.visibility, c.member_count from public.communities c
        where c.id in (
          (select c2.id from public.communities c2 where char_length($1) = 2 and lower(left(c2.name, 2)) = lower($1)
            order by lower(left(c2.name, 2)), c2.member_count desc, c2.id limit 3)
          union
          (select c2.id from public.communities c2 where char_length($1) > 2 and lower(c2.name) like $2
            order by lower(c2.name) limit 50)
          union
          (select c3.id from public.communities c3 where char_length($1) > 2 and c3.name operator(extensions.%>) $1
            order by extensions.word_similarity($1, c3.name) desc limit 10))
        order by c.member_count desc, c.id
        limit 3
      ) x$q$
    into communities using q, pattern;
  end if;
  execute $q$
    select coalesce(jsonb_agg(to_jsonb(x) order by x.use_count desc, x.tag), '[]') from (
      (select h.tag, h.use_count from public.hashtags h
        where char_length($1) = 2 and left(h.tag, 2) = $1
        order by left(h.tag, 2), h.use_count desc, h.tag limit 5)
      union all
      (select h.tag, h.use_count from public.hashtags h
        where char_length($1) > 2 and h.tag like $2
        order by h.use_count desc, h.tag limit 5)
    ) x$q$
  into tags using word, private.like_prefix(word);
  return jsonb_build_object('people', coalesce(people, '[]'), 'communities', coalesce(communities, '[]'),
    'hashtags', tags);
end $$;

-- The newest open opportunities matching the words and the plain filters, for the relevance sort: what
-- every member may read (open postings), and for guests what their policy shows. Ids only.
create function private.match_opportunities(tsq tsquery, types text[], work_modes text[], paid_only boolean,
  poster_types text[], now_at timestamptz, max_rows int) returns uuid[]
language plpgsql stable security definer set search_path = '' set enable_seqscan = off set enable_indexscan = on
  set enable_bitmapscan = on as $$
declare
  ids uuid[];
  found int;
  rule text := $r$ o.status = 'open' and o.closing_at > $6 and o.search @@ $1
        and ($7 or (o.guest_visible and (o.deadline is null or o.deadline > $6)))
        and ($2 is null or o.type = any ($2)) and ($3 is null or o.work_mode = any ($3))
        and (not $4 or o.is_paid) and ($5 is null or o.poster_type = any ($5)) $r$;
begin
  -- Two steps, as in private.match_posts.
  perform set_config('enable_indexscan', 'off', true);
  execute format($q$
    select array_agg(x.id order by x.published_at desc, x.id desc), count(*) from (
      select o.id, o.published_at from public.opportunities o where %s limit 1000) x$q$, rule)
  into ids, found using tsq, case when cardinality(types) > 0 then types end,
    case when cardinality(work_modes) > 0 then work_modes end, paid_only,
    case when cardinality(poster_types) > 0 then poster_types end, now_at, auth.uid() is not null, max_rows;
  if found < 1000 then
    return coalesce(ids[1:max_rows], '{}');
  end if;
  perform set_config('enable_indexscan', 'on', true);
  perform set_config('enable_bitmapscan', 'off', true);
  execute format($q$
    select coalesce(array_agg(m.id), '{}') from (
      select o.id from public.opportunities o where %s order by o.published_at desc, o.id desc limit $8) m$q$, rule)
  into ids using tsq, case when cardinality(types) > 0 then types end,
    case when cardinality(work_modes) > 0 then work_modes end, paid_only,
    case when cardinality(poster_types) > 0 then poster_types end, now_at, auth.uid() is not null, max_rows;
  return ids;
end $$;
revoke execute on function private.match_opportunities(tsquery, text[], text[], boolean, text[], timestamptz, int)
  from public;
grant execute on function private.match_opportunities(tsquery, text[], text[], boolean, text[], timestamptz, int)
  to anon, authenticated;

-- Opportunities: as before; the relevance sort ranks the newest 10 × the page matches (was 1,000).
create or replace function public.search_opportunities(
  query text default null,
  types text[] default null,
  work_modes text[] default null,
  location text default null,
  paid_only boolean default false,
  min_amount numeric default null,
  max_amount numeric default null,
  closing_within_days int default null,
  poster_types text[] default null,
  sort text default 'newest',
  after_id uuid default null,
  page_size int default 20,
  amount_currency text default null
) returns setof public.opportunities
language plpgsql stable set search_path = '' set enable_seqscan = off set enable_bitmapscan = on as $$
declare
  q tsquery := case when nullif(btrim(coalesce(query, '')), '') is not null then websearch_to_tsquery('english', query) end;
  clauses text[] := array['o.status = ''open''', 'o.closing_at > $12'];
  now_at timestamptz := now();
  size int := least(greatest(coalesce(page_size, 20), 1), 100);
  order_by text;
  after text;
begin
  if sort not in ('newest', 'closing', 'relevance') then
    raise exception 'Unknown sort %', sort using errcode = '22023';
  end if;
  if q is not null then clauses := clauses || 'o.search @@ $1'::text; end if;
  if cardinality(types) > 0 then clauses := clauses || 'o.type = any ($2)'::text; end if;
  if cardinality(work_modes) > 0 then clauses := clauses || 'o.work_mode = any ($3)'::text; end if;
  if nullif(btrim(location), '') is not null then clauses := clauses || $c$o.location ilike '%' || $4 || '%'$c$::text; end if;
  if paid_only then clauses := clauses || 'o.is_paid'::text; end if;
  if min_amount is not null then clauses := clauses || 'coalesce(o.amount_max, o.amount_min) >= $6'::text; end if;
  if max_amount is not null then clauses := clauses || 'coalesce(o.amount_min, o.amount_max) <= $7'::text; end if;
  if (min_amount is not null or max_amount is not null) and nullif(btrim(amount_currency), '') is not null then
    clauses := clauses || 'o.currency = $14'::text;
  end if;
  if closing_within_days is not null then
    clauses := clauses || 'o.closing_at <= $13'::text;
  end if;
  if cardinality(poster_types) > 0 then clauses := clauses || 'o.poster_type = any ($9)'::text; end if;

  if sort = 'relevance' and q is not null then
    -- Ranks the newest 10 × the page matches: a common word walks the newest postings and stops
    -- there, a rare one reads its few entries of the text index (through the definer helper: under RLS
    -- `@@` is a filter, so a rare word would walk every open posting). Filters the helper does not
    -- know (place, amounts, closing within) keep the direct read.
    if nullif(btrim(location), '') is null and min_amount is null and max_amount is null and closing_within_days is null then
      clauses := clauses || 'o.id = any ($16)'::text;
    end if;
    return query execute format(
      'select o.* from (select o.* from public.opportunities o where %s order by o.published_at desc limit $15) o
       where $10 is null or (ts_rank(o.search, $1), o.id) < (select ts_rank(c.search, $1), c.id from public.opportunities c where c.id = $10)
       order by ts_rank(o.search, $1) desc, o.id desc limit $11', array_to_string(clauses, ' and '))
      using q, types, work_modes, btrim(location), coalesce(paid_only, false), min_amount, max_amount, closing_within_days,
        poster_types, after_id, size, now_at, now_at + make_interval(days => coalesce(closing_within_days, 0)),
        upper(btrim(amount_currency)), private.search_depth(size),
        case when 'o.id = any ($16)' = any (clauses) then private.match_opportunities(q, types, work_modes,
          coalesce(paid_only, false), poster_types, now_at, private.search_depth(size)) end;
    return;
  elsif sort = 'closing' then
    order_by := 'o.closing_at, o.id';
    after := '(o.closing_at, o.id) > (select c.closing_at, c.id from public.opportunities c where c.id = $10)';
  else
    order_by := 'o.published_at desc, o.id desc';
    after := '(o.published_at, o.id) < (select c.published_at, c.id from public.opportunities c where c.id = $10)';
  end if;
  if after_id is not null then clauses := clauses || after; end if;
  perform set_config('enable_bitmapscan', 'off', true);

  return query execute format('select o.* from public.opportunities o where %s order by %s limit $11',
      array_to_string(clauses, ' and '), order_by)
    using q, types, work_modes, btrim(location), coalesce(paid_only, false), min_amount, max_amount, closing_within_days,
      poster_types, after_id, size, now_at, now_at + make_interval(days => coalesce(closing_within_days, 0)),
      upper(btrim(amount_currency));
end $$;

drop function private.match_people(text, tsquery, int);
drop function private.match_people_prefix(text, int);
