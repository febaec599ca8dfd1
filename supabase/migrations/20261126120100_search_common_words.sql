-- Search at full scale (issue 17): a common word costs about what a rare one does. What the bounded
-- search (20261125140100) still read in proportion to the network:
--   * name prefixes were read `order by lower(name)`: a text_pattern_ops index does not give that order
--     (the database's collation is not C), so the planner walked the whole plain `lower(name)` index
--     (100,000 entries for "Maria" or "maya okaf"). They are read in the index's own order now
--     (`using ~<~`), and a name more than a page of members share is taken from the popularity bucket
--     index (first two letters, then followers), so "Maria" reads the most followed Marias, a page deep.
--   * words: the first step read the text index capped at 1,000 rows, but a GIN index is read in full
--     into a bitmap before the cap applies (73,000 entries for "data" in a million posts). Now the
--     planner's estimate of the word's frequency (its statistics on the tsvector) decides first: a
--     common word walks the order (recency, popularity) and stops after `depth` matches, a rare one
--     reads its few index entries. The 1,000-row cap stays as the guard for a wrong estimate.
--   * every kind ranks 3 × the page candidates (was 10 ×: a walk reads depth ÷ frequency rows, and the
--     score costs per candidate); the All tab keeps 30 a kind.
--   * names similar to the query (trigrams, for typos) only when nothing matched as typed: a trigram
--     scan reads posting lists that grow with the network.
--   * communities rank on a stored document (the score recomputed to_tsvector for every candidate).
-- Visibility is unchanged: helpers find ids, the public functions read the rows as the caller.

-- Rows the planner expects `query` (a select) to return, from the tables' statistics. Volatile: EXPLAIN
-- is refused in a stable function (the stable functions calling it may, it runs in its own context).
create function private.estimated_rows(query text) returns double precision
language plpgsql volatile set search_path = '' as $$
declare
  plan jsonb;
begin
  execute 'explain (format json) ' || query into plan;
  return (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision;
end $$;
revoke execute on function private.estimated_rows(text) from public, anon, authenticated;

-- Is walking an order until `depth` matches (about depth × rows ÷ matches rows read) cheaper than reading
-- every match from the text index? `matching`: a select of the matching rows, for the estimate.
create function private.word_is_common(matching text, tbl regclass, depth int) returns boolean
language plpgsql stable set search_path = '' as $$
declare
  est double precision := private.estimated_rows(matching);
  total double precision;
begin
  select greatest(c.reltuples, 1) into total from pg_catalog.pg_class c where c.oid = tbl;
  return est * est > depth * total;
end $$;
revoke execute on function private.word_is_common(text, regclass, int) from public, anon, authenticated;

-- Communities: the score's document, stored (as profiles.search and posts.search are).
alter table public.communities add column search tsvector
  generated always as (private.community_doc(name, description, category)) stored;

-- People candidates, each source bounded by `depth` whatever the network's size (see the top of this file).
create or replace function private.people_candidates(q text, tsq tsquery, network uuid[], depth int, enough int)
returns uuid[]
language plpgsql stable security definer set search_path = '' set pg_trgm.word_similarity_threshold = 0.5
  set enable_seqscan = off set enable_indexscan = on set enable_bitmapscan = on as $$
declare
  pattern text := private.like_prefix(q);
  bucket text := pg_catalog.lower(pg_catalog.left(q, 2));
  ids uuid[];
  names uuid[];
  extra uuid[];
  walk int := 20 * depth;
begin
  -- The caller's network matching the name or the words.
  execute $q$
    select coalesce(array_agg(p.id), '{}') from (
      select p.id from public.profiles p where p.id = any ($3) and p.is_public
        and (lower(p.name) like $1 or lower(p.last_name) like $1 or p.search @@ $2) limit $4) p$q$
  into ids using pattern, tsq, network, depth;
  -- Names and last names starting with the query: the index range, in its order. A full range means a
  -- name many share: the most followed of them instead (a walk of the popularity bucket, at most
  -- 20 × depth entries), kept with the range when the walk found fewer.
  -- Each column apart: a bucket is walked only for a column whose range was full.
  execute $q$
    select coalesce(array_agg(p.id), '{}') from (
      select p.id from public.profiles p where p.is_public and lower(p.name) like $1
      order by lower(p.name) using operator(pg_catalog.~<~) limit $2) p$q$
  into names using pattern, depth;
  if cardinality(names) >= depth then
    perform set_config('enable_bitmapscan', 'off', true);
    execute $q$
      select coalesce(array_agg(b.id), '{}') from (
        select b.id from (select p.id, p.name from public.profiles p where p.is_public and lower(left(p.name, 2)) = $2
            order by lower(left(p.name, 2)), p.follower_count desc, p.id limit $4) b
          where lower(b.name) like $1 limit $3) b$q$
    into extra using pattern, bucket, depth, walk;
    perform set_config('enable_bitmapscan', 'on', true);
    names := case when cardinality(extra) >= depth then extra else names || extra end;
  end if;
  ids := ids || names;
  execute $q$
    select coalesce(array_agg(p.id), '{}') from (
      select p.id from public.profiles p where p.is_public and lower(p.last_name) like $1
      order by lower(p.last_name) using operator(pg_catalog.~<~) limit $2) p$q$
  into names using pattern, depth;
  if cardinality(names) >= depth then
    perform set_config('enable_bitmapscan', 'off', true);
    execute $q$
      select coalesce(array_agg(b.id), '{}') from (
        select b.id from (select p.id, p.last_name from public.profiles p
            where p.is_public and lower(left(p.last_name, 2)) = $2
            order by lower(left(p.last_name, 2)), p.follower_count desc, p.id limit $4) b
          where lower(b.last_name) like $1 limit $3) b$q$
    into extra using pattern, bucket, depth, walk;
    perform set_config('enable_bitmapscan', 'on', true);
    names := case when cardinality(extra) >= depth then extra else names || extra end;
  end if;
  ids := ids || names;
  -- Members whose headline, university or skills hold the words, the most followed first.
  if numnode(tsq) > 0 then
    if private.word_is_common(format('select 1 from public.profiles p where p.is_public and p.search @@ %L::tsquery',
        tsq), 'public.profiles', depth) then
      perform set_config('enable_bitmapscan', 'off', true);
      execute $q$
        select coalesce(array_agg(m.id), '{}') from (
          select p.id from public.profiles p where p.is_public and p.search @@ $1
          order by p.follower_count desc, p.id limit $2) m$q$
      into extra using tsq, depth;
      perform set_config('enable_bitmapscan', 'on', true);
    else
      perform set_config('enable_indexscan', 'off', true);
      execute $q$
        select coalesce(array_agg(m.id), '{}') from (
          select x.id from (select p.id, p.follower_count from public.profiles p where p.is_public and p.search @@ $1
            limit 1000) x
          order by x.follower_count desc, x.id limit $2) m$q$
      into extra using tsq, depth;
      perform set_config('enable_indexscan', 'on', true);
    end if;
    ids := ids || extra;
  end if;
  ids := array(select distinct unnest(ids));
  -- Names similar to the query (typos) only when nothing matched as typed: a trigram scan reads the
  -- posting lists of the query's trigrams, which grow with the network.
  if cardinality(ids) = 0 then
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

-- The typeahead's people (as before): a prefix of three letters or more reads its index range in the
-- index's order, and when more than ten share it, the most followed of them from the bucket index.
create or replace function private.typeahead_people(q text, network uuid[], max_rows int) returns uuid[]
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
  execute $q$
    select coalesce(array_agg(m.id order by m.net desc, m.follower_count desc, m.id), '{}') from (
      select distinct on (x.id) x.id, x.follower_count, x.net from (
        (select p.id, p.follower_count, 1 as net from public.profiles p
          where p.id = any ($2) and p.is_public and (lower(p.name) like $1 or lower(p.last_name) like $1)
          order by p.follower_count desc limit $3)
        union all
        (select p.id, p.follower_count, 0 from public.profiles p where p.is_public and lower(p.name) like $1
          order by lower(p.name) using operator(pg_catalog.~<~) limit 50)
        union all
        (select p.id, p.follower_count, 0 from public.profiles p where p.is_public and lower(p.last_name) like $1
          order by lower(p.last_name) using operator(pg_catalog.~<~) limit 50)
      ) x order by x.id, x.net desc) m$q$
  into ids using pattern, network, max_rows;
  -- Fifty names or more share the prefix: the most followed of them, from its bucket (at most 1,000 entries).
  if cardinality(ids) >= 50 then
    perform set_config('enable_bitmapscan', 'off', true);
    execute $q$
      select coalesce(array_agg(b.id order by b.follower_count desc, b.id), '{}') from (
        select b.id, b.follower_count from (select p.id, p.name, p.follower_count from public.profiles p
            where p.is_public and lower(left(p.name, 2)) = $2
            order by lower(left(p.name, 2)), p.follower_count desc, p.id limit 1000) b
          where lower(b.name) like $1 limit $3) b$q$
    into extra using pattern, left(word, 2), max_rows;
    perform set_config('enable_bitmapscan', 'on', true);
    ids := array(select p.id from public.profiles p where p.id = any (ids || extra)
      order by p.id = any (network) desc, p.follower_count desc, p.id);
  end if;
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

-- Community candidates: names starting with the query (the index range, in its order), communities whose
-- name, category or description hold the words (a common word: the largest first, walking the members
-- index; a rare one: its index entries), the caller's communities matching either; similar names only
-- when none of those matched (`enough` is no longer used).
create or replace function private.community_candidates(q text, tsq tsquery, category_filter text, mine uuid[],
  depth int, enough int) returns uuid[]
language plpgsql stable security definer set search_path = '' set pg_trgm.word_similarity_threshold = 0.5
  set enable_seqscan = off set enable_indexscan = on set enable_bitmapscan = on as $$
declare
  ids uuid[];
  names uuid[];
  extra uuid[];
  category_clause text := case when category_filter is null then '' else ' and c.category = $5' end;
  common boolean := numnode(tsq) > 0 and private.word_is_common(format(
    'select 1 from public.communities c where private.community_doc(c.name, c.description, c.category) @@ %L::tsquery',
    tsq), 'public.communities', depth);
begin
  -- The caller's communities matching the name or the words.
  execute format($q$
    select coalesce(array_agg(c.id), '{}') from (
      select c.id from public.communities c where c.id = any ($4) %1$s
        and (lower(c.name) like $1 or c.search @@ $2) limit $3) c$q$, category_clause)
  into ids using private.like_prefix(q), tsq, depth, mine, category_filter;
  -- Names starting with the query, in the index's order; a name more than `depth` communities start with:
  -- the largest of them, from the name's bucket (at most 20 × depth entries read).
  execute format($q$
    select coalesce(array_agg(c.id), '{}') from (
      select c.id from public.communities c where lower(c.name) like $1 %1$s
      order by lower(c.name) using operator(pg_catalog.~<~) limit $2) c$q$, replace(category_clause, '$5', '$3'))
  into names using private.like_prefix(q), depth, category_filter;
  if cardinality(names) >= depth then
    perform set_config('enable_bitmapscan', 'off', true);
    execute format($q$
      select coalesce(array_agg(c.id), '{}') from (
        select c.id from (select c.id, c.name, c.category from public.communities c where lower(left(c.name, 2)) = $2
            order by lower(left(c.name, 2)), c.member_count desc, c.id limit $4) c
          where lower(c.name) like $1 %1$s limit $3) c$q$, category_clause)
    into extra using private.like_prefix(q), lower(left(q, 2)), depth, 20 * depth, category_filter;
    perform set_config('enable_bitmapscan', 'on', true);
    if cardinality(extra) >= depth then
      names := extra;
    else
      names := names || extra;
    end if;
  end if;
  ids := ids || names;
  if numnode(tsq) > 0 then
    if common then
      perform set_config('enable_bitmapscan', 'off', true);
      execute format($q$
        select coalesce(array_agg(m.id), '{}') from (
          select c.id from public.communities c where c.search @@ $1 %1$s
          order by c.member_count desc, c.id desc limit $2) m$q$, replace(category_clause, '$5', '$3'))
      into extra using tsq, depth, category_filter;
      perform set_config('enable_bitmapscan', 'on', true);
    else
      perform set_config('enable_indexscan', 'off', true);
      execute format($q$
        select coalesce(array_agg(m.id), '{}') from (
          select x.id from (select c.id, c.member_count from public.communities c
            where private.community_doc(c.name, c.description, c.category) @@ $1 %1$s limit 1000) x
          order by x.member_count desc, x.id desc limit $2) m$q$, replace(category_clause, '$5', '$3'))
      into extra using tsq, depth, category_filter;
      perform set_config('enable_indexscan', 'on', true);
    end if;
    ids := array(select distinct unnest(ids || extra));
  end if;
  -- Names similar to the query (typos) only when nothing matched as typed: a trigram scan reads the
  -- posting lists of the query's trigrams, which grow with the network.
  if cardinality(ids) = 0 then
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

-- Posts: the newest matches the caller may read. A common word walks the recency index (the date range
-- as its bounds) and stops after `max_rows`; a rare one, or a walk that found too few within 50 × max_rows
-- rows, reads the text index (at most 1,000 rows); 1,000 or more there means the walk is the answer after all.
-- `network`: only posts by these authors or in the caller's communities ("from my network").
drop function private.match_posts(tsquery, timestamptz, timestamptz, int);
create function private.match_posts(tsq tsquery, since timestamptz, until timestamptz, max_rows int,
  network uuid[] default null) returns uuid[]
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
          or p.community_id = any ($8))
        and ($9::uuid[] is null or p.author_id = any ($9) or p.community_id = any ($7)) $r$;
  common boolean := private.word_is_common(format('select 1 from public.posts p where p.search @@ %L::tsquery', tsq),
    'public.posts', max_rows);
begin
  if common then
    perform set_config('enable_bitmapscan', 'off', true);
    execute format($q$
      select coalesce(array_agg(m.id), '{}') from (
        select p.id from (select p.* from public.posts p where p.created_at >= $2 and p.created_at < $3
            order by p.created_at desc, p.id desc limit $4 * 50) p
          where %s order by p.created_at desc, p.id desc limit $4) m$q$, rule)
    into ids using tsq, since, until, max_rows, auth.uid(), private.associate_ids(), private.community_ids(),
      private.moderated_community_ids(), network;
    if cardinality(ids) >= max_rows then
      return ids;
    end if;
    perform set_config('enable_bitmapscan', 'on', true);
  end if;
  perform set_config('enable_indexscan', 'off', true);
  execute format($q$
    select array_agg(x.id order by x.created_at desc, x.id desc), count(*) from (
      select p.id, p.created_at from public.posts p where %s limit 1000) x$q$, rule)
  into ids, found using tsq, since, until, max_rows, auth.uid(), private.associate_ids(), private.community_ids(),
    private.moderated_community_ids(), network;
  if found < 1000 then
    return coalesce(ids[1:max_rows], '{}');
  end if;
  perform set_config('enable_indexscan', 'on', true);
  perform set_config('enable_bitmapscan', 'off', true);
  execute format($q$
    select coalesce(array_agg(m.id), '{}') from (
      select p.id from public.posts p where %s order by p.created_at desc, p.id desc limit $4) m$q$, rule)
  into ids using tsq, since, until, max_rows, auth.uid(), private.associate_ids(), private.community_ids(),
    private.moderated_community_ids(), network;
  return ids;
end $$;

revoke execute on function private.match_posts(tsquery, timestamptz, timestamptz, int, uuid[]) from public, anon;
grant execute on function private.match_posts(tsquery, timestamptz, timestamptz, int, uuid[]) to authenticated;

-- Events: as posts, in start order; `online_only` filters here, so a page of online events is a full one.
drop function private.match_events(tsquery, timestamptz, int);
create function private.match_events(tsq tsquery, from_at timestamptz, max_rows int, online_only boolean default false)
returns uuid[]
language plpgsql stable security definer set search_path = '' set enable_seqscan = off set enable_indexscan = on
  set enable_bitmapscan = on as $$
declare
  ids uuid[];
  found int;
  rule text := $r$ e.search @@ $1 and e.status = 'scheduled' and e.starts_at >= $2
        and (e.visibility = 'public' or e.organizer_id = $4
          or (e.visibility = 'associates' and e.organizer_id = any ($5))
          or (e.visibility = 'community' and e.community_id = any ($7))
          or e.id = any ($6))
        and (not $8 or e.is_online) $r$;
  common boolean := private.word_is_common(format('select 1 from public.events e where e.search @@ %L::tsquery', tsq),
    'public.events', max_rows);
begin
  if common then
    perform set_config('enable_bitmapscan', 'off', true);
    execute format($q$
      select coalesce(array_agg(m.id), '{}') from (
        select e.id from (select e.* from public.events e where e.status = 'scheduled' and e.starts_at >= $2
            order by e.starts_at desc, e.id desc limit $3 * 50) e
          where %s order by e.starts_at desc, e.id desc limit $3) m$q$, rule)
    into ids using tsq, from_at, max_rows, auth.uid(), private.associate_ids(), private.my_rsvp_event_ids(),
      private.community_ids(), coalesce(online_only, false);
    if cardinality(ids) >= max_rows then
      return ids;
    end if;
    perform set_config('enable_bitmapscan', 'on', true);
  end if;
  perform set_config('enable_indexscan', 'off', true);
  execute format($q$
    select array_agg(x.id order by x.starts_at desc, x.id desc), count(*) from (
      select e.id, e.starts_at from public.events e where %s limit 1000) x$q$, rule)
  into ids, found using tsq, from_at, max_rows, auth.uid(), private.associate_ids(), private.my_rsvp_event_ids(),
    private.community_ids(), coalesce(online_only, false);
  if found < 1000 then
    return coalesce(ids[1:max_rows], '{}');
  end if;
  perform set_config('enable_indexscan', 'on', true);
  perform set_config('enable_bitmapscan', 'off', true);
  execute format($q$
    select coalesce(array_agg(m.id), '{}') from (
      select e.id from public.events e where %s order by e.starts_at desc, e.id desc limit $3) m$q$, rule)
  into ids using tsq, from_at, max_rows, auth.uid(), private.associate_ids(), private.my_rsvp_event_ids(),
    private.community_ids(), coalesce(online_only, false);
  return ids;
end $$;

revoke execute on function private.match_events(tsquery, timestamptz, int, boolean) from public, anon;
grant execute on function private.match_events(tsquery, timestamptz, int, boolean) to authenticated;

-- Opportunities: as posts, in publication order, among open postings.
create or replace function private.match_opportunities(tsq tsquery, types text[], work_modes text[], paid_only boolean,
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
  common boolean := numnode(tsq) > 0 and private.word_is_common(format(
    'select 1 from public.opportunities o where o.status = ''open'' and o.search @@ %L::tsquery', tsq),
    'public.opportunities', max_rows);
begin
  if common then
    perform set_config('enable_bitmapscan', 'off', true);
    execute format($q$
      select coalesce(array_agg(m.id), '{}') from (
        select o.id from (select o.* from public.opportunities o where o.status = 'open'
            order by o.published_at desc, o.id desc limit $8 * 50) o
          where %s order by o.published_at desc, o.id desc limit $8) m$q$, rule)
    into ids using tsq, case when cardinality(types) > 0 then types end,
      case when cardinality(work_modes) > 0 then work_modes end, paid_only,
      case when cardinality(poster_types) > 0 then poster_types end, now_at, auth.uid() is not null, max_rows;
    if cardinality(ids) >= max_rows then
      return ids;
    end if;
    perform set_config('enable_bitmapscan', 'on', true);
  end if;
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

-- People, posts, events, communities and opportunities (relevance): 3 × the page candidates (at least 30, at most 150) are ranked.
create function private.search_short_depth(page_size int) returns int
language sql immutable parallel safe as $$
  select least(greatest(3 * coalesce(page_size, 20), 30), 150)
$$;

-- Posts: as before, over the newest 3 × the page matches.
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
      private.search_short_depth(size), case when network_only then private.network_ids() end) || '{}'::uuid[], tsq, private.network_ids(), private.community_ids(), after_id, size,
    private.blocked_ids();
end $$;

-- Events: as before, over the latest 3 × the page matches.
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
  using private.match_events(tsq, from_at, private.search_short_depth(size), online_only), tsq, private.blocked_ids(),
    private.network_ids(), private.my_rsvp_event_ids(), after_id, size;
end $$;

-- Communities: as before, over 3 × the page candidates; the score reads the stored document.
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
  ids := private.community_candidates(q, tsq, category_filter, mine, private.search_short_depth(size), size);
  return query
  with candidates as (
    select c.id, c.slug, c.name, c.description, c.category, c.visibility, c.join_policy, c.member_count, c.icon_url,
      c.search
    from public.communities c
    where c.id = any (ids)
  ), scored as (
    select c.id, c.slug, c.name, left(c.description, 280), c.category, c.visibility, c.join_policy,
      c.member_count, c.icon_url, c.id = any (mine) as is_member,
      (greatest(extensions.word_similarity(q, c.name), extensions.similarity(q, c.name))
        + case when lower(c.name) = lower(q) then 1.0 else 0 end
        + ts_rank(c.search, tsq)
        + case when c.id = any (mine) then 0.5 else 0 end
        + ln(1 + c.member_count) / 100.0)::double precision as score
    from candidates c
  )
  select s.* from scored s
  where after_id is null or (s.score, s.id) < (select a.score, a.id from scored a where a.id = after_id)
  order by s.score desc, s.id desc
  limit size;
end $$;

-- People: as before, over 3 × the page candidates.
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
  ids := private.people_candidates(q, tsq, network, private.search_short_depth(size), size);
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

-- Opportunities: as before; the relevance sort ranks the newest 3 × the page matches.
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
    -- Ranks the newest 3 × the page matches: a common word walks the newest postings and stops
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
        upper(btrim(amount_currency)), private.search_short_depth(size),
        case when 'o.id = any ($16)' = any (clauses) then private.match_opportunities(q, types, work_modes,
          coalesce(paid_only, false), poster_types, now_at, private.search_short_depth(size)) end;
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
