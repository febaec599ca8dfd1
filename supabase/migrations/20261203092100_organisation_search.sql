-- Issue 33 item 3: organisations in search. The search screen's All tab and its Organisations tab, and the header
-- typeahead, find organisation pages by name (prefix) and by the words of their name, sector and headquarters.
-- Bounded as every kind of search is (docs/decisions.md, "Search reads a bounded number of rows"): candidates are
-- ids from index reads with a LIMIT, taken by definer helpers (text operators are not leakproof, so under RLS no
-- text index is used), then read by id as the caller and ranked.

create function private.organisation_doc(name text, sector text, headquarters text) returns tsvector
language sql immutable parallel safe as $$
  select pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english'::regconfig, coalesce(name, '')), 'A')
    operator(pg_catalog.||) pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.english'::regconfig,
      coalesce(sector, '') || ' ' || coalesce(headquarters, '')), 'B')
$$;

alter table public.organisations
  add column search tsvector generated always as (private.organisation_doc(name, sector, headquarters)) stored;
-- No pending list (footguns): organisations are added rarely and searched on every query, and a pending list is
-- read whole by every search until a vacuum merges it.
create index organisations_search_idx on public.organisations using gin (search) with (fastupdate = off);
-- A name prefix read in the index's own order (`using ~<~`), as people's and communities' names are.
create index organisations_name_pattern_idx on public.organisations (lower(name) text_pattern_ops);
-- Two letters, or a prefix many names share: the most followed first.
create index organisations_name_bucket_idx on public.organisations (lower(left(name, 2)), follower_count desc, id);
-- A common word: walk the most followed until enough match.
create index organisations_followers_idx on public.organisations (follower_count desc, id desc);

-- Organisations whose name starts with `q`: the prefix range up to `depth` names; when it is full, the most
-- followed of the names sharing it (a walk of at most 20 × depth bucket entries).
create function private.organisations_named(q text, depth int) returns uuid[]
language plpgsql stable security definer set search_path = ''
  set enable_seqscan = off set enable_indexscan = on set enable_bitmapscan = on as $$
declare
  names uuid[];
  extra uuid[];
begin
  execute $q$
    select coalesce(array_agg(o.id), '{}') from (
      select o.id from public.organisations o where lower(o.name) like $1
      order by lower(o.name) using operator(pg_catalog.~<~) limit $2) o$q$
  into names using private.like_prefix(q), depth;
  if cardinality(names) >= depth then
    perform set_config('enable_bitmapscan', 'off', true);
    execute $q$
      select coalesce(array_agg(o.id), '{}') from (
        select b.id from (select o.id, o.name from public.organisations o where lower(left(o.name, 2)) = $3
            order by lower(left(o.name, 2)), o.follower_count desc, o.id limit $4) b
          where lower(b.name) like $1 limit $2) o$q$
    into extra using private.like_prefix(q), depth, lower(left(q, 2)), 20 * depth;
    perform set_config('enable_bitmapscan', 'on', true);
    names := case when cardinality(extra) >= depth then extra else names || extra end;
  end if;
  return names;
end $$;

-- Organisations holding the query's words: a common word walks the most followed (at most 50 × depth rows),
-- a rare one reads its text index entries (at most 1,000).
create function private.organisations_holding(tsq tsquery, depth int) returns uuid[]
language plpgsql stable security definer set search_path = ''
  set enable_seqscan = off set enable_indexscan = on set enable_bitmapscan = on as $$
declare
  ids uuid[];
begin
  if tsq is null or numnode(tsq) = 0 then
    return '{}';
  end if;
  if private.word_is_common(format('select 1 from public.organisations o where o.search @@ %L::tsquery', tsq),
      'public.organisations', depth) then
    perform set_config('enable_bitmapscan', 'off', true);
    execute $q$
      select coalesce(array_agg(m.id), '{}') from (
        select w.id from (select o.id, o.search from public.organisations o
            order by o.follower_count desc, o.id desc limit $3) w
          where w.search @@ $1 limit $2) m$q$
    into ids using tsq, depth, 50 * depth;
    perform set_config('enable_bitmapscan', 'on', true);
  end if;
  if ids is null or cardinality(ids) < depth then
    perform set_config('enable_indexscan', 'off', true);
    execute $q$
      select coalesce(array_agg(m.id), '{}') from (
        select x.id from (select o.id, o.follower_count from public.organisations o where o.search @@ $1 limit 1000) x
        order by x.follower_count desc, x.id desc limit $2) m$q$
    into ids using tsq, depth;
    perform set_config('enable_indexscan', 'on', true);
  end if;
  return ids;
end $$;

revoke all on function private.organisations_named(text, int) from public;
revoke all on function private.organisations_holding(tsquery, int) from public;
grant execute on function private.organisations_named(text, int) to authenticated;
grant execute on function private.organisations_holding(tsquery, int) to authenticated;

