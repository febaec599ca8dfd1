-- Search (issue 17): the typeahead for a long prefix many members share. When fifty names or more matched
-- a prefix of three letters or more, the most followed of them came from the popularity bucket of its first
-- two letters, walked up to 1,000 entries. For a long prefix that bucket is sparse: at 200,000 members
-- "maya okaf" (83 names) found 6 matches in 1,000 "ma…" entries, 8 ms a keystroke (p99 28 ms).
-- Now each column's prefix range is read up to 100 names, in its index's order, and ranked whole: a range
-- that size holds every match of a long prefix, so its most followed are exact. Only a range that fills
-- 100 names goes to the bucket, and a prefix that many members share is dense there.

-- pg_trgm's settings exist once its library is loaded: until then `set pg_trgm.…` on a function is a
-- placeholder that only a superuser may set, and this file may run in a session of its own.
select extensions.similarity('', '');

create or replace function private.typeahead_people(q text, network uuid[], max_rows int) returns uuid[]
language plpgsql stable security definer set search_path = '' set pg_trgm.word_similarity_threshold = 0.5
  set enable_seqscan = off as $$
declare
  word text := pg_catalog.lower(q);
  pattern text := private.like_prefix(q);
  ids uuid[];
  extra uuid[];
  crowded boolean;
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
    with x as (
      (select p.id, p.follower_count, 1 as net, 0 as source from public.profiles p
        where p.id = any ($2) and p.is_public and (lower(p.name) like $1 or lower(p.last_name) like $1)
        order by p.follower_count desc limit $3)
      union all
      (select p.id, p.follower_count, 0, 1 from public.profiles p where p.is_public and lower(p.name) like $1
        order by lower(p.name) using operator(pg_catalog.~<~) limit 100)
      union all
      (select p.id, p.follower_count, 0, 2 from public.profiles p where p.is_public and lower(p.last_name) like $1
        order by lower(p.last_name) using operator(pg_catalog.~<~) limit 100)
    ), m as (
      select distinct on (x.id) x.id, x.follower_count, x.net from x order by x.id, x.net desc
    )
    select (select coalesce(array_agg(m.id order by m.net desc, m.follower_count desc, m.id), '{}') from m),
      (select count(*) filter (where x.source = 1) >= 100 or count(*) filter (where x.source = 2) >= 100 from x)$q$
  into ids, crowded using pattern, network, max_rows;
  -- A range of 100 names or more: the most followed of them, from its bucket (at most 1,000 entries).
  if crowded then
    perform set_config('enable_bitmapscan', 'off', true);
    execute $q$
      select coalesce(array_agg(b.id order by b.follower_count desc, b.id), '{}') from (
        select b.id, b.follower_count from (select p.id, p.name, p.follower_count from public.profiles p
            where p.is_public and lower(left(p.name, 2)) = $2
            order by lower(left(p.name, 2)), p.follower_count desc, p.id limit 1000) b
          where lower(b.name) like $1 limit $3) b$q$
    into extra using pattern, left(word, 2), max_rows;
    perform set_config('enable_bitmapscan', 'on', true);
    ids := array(select p.id from public.profiles p where p.id = any (ids[1:max_rows] || extra)
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