-- The search screen's Organisations tab (and the All tab's three): keyset pages on (score, id), as every kind.
create function public.search_organisations(query text, after_id uuid default null, page_size int default 20)
returns table (id uuid, slug text, name text, kind text, sector text, headquarters text, logo_url text,
  follower_count int, score double precision)
language plpgsql stable set search_path = '' as $$
#variable_conflict use_column
declare
  q text := btrim(coalesce(query, ''));
  tsq tsquery := private.web_query(btrim(coalesce(query, '')));
  size int := least(greatest(coalesce(page_size, 20), 1), 50);
  depth int := private.search_short_depth(least(greatest(coalesce(page_size, 20), 1), 50));
  ids uuid[];
begin
  if char_length(q) < 2 then
    return;
  end if;
  ids := array(select distinct x from unnest(private.organisations_named(q, depth)
    || private.organisations_holding(tsq, depth)) x);
  return query
  with scored as (
    select o.id, o.slug, o.name, o.kind, o.sector, o.headquarters, o.logo_url, o.follower_count,
      (greatest(extensions.word_similarity(q, o.name), extensions.similarity(q, o.name))
        + case when lower(o.name) = lower(q) then 1.0 else 0 end
        + case when lower(o.name) like private.like_prefix(q) then 0.5 else 0 end
        + ts_rank(o.search, tsq)
        + ln(1 + o.follower_count) / 100.0)::double precision as score
    from public.organisations o
    where o.id = any (ids)
  )
  select s.* from scored s
  where after_id is null or (s.score, s.id) < (select a.score, a.id from scored a where a.id = after_id)
  order by s.score desc, s.id desc
  limit size;
end $$;
revoke execute on function public.search_organisations(text, uuid, int) from public, anon;
grant execute on function public.search_organisations(text, uuid, int) to authenticated;

-- The All tab: the best three organisations beside the other kinds (the body as before, plus `organisations`).
create or replace function public.search_all(query text, per_kind int default 3)
returns jsonb
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
      from public.search_events(query, page_size => n) e), '[]'),
    'organisations', coalesce((select jsonb_agg(to_jsonb(o) order by o.score desc, o.id desc)
      from public.search_organisations(query, page_size => n) o), '[]'));
end $$;

-- Typeahead: up to three organisations whose name starts with the prefix (two letters: the most followed of the
-- bucket; longer: the prefix range, up to 100 names, ranked by followers).
create function private.typeahead_organisations(q text, max_rows int) returns uuid[]
language plpgsql stable security definer set search_path = '' set enable_seqscan = off as $$
declare
  word text := pg_catalog.lower(q);
  ids uuid[];
begin
  if char_length(word) = 2 then
    execute $q$
      select coalesce(array_agg(o.id order by o.follower_count desc, o.id), '{}') from (
        select o.id, o.follower_count from public.organisations o where lower(left(o.name, 2)) = $1
        order by lower(left(o.name, 2)), o.follower_count desc, o.id limit $2) o$q$
    into ids using word, max_rows;
    return ids;
  end if;
  execute $q$
    select coalesce(array_agg(o.id order by o.follower_count desc, o.id), '{}') from (
      select o.id, o.follower_count from public.organisations o where lower(o.name) like $1
      order by lower(o.name) using operator(pg_catalog.~<~) limit 100) o$q$
  into ids using private.like_prefix(q);
  return ids[1:max_rows];
end $$;
revoke all on function private.typeahead_organisations(text, int) from public;
grant execute on function private.typeahead_organisations(text, int) to authenticated;

create or replace function public.search_typeahead(query text)
returns jsonb
language plpgsql stable set search_path = '' set "pg_trgm.word_similarity_threshold" = '0.5' set enable_seqscan = off
as $$
declare
  q text := btrim(coalesce(query, ''));
  word text := lower(regexp_replace(btrim(coalesce(query, '')), '^#', ''));
  blocked uuid[] := private.blocked_ids();
  people jsonb;
  communities jsonb;
  organisations jsonb;
  tags jsonb;
  ids uuid[];
begin
  if char_length(word) < 2 then
    return jsonb_build_object('people', '[]'::jsonb, 'communities', '[]'::jsonb, 'organisations', '[]'::jsonb,
      'hashtags', '[]'::jsonb);
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
    -- Every member may read every community's header.
    ids := private.typeahead_communities(q, 3);
    select coalesce(jsonb_agg(to_jsonb(x) order by x.member_count desc, x.id), '[]') into communities
    from (
      select c.id, c.slug, c.name, c.icon_url, c.visibility, c.member_count from public.communities c
      where c.id = any (ids)
    ) x;
    -- Organisation pages are public.
    ids := private.typeahead_organisations(q, 3);
    select coalesce(jsonb_agg(to_jsonb(x) order by x.follower_count desc, x.id), '[]') into organisations
    from (
      select o.id, o.slug, o.name, o.kind, o.logo_url, o.follower_count from public.organisations o
      where o.id = any (ids)
    ) x;
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
    'organisations', coalesce(organisations, '[]'), 'hashtags', tags);
end $$;
